import { and, asc, gte, eq, inArray } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { rentalBookings } from "../../server/schema.ts";
import type { TakenRange } from "./booking-calendar.ts";
import { HOLDING_STATUSES } from "./booking-lifecycle.ts";

/** Spec §7: the days a rental's pending and confirmed bookings hold, from `today` on, in order. */
export async function takenRanges(listingId: string, today: string): Promise<TakenRange[]> {
  if (!isUuid(listingId)) return [];
  return db()
    .select({ start: rentalBookings.startDate, end: rentalBookings.endDate })
    .from(rentalBookings)
    .where(
      and(eq(rentalBookings.listingId, listingId), inArray(rentalBookings.status, HOLDING_STATUSES), gte(rentalBookings.endDate, today)),
    )
    .orderBy(asc(rentalBookings.startDate));
}
