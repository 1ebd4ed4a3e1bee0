import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { ListingSummary } from "../listing.ts";

/** Spec §2: a card's photo opens a full-screen gallery; the photos are fetched only then. */
export function useCardGallery() {
  const fetcher = useFetcher<{ title: string; images: string[] }>();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setOpen(true);
  }, [fetcher.state, fetcher.data]);
  return {
    photos: fetcher.data ?? null,
    isOpen: isOpen && fetcher.state === "idle",
    open(listing: ListingSummary) {
      setOpen(false);
      fetcher.load(`/photos/${listing.kind}/${listing.id}`);
    },
    close: () => setOpen(false),
  };
}
