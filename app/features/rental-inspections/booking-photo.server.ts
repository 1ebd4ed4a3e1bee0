import { and, eq, or } from "drizzle-orm";
import type { SessionUser } from "../accounts/session.server.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { readPrivatePhoto } from "../../server/private-storage.server.ts";
import { bookingPhotos, rentalBookings } from "../../server/schema.ts";

/**
 * A booking photo's bytes (WebP) for the viewer: one of the booking's two parties or an admin, and
 * only when the photo is of that booking. Undefined for everyone and everything else, so a guessed
 * address reads exactly as a missing one.
 */
export async function bookingPhotoFor(
  viewer: Pick<SessionUser, "id" | "role"> | null,
  bookingId: unknown,
  photoId: unknown,
  options: { thumbnail?: boolean } = {},
): Promise<Buffer | undefined> {
  if (!viewer || !isUuid(bookingId) || !isUuid(photoId)) return undefined;
  const party = viewer.role === "admin" ? undefined : or(eq(rentalBookings.ownerId, viewer.id), eq(rentalBookings.renterId, viewer.id));
  const [photo] = await db()
    .select({ key: bookingPhotos.imageKey })
    .from(bookingPhotos)
    .innerJoin(rentalBookings, eq(rentalBookings.id, bookingPhotos.bookingId))
    .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, bookingId), party));
  return photo ? readPrivatePhoto(photo.key, options) : undefined;
}
