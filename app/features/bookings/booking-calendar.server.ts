import { and, asc, gte, eq, inArray } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { rentalBookings } from "../../server/schema.ts";
import type { LicenceFacts } from "../driving-licence/licence-rules.ts";
import { licenceFactsOf } from "../driving-licence/licence-standing.server.ts";
import type { OwnRange, TakenRange } from "./booking-calendar.ts";
import { HOLDING_STATUSES } from "./booking-lifecycle.ts";

/** The pending and confirmed bookings of a rental ending from `today` on, in order. */
const holdingFrom = (listingId: string, today: string) =>
  and(eq(rentalBookings.listingId, listingId), inArray(rentalBookings.status, HOLDING_STATUSES), gte(rentalBookings.endDate, today));

/**
 * Spec §7: the days a rental's pending and confirmed bookings hold, from `today` on, in order. Only
 * days: whose they are is nobody's business, so the page every visitor and member shares holds this.
 */
export async function takenRanges(listingId: string, today: string): Promise<TakenRange[]> {
  if (!isUuid(listingId)) return [];
  return db()
    .select({ start: rentalBookings.startDate, end: rentalBookings.endDate })
    .from(rentalBookings)
    .where(holdingFrom(listingId, today))
    .orderBy(asc(rentalBookings.startDate));
}

/**
 * The calendar as one person sees it: the days held by others, taken, and their own requests and
 * bookings with their status ('Votre demande', 'Votre réservation'), and a member's driving
 * licence (its check and end; absent when they have none), so that the form can say before the request that a
 * rental requiring a checked one will refuse it. For a visitor (`viewerId` null) every held day is
 * taken. Personal: answered per request, never kept in a shared page.
 */
export async function calendarFor(
  listingId: string,
  today: string,
  viewerId: string | null,
): Promise<{ taken: TakenRange[]; mine: OwnRange[]; licence?: LicenceFacts }> {
  if (!isUuid(listingId)) return { taken: [], mine: [] };
  const [rows, licence] = await Promise.all([
    db()
      .select({ start: rentalBookings.startDate, end: rentalBookings.endDate, status: rentalBookings.status, renterId: rentalBookings.renterId })
      .from(rentalBookings)
      .where(holdingFrom(listingId, today))
      .orderBy(asc(rentalBookings.startDate)),
    viewerId ? licenceFactsOf(viewerId) : undefined,
  ]);
  const taken: TakenRange[] = [];
  const mine: OwnRange[] = [];
  for (const { start, end, status, renterId } of rows) {
    if (viewerId && renterId === viewerId && (status === "pending" || status === "confirmed")) mine.push({ start, end, status });
    else taken.push({ start, end });
  }
  // Only a licence there is: a member without one reads as a visitor does, and the form knows which it asked as.
  return licence ? { taken, mine, licence } : { taken, mine };
}
