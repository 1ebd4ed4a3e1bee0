/** Never kept by a shared or browser cache, never sniffed as anything but what it says. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

/** The site's not-found words: a photo someone may not see reads exactly like one that does not exist. */
export const PRIVATE_PHOTO_NOT_FOUND = "Page introuvable";

/**
 * A private photo's answer (a licence's side, a rental record's photo): the stored WebP to whoever
 * the route let through, else the same 404 for a photo withheld and a photo that never was.
 */
export function privatePhotoResponse(photo: Buffer | undefined | null): Response {
  if (!photo) return new Response(PRIVATE_PHOTO_NOT_FOUND, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE } });
  return new Response(new Uint8Array(photo), { headers: { "Content-Type": "image/webp", "Content-Disposition": "inline", ...PRIVATE } });
}
