import { ImageRejected, LISTING_IMAGE_WIDTHS, assertImage, storeImageVariants } from "../../../server/images.server.ts";
import { storage } from "../../../server/storage.server.ts";
import { MAX_PHOTO_BYTES, PHOTO_UNKNOWN, photoNotImage, photoTooLarge } from "./posting-rules.ts";

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function listingPhotoFolder(userId: string): string {
  return `listings/${userId}`;
}

/** A photo sent back by a failed submit: only one the server stored in this user's folder. */
export async function isOwnPhoto(userId: string, prefix: string): Promise<boolean> {
  const folder = `${listingPhotoFolder(userId)}/`;
  if (!prefix.startsWith(folder) || !PHOTO_ID.test(prefix.slice(folder.length))) return false;
  return (await storage().get(`${prefix}-${LISTING_IMAGE_WIDTHS[0]}.webp`)) !== undefined;
}

export async function ownPhotos(userId: string, prefixes: string[]): Promise<{ photos: string[]; error?: string }> {
  const photos: string[] = [];
  let error: string | undefined;
  for (const prefix of new Set(prefixes)) {
    if (await isOwnPhoto(userId, prefix)) photos.push(prefix);
    else error = PHOTO_UNKNOWN;
  }
  return { photos, error };
}

/**
 * Judges each new file by its bytes (JPEG, PNG or WebP, 5 MB at most) and stores the good ones
 * as WebP variants without metadata. The refused ones are named in `error`; the stored ones are
 * returned so a failed submit can keep them.
 */
export async function storeListingPhotos(userId: string, files: File[]): Promise<{ photos: string[]; error?: string }> {
  const photos: string[] = [];
  let error: string | undefined;
  for (const file of files) {
    if (file.size > MAX_PHOTO_BYTES) {
      error ??= photoTooLarge(file.name);
      continue;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    try {
      await assertImage(bytes, MAX_PHOTO_BYTES);
    } catch (e) {
      if (!(e instanceof ImageRejected)) throw e;
      error ??= e.reason === "too-large" ? photoTooLarge(file.name) : photoNotImage(file.name);
      continue;
    }
    photos.push(await storeImageVariants(bytes, listingPhotoFolder(userId), LISTING_IMAGE_WIDTHS));
  }
  return { photos, error };
}
