import { and, eq, inArray } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { rentalBookings } from "../../server/schema.ts";

/**
 * A rental's statuses during which its owner may see the renter's licence: from the request to the
 * end of a dispute. Once refused, cancelled or completed, the owner has no more reason to look.
 */
export const LICENCE_VISIBLE_BOOKING_STATUSES = ["pending", "confirmed", "in_progress", "returned", "disputed"] as const;

/** Whether `ownerId` owns a live rental that `renterId` asked for: what lets an owner see a renter's licence. */
export async function ownsRentalRequestedBy(ownerId: string, renterId: string, executor = db()): Promise<boolean> {
  if (ownerId === renterId) return false;
  const [row] = await executor
    .select({ id: rentalBookings.id })
    .from(rentalBookings)
    .where(
      and(eq(rentalBookings.ownerId, ownerId), eq(rentalBookings.renterId, renterId), inArray(rentalBookings.status, [...LICENCE_VISIBLE_BOOKING_STATUSES])),
    )
    .limit(1);
  return row !== undefined;
}

/** Who may see a member's licence photos: the member, an admin, the owner of a live rental they asked for. */
export async function mayViewLicence(viewer: { id: string; role: string } | null, licenceOwnerId: string): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === licenceOwnerId || viewer.role === "admin") return true;
  return ownsRentalRequestedBy(viewer.id, licenceOwnerId);
}
