import { useImageUrls } from "./image-urls.tsx";

/** A small picture of a listing in a list (a conversation, a booking): its first photo, the smallest width. */
export function ListingPhoto({ cover, className }: { cover: string; className: string }) {
  const urls = useImageUrls();
  return <img src={urls.src(cover, 400)} alt="" width={56} height={44} loading="lazy" decoding="async" className={className} />;
}
