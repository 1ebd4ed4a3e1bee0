import type { I18n } from "@lingui/core";
import { MAX_IMAGE_BYTES } from "../../lib/images.ts";
import { type SafeFetchResult, safeFetch, safeFetchMessage } from "../../server/safe-fetch.server.ts";
import { discardDrafts, storeListingPhotos } from "../listings/posting/photos.server.ts";
import { IMAGES_MAX, MAX_PHOTOS, photoNotImage, photoTooLarge } from "../listings/posting/posting-rules.ts";

/** Each photo's own deadline: a slow dealer's server holds one import row, never the whole run. */
export const PHOTO_FETCH_TIMEOUT_MS = 15_000;
/** Photos fetched (and decoded) at once for one listing. */
export const PHOTO_FETCHES_AT_ONCE = 4;

/**
 * Any image type, and the untyped binary many buckets serve: the bytes are judged afterwards by the
 * image rule (JPEG, PNG or WebP, decoded whole), as an upload's are. A web page is refused unread.
 */
const acceptImage = (contentType: string) => contentType.startsWith("image/") || contentType === "application/octet-stream";

export type FetchedPhotos = { ok: true; photos: string[] } | { ok: false; url: string; message: string };

/**
 * A dealer's photos, given as URLs, fetched from the server (app/server/safe-fetch.server.ts) and
 * stored exactly as a form's uploads are (storeListingPhotos: re-encoded to WebP, metadata
 * dropped, kept as this user's upload drafts, which the listing then claims). All or nothing: when
 * one photo fails, everything this call stored is discarded and the first failure (in the URLs'
 * order) is returned with its URL, so a listing never goes out with half its photos.
 */
export async function fetchPhotosAsDrafts(userId: string, urls: string[], i18n?: I18n): Promise<FetchedPhotos> {
  if (urls.length > MAX_PHOTOS) return { ok: false, url: urls[MAX_PHOTOS]!, message: i18n ? i18n._(IMAGES_MAX) : IMAGES_MAX };
  const stored: (string | undefined)[] = [];
  const failures = new Map<number, string>();
  let next = 0;
  let thrown: { error: unknown } | undefined;

  const worker = async () => {
    // No new photo is started once one has failed: the others would be discarded anyway.
    while (next < urls.length && failures.size === 0 && !thrown) {
      const index = next++;
      try {
        const outcome = await fetchAndStore(userId, urls[index]!, i18n);
        if ("prefix" in outcome) stored[index] = outcome.prefix;
        else failures.set(index, outcome.message);
      } catch (error) {
        thrown ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PHOTO_FETCHES_AT_ONCE, urls.length) }, worker));

  if (failures.size > 0 || thrown) {
    await discardDrafts(
      userId,
      stored.filter((prefix) => prefix !== undefined),
    );
    if (thrown) throw thrown.error;
    const first = Math.min(...failures.keys());
    return { ok: false, url: urls[first]!, message: failures.get(first)! };
  }
  return { ok: true, photos: stored as string[] };
}

async function fetchAndStore(userId: string, url: string, i18n?: I18n): Promise<{ prefix: string } | { message: string }> {
  const name = nameFromUrl(url);
  const fetched = await safeFetch(url, { maxBytes: MAX_IMAGE_BYTES, timeoutMs: PHOTO_FETCH_TIMEOUT_MS, accept: acceptImage });
  if (!fetched.ok) return { message: refusalMessage(fetched, name, i18n) };
  const { photos, error } = await storeListingPhotos(userId, [new File([fetched.bytes], name, { type: fetched.contentType })], i18n);
  if (error || !photos[0]) {
    await discardDrafts(userId, photos);
    return { message: error ?? photoNotImage(name, i18n) };
  }
  return { prefix: photos[0] };
}

/** A refused fetch in the words of the image rule when it is one (not an image, too heavy), else the fetch's own. */
function refusalMessage(refusal: Extract<SafeFetchResult, { ok: false }>, name: string, i18n?: I18n): string {
  if (refusal.reason === "type") return photoNotImage(name, i18n);
  if (refusal.reason === "too-large") return photoTooLarge(name, i18n);
  return safeFetchMessage(refusal, i18n);
}

/** The name the messages give a photo: the URL's last path segment ("IMG_2041.jpg"), else its host. */
export function nameFromUrl(url: string): string {
  let name = url;
  try {
    const parsed = new URL(url);
    name = parsed.pathname.split("/").filter(Boolean).at(-1) ?? parsed.hostname;
    name = decodeURIComponent(name);
  } catch {
    // Not a URL, or a badly escaped segment: named as written.
  }
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}
