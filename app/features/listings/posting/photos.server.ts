import type { I18n } from "@lingui/core";
import { and, eq, inArray, lt } from "drizzle-orm";
import { type Db, db } from "../../../server/db.server.ts";
import { LISTING_IMAGE_WIDTHS, MAX_IMAGE_BYTES } from "../../../lib/images.ts";
import {
  type EncodedImage,
  ImageRejected,
  copyImageVariants,
  encodeImageVariants,
  removeImageVariants,
  storeEncodedImage,
} from "../../../server/images.server.ts";
import { log } from "../../../server/log.server.ts";
import { uploadDrafts } from "../../../server/schema.ts";
import { PHOTO_UNKNOWN, photoProblem, photoTooLarge } from "./posting-rules.ts";

export function listingPhotoFolder(userId: string): string {
  return `listings/${userId}`;
}

/**
 * Photos a form sends back as kept: only drafts this user's own uploads left, not yet taken by a
 * listing (so one photo never serves two listings, and nobody reuses another's photo), or, when
 * editing, the photos the listing already has (`current`).
 */
export async function ownPhotos(userId: string, prefixes: string[], current: readonly string[] = []): Promise<{ photos: string[]; error?: string }> {
  const wanted = [...new Set(prefixes)];
  if (wanted.length === 0) return { photos: [] };
  const rows = await db()
    .select({ prefix: uploadDrafts.prefix })
    .from(uploadDrafts)
    .where(and(eq(uploadDrafts.userId, userId), inArray(uploadDrafts.prefix, wanted)));
  const owned = new Set([...rows.map((r) => r.prefix), ...current]);
  const photos = wanted.filter((p) => owned.has(p));
  return { photos, error: photos.length < wanted.length ? PHOTO_UNKNOWN : undefined };
}

/** A listing takes its photos: false when one is no longer a draft of this user (used meanwhile). */
export async function claimDrafts(tx: Pick<Db, "delete">, userId: string, prefixes: string[]): Promise<boolean> {
  if (prefixes.length === 0) return true;
  const taken = await tx
    .delete(uploadDrafts)
    .where(and(eq(uploadDrafts.userId, userId), inArray(uploadDrafts.prefix, prefixes)))
    .returning({ prefix: uploadDrafts.prefix });
  return taken.length === new Set(prefixes).size;
}

/** How long an unsaved form's photos wait for their listing. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deletes the photos of forms abandoned for a day; returns how many were removed. */
export async function sweepAbandonedPhotos(now = new Date()): Promise<number> {
  // Claimed by the delete, so two app instances never remove the same draft twice.
  const abandoned = await db()
    .delete(uploadDrafts)
    .where(lt(uploadDrafts.createdAt, new Date(now.getTime() - DRAFT_LIFETIME_MS)))
    .returning({ prefix: uploadDrafts.prefix });
  for (const { prefix } of abandoned) {
    await removeImageVariants(prefix, LISTING_IMAGE_WIDTHS);
  }
  if (abandoned.length > 0) log.info("photos.swept", { count: abandoned.length });
  return abandoned.length;
}

/**
 * Judges each new file by its bytes (the image rule of app/lib/images.ts), decoding it whole, and
 * stores the good ones as WebP variants without metadata. The refused ones are named in `error`;
 * the stored ones are returned, as upload drafts, so a refused submit can keep them.
 *
 * Every file is decoded before any is written, so a damaged one never leaves half its variants
 * behind; if storing fails midway (disk, database), what this call stored is removed before the
 * error goes up. The refusal is worded in `i18n`'s language when given (French otherwise).
 */
export async function storeListingPhotos(userId: string, files: File[], i18n?: I18n): Promise<{ photos: string[]; error?: string }> {
  const encoded: EncodedImage[] = [];
  let error: string | undefined;
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) {
      error ??= photoTooLarge(file.name, i18n);
      continue;
    }
    try {
      encoded.push(await encodeImageVariants(Buffer.from(await file.arrayBuffer()), LISTING_IMAGE_WIDTHS));
    } catch (e) {
      if (!(e instanceof ImageRejected)) throw e;
      error ??= photoProblem(file.name, e.reason, i18n);
    }
  }
  const photos: string[] = [];
  try {
    for (const image of encoded) {
      const prefix = await storeEncodedImage(image, listingPhotoFolder(userId));
      try {
        await db().insert(uploadDrafts).values({ prefix, userId });
      } catch (e) {
        await removeImageVariants(prefix, LISTING_IMAGE_WIDTHS);
        throw e;
      }
      photos.push(prefix);
    }
  } catch (e) {
    await discardDrafts(userId, photos).catch((cleanup: unknown) => log.error("photos.discard_failed", { error: cleanup, userId }));
    throw e;
  }
  return { photos, error };
}

/**
 * Removes photos a refused submit stored (their draft rows and files), e.g. when the listing is
 * refused under the lock. Only this user's drafts still unclaimed are touched: the delete claims
 * them, so a photo a listing took meanwhile is never removed.
 */
export async function discardDrafts(userId: string, prefixes: string[]): Promise<void> {
  if (prefixes.length === 0) return;
  const dropped = await db()
    .delete(uploadDrafts)
    .where(and(eq(uploadDrafts.userId, userId), inArray(uploadDrafts.prefix, prefixes)))
    .returning({ prefix: uploadDrafts.prefix });
  for (const { prefix } of dropped) await removeImageVariants(prefix, LISTING_IMAGE_WIDTHS);
}

/**
 * Trusted server code only (the demo seed; no route reaches it): photos the server itself stored
 * are copied into this user's folder and recorded as their upload drafts, as if uploaded. A listing
 * then claims them like any upload, so the one-listing-per-photo rule holds: every listing owns
 * its files and may delete them without touching another's. Nothing is re-encoded (a stored photo
 * is copied, on local disk as a hard link), which keeps the first start quick.
 */
export async function copyPhotosAsDrafts(userId: string, storedPrefixes: readonly string[]): Promise<string[]> {
  const photos = await Promise.all(storedPrefixes.map((prefix) => copyImageVariants(prefix, listingPhotoFolder(userId), LISTING_IMAGE_WIDTHS)));
  if (photos.length > 0)
    await db()
      .insert(uploadDrafts)
      .values(photos.map((prefix) => ({ prefix, userId })));
  return photos;
}

/** A deleted account's unsaved photos, inside the deletion's transaction; returns their prefixes, for the files. */
export async function eraseDraftsOf(tx: Db, userId: string): Promise<string[]> {
  const drafts = await tx.delete(uploadDrafts).where(eq(uploadDrafts.userId, userId)).returning({ prefix: uploadDrafts.prefix });
  return drafts.map((d) => d.prefix);
}
