import { useEffect } from "react";

/** The page counts as seen once shown in a browser: a small POST in the background (crawlers rarely run it). */
export function ViewBeacon({ listingId }: { listingId: string }) {
  useEffect(() => {
    navigator.sendBeacon?.("/vues", new URLSearchParams({ listing: listingId }));
  }, [listingId]);
  return null;
}
