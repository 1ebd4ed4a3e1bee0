import { count, eq, or } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { rentalBookings } from "../../server/schema.ts";

export interface BookingSummary {
  /** As renter: requests waiting for an answer, and stays confirmed. */
  asRenter: { pending: number; confirmed: number };
  /** As owner: requests to answer, and stays confirmed. */
  asOwner: { pending: number; confirmed: number };
}

/** The profile's 'Réservations' tab: how many bookings wait or are confirmed on each side, in one grouped query. */
export async function bookingSummary(userId: string): Promise<BookingSummary> {
  const rows = await db()
    .select({ renterId: rentalBookings.renterId, status: rentalBookings.status, n: count() })
    .from(rentalBookings)
    .where(or(eq(rentalBookings.renterId, userId), eq(rentalBookings.ownerId, userId)))
    .groupBy(rentalBookings.renterId, rentalBookings.status);
  const summary: BookingSummary = { asRenter: { pending: 0, confirmed: 0 }, asOwner: { pending: 0, confirmed: 0 } };
  for (const row of rows) {
    const side = row.renterId === userId ? summary.asRenter : summary.asOwner;
    if (row.status === "pending" || row.status === "confirmed") side[row.status] += row.n;
  }
  return summary;
}
