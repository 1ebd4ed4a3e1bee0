import { and, count, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { rentalBookings } from "../../server/schema.ts";

/** Booking requests waiting for this owner's decision (the badge of 'Mes réservations'). */
export async function pendingBookingCount(ownerId: string): Promise<number> {
  const [row] = await pendingBookingsQuery(ownerId);
  return row?.n ?? 0;
}

/** The same count as a query not yet run: the shell reads it with the other badges in one round trip. */
export function pendingBookingsQuery(ownerId: string) {
  return db()
    .select({ n: count() })
    .from(rentalBookings)
    .where(and(eq(rentalBookings.ownerId, ownerId), eq(rentalBookings.status, "pending")));
}
