import { cx } from "./cx.ts";
import { useDataSaver } from "./data-saver.tsx";
import { useImageUrls } from "./image-urls.tsx";

/**
 * A small picture of a listing in a list (a conversation, a booking): its first photo, the smallest
 * width; with the data saver, a neutral box (the listing's page is where its photos are tapped).
 */
export function ListingPhoto({ cover, className }: { cover: string; className: string }) {
  const urls = useImageUrls();
  if (useDataSaver()) return <span aria-hidden className={cx(className, "block bg-slate-200")} />;
  return <img src={urls.src(cover, 400)} alt="" width={56} height={44} loading="lazy" decoding="async" className={className} />;
}
