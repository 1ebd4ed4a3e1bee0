import { and, eq, gte, inArray, or } from "drizzle-orm";
import { rentalBookings } from "../../server/schema.ts";
import { UNSETTLED_STATUSES } from "./booking-lifecycle.ts";

/**
 * The bookings that still bind their parties on `today` (YYYY-MM-DD): confirmed and not over yet,
 * or under way until the car is back and its deposit and disputes are settled (whatever the dates).
 * An account or a rental with one cannot be deleted.
 */
export function bindsItsParties(today: string) {
  return or(and(eq(rentalBookings.status, "confirmed"), gte(rentalBookings.endDate, today)), inArray(rentalBookings.status, UNSETTLED_STATUSES));
}

/** Whether a binding booking's status says the car is already out (or its rental unsettled), rather than coming. */
export function isUnsettled(status: string): boolean {
  return (UNSETTLED_STATUSES as readonly string[]).includes(status);
}
