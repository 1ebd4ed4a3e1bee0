import { addDays, dayOf } from "../../bookings/booking-rules.ts";
import { changeBookingStatus, runBookingLifecycle } from "../../bookings/booking-status.server.ts";
import { createBooking } from "../../bookings/bookings.server.ts";
import { markAllNotificationsRead } from "../../notifications/notifications.server.ts";
import { type Cast, DAY, type SeedContext, type SeedUser, type SeededListing, expectOk } from "./context.ts";

/**
 * Bookings on the demo professionals' first rentals, each asked for on its day and answered by
 * the owner (who read the request first): a stay last month, now over; one confirmed for later;
 * two requests, made yesterday, still waiting (the owner has 48 hours to answer). `rentals` are in the order they were drafted.
 */
export async function seedBookings(ctx: SeedContext, cast: Cast, rentals: readonly SeededListing[]): Promise<number> {
  const { buyer, dealer, seller, admin, users } = cast;
  const today = dayOf(new Date(ctx.now));
  const daysAgo = (n: number) => new Date(ctx.now - n * DAY);
  const rental = (i: number) => {
    const listing = rentals[i];
    if (!listing?.visible) throw new Error(`demo seed: rental ${i} cannot be booked`);
    return listing;
  };
  const request = async (i: number, renter: SeedUser, from: number, to: number, askedDaysAgo: number, notes?: string) =>
    expectOk(
      await createBooking(
        renter.id,
        { listingId: rental(i).id, startDate: addDays(today, from), endDate: addDays(today, to), notes },
        { now: daysAgo(askedDaysAgo) },
      ),
      "a booking",
    );
  const accept = async (owner: SeedUser, bookingId: string, answeredDaysAgo: number) => {
    await markAllNotificationsRead(owner.id);
    expectOk(await changeBookingStatus(owner.id, bookingId, "accept", { now: daysAgo(answeredDaysAgo) }), "a booking decision");
  };

  const past = await request(1, buyer, -30, -27, 35);
  await accept(dealer, past.id, 34);
  const wedding = await request(3, buyer, 20, 21, 4, "Pour un mariage à Dakar.");
  await accept(seller, wedding.id, 3);
  await request(0, buyer, 10, 12, 1, "Arrivée prévue vers 9 h, est-il possible de livrer à Cocody ?");
  const otherRenter = users.find((u) => u.country === "SN" && u.userType === "buyer") ?? admin;
  await request(4, otherRenter, 5, 8, 1);
  await runBookingLifecycle(new Date(ctx.now));
  // The buyer has read the owners' answers.
  await markAllNotificationsRead(buyer.id);
  return 4;
}
