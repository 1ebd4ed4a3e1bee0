import { and, eq } from "drizzle-orm";
import { MAX_IMAGE_BYTES } from "../../lib/images.ts";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { ImageRejected } from "../../server/images.server.ts";
import { removePrivatePhotos, storePrivatePhoto } from "../../server/private-storage.server.ts";
import { bookingPhotos } from "../../server/schema.ts";
import { photoProblemMessage } from "../rental-inspections/inspection-rules.ts";
import { contentHash, insertPhotoOnce, photoOfFile } from "../rental-inspections/photo-once.server.ts";
import { lockForDecision } from "./decision-lock.server.ts";
import { claimPhotoCount } from "./deposit-records.server.ts";
import { DEPOSIT_MESSAGES, MAX_CLAIM_PHOTOS } from "./deposit-rules.ts";

type Refusal = Extract<Result, { ok: false }>;
const refuse = (error: string, code?: Refusal["code"]): Refusal => ({ ok: false, error, ...(code ? { code } : {}), field: "photo" });

/**
 * One photo of the owner's claim, sent alone (one per request, as the records' photos): checked
 * and re-encoded, stored privately, then counted under the booking's lock so that parallel
 * uploads never pass MAX_CLAIM_PHOTOS (a refused file is removed again). Only while the owner
 * may still decide. The same file sent again (its answer lost) is answered with the photo already
 * kept, even on a full claim, and stored no second time.
 */
export async function addClaimPhoto(userId: string, bookingId: unknown, file: unknown, now = new Date()): Promise<Result<{ photoId: string }>> {
  // The rights first: nothing is decoded for a booking the member may not touch.
  const allowed = await db().transaction((tx) => lockForDecision(tx, userId, bookingId));
  if ("ok" in allowed) return allowed;
  if (!(file instanceof File) || file.size === 0) return refuse(DEPOSIT_MESSAGES.photoMissing);
  if (file.size > MAX_IMAGE_BYTES) return refuse(photoProblemMessage("too-large"));
  const data = Buffer.from(await file.arrayBuffer());
  const hash = contentHash(data);
  const kept = await photoOfFile(db(), allowed.id, "deposit", hash);
  if (kept) return { ok: true, photoId: kept };
  if ((await claimPhotoCount(allowed.id)) >= MAX_CLAIM_PHOTOS) return refuse(DEPOSIT_MESSAGES.photosFull, "conflict");
  let key: string;
  try {
    key = await storePrivatePhoto(data, `bookings/${allowed.id}`);
  } catch (error) {
    if (error instanceof ImageRejected) return refuse(photoProblemMessage(error.reason));
    throw error;
  }
  const added = await db()
    .transaction(async (tx): Promise<Result<{ photoId: string; added: boolean }>> => {
      const booking = await lockForDecision(tx, userId, bookingId);
      if ("ok" in booking) return booking;
      if ((await claimPhotoCount(booking.id, tx)) >= MAX_CLAIM_PHOTOS) {
        // The last place taken by this very file, sent twice at once.
        const same = await photoOfFile(tx, booking.id, "deposit", hash);
        return same ? { ok: true, photoId: same, added: false } : refuse(DEPOSIT_MESSAGES.photosFull, "conflict");
      }
      const photo = await insertPhotoOnce(tx, {
        bookingId: booking.id,
        subject: "deposit",
        view: "other",
        imageKey: key,
        uploadedBy: userId,
        contentHash: hash,
        createdAt: now,
      });
      return { ok: true, photoId: photo.id, added: photo.added };
    })
    .catch(async (error: unknown) => {
      await removePrivatePhotos([key]);
      throw error;
    });
  if (!added.ok || !added.added) await removePrivatePhotos([key]);
  return added.ok ? { ok: true, photoId: added.photoId } : added;
}

/** 'Retirer' a photo of the claim, while the owner may still decide. */
export async function removeClaimPhoto(userId: string, bookingId: unknown, photoId: unknown): Promise<Result> {
  if (!isUuid(photoId)) return refuse(DEPOSIT_MESSAGES.photoNotFound, "not-found");
  const removed = await db().transaction(async (tx): Promise<Result<{ key: string }>> => {
    const booking = await lockForDecision(tx, userId, bookingId);
    if ("ok" in booking) return booking;
    const [row] = await tx
      .delete(bookingPhotos)
      .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, booking.id), eq(bookingPhotos.subject, "deposit")))
      .returning({ key: bookingPhotos.imageKey });
    return row ? { ok: true, key: row.key } : refuse(DEPOSIT_MESSAGES.photoNotFound, "not-found");
  });
  if (!removed.ok) return removed;
  await removePrivatePhotos([removed.key]);
  return { ok: true };
}

/** The claim's photos taken out in the caller's transaction (the owner gave the deposit back in full): their keys, for the caller to remove once committed. */
export async function dropClaimPhotos(tx: Db, bookingId: string): Promise<string[]> {
  const rows = await tx
    .delete(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), eq(bookingPhotos.subject, "deposit")))
    .returning({ key: bookingPhotos.imageKey });
  return rows.map((row) => row.key);
}
