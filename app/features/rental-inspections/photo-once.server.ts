import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db.server.ts";
import { bookingPhotos } from "../../server/schema.ts";

/**
 * A booking photo sent again (its answer lost: a server stopped, the browser retried, maybe on
 * another server) is the photo already kept: the same file for the same record or claim of a
 * booking, told by the SHA-256 of its bytes as sent, is kept once (a unique index).
 */

type Subject = (typeof bookingPhotos.$inferInsert)["subject"];

/** The SHA-256 (hex) of a file as it was sent. */
export function contentHash(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The photo already kept for this file on this booking's record or claim, if any. */
export async function photoOfFile(executor: Db, bookingId: string, subject: Subject, hash: string): Promise<string | null> {
  const [photo] = await executor
    .select({ id: bookingPhotos.id })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), eq(bookingPhotos.subject, subject), eq(bookingPhotos.contentHash, hash)));
  return photo?.id ?? null;
}

/** Keeps the photo unless its file is kept already for the same record or claim: the id of the one kept, and whether it is this one. */
export async function insertPhotoOnce(tx: Db, photo: typeof bookingPhotos.$inferInsert & { contentHash: string }): Promise<{ id: string; added: boolean }> {
  const [added] = await tx
    .insert(bookingPhotos)
    .values(photo)
    .onConflictDoNothing({ target: [bookingPhotos.bookingId, bookingPhotos.subject, bookingPhotos.contentHash], where: sql`content_hash is not null` })
    .returning({ id: bookingPhotos.id });
  if (added) return { id: added.id, added: true };
  const kept = await photoOfFile(tx, photo.bookingId, photo.subject, photo.contentHash);
  if (!kept) throw new Error("booking photo: neither inserted nor found");
  return { id: kept, added: false };
}
