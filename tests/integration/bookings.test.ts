import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { completeEndedBookings, createBooking, decideBooking } from "../../app/features/bookings/bookings.server.ts";
import { pendingBookingCount } from "../../app/features/bookings/pending-count.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { db } from "../../app/server/db.server.ts";
import { rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

let seq = 0;
const user = (firstName = "Awa") => createUser({ email: `resa${++seq}@example.test`, firstName, lastName: "Koné" });
const today = dayOf(new Date());
const day = (n: number) => addDays(today, n);

describe("createBooking", () => {
  it("computes the days and the price from the listing, and notifies the owner", async () => {
    const [owner, renter] = [await user("Moussa"), await user("Aminata")];
    const rental = await createRentalListing(owner.id, { price: 45_000, brand: "Toyota", model: "Land Cruiser Prado" });
    const result = await createBooking(renter.id, { listingId: rental.id, startDate: day(10), endDate: day(12), notes: "  Livraison à Cocody ?  " });
    expect(result).toMatchObject({ ok: true, totalDays: 3, totalPrice: 135_000 });
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, rental.id));
    expect(row).toMatchObject({ renterId: renter.id, ownerId: owner.id, dailyRate: 45_000, totalDays: 3, totalPrice: 135_000, status: "pending", notes: "Livraison à Cocody ?" });
    expect(await pendingBookingCount(owner.id)).toBe(1);
    const { items } = await listNotifications(owner.id);
    expect(items[0]).toMatchObject({ title: "Nouvelle demande de réservation", link: "/bookings" });
    expect(items[0]?.message).toContain("Aminata Koné souhaite louer votre Toyota Land Cruiser Prado du");
  });

  it("refuses missing, past, reversed and over-long dates", async () => {
    const [owner, renter] = [await user(), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    const ask = (startDate: string, endDate: string) => createBooking(renter.id, { listingId, startDate, endDate });
    expect(await ask("", day(2))).toEqual({ ok: false, error: BOOKING_MESSAGES.datesMissing });
    expect(await ask(day(1), "2027-02-30")).toEqual({ ok: false, error: BOOKING_MESSAGES.datesMissing });
    expect(await ask(day(-1), day(2))).toEqual({ ok: false, error: BOOKING_MESSAGES.pastDates });
    expect(await ask(day(5), day(4))).toEqual({ ok: false, error: BOOKING_MESSAGES.endBeforeStart });
    expect(await ask(day(1), day(366))).toEqual({ ok: false, error: BOOKING_MESSAGES.tooLong });
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId))).toEqual([]);
    // A history replayed on an earlier day judges "past" from that day.
    const then = new Date(Date.now() - 40 * 86_400_000);
    expect(await createBooking(renter.id, { listingId, startDate: day(-30), endDate: day(-28) }, { now: then })).toMatchObject({ ok: true });
  });

  it("refuses one's own vehicle, a sale, a rental not offered, and an overpriced stay", async () => {
    const [owner, renter] = [await user(), await user()];
    const rental = await createRentalListing(owner.id);
    const dates = { startDate: day(3), endDate: day(4) };
    expect(await createBooking(owner.id, { listingId: rental.id, ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.ownListing });
    const sale = await createSaleListing(owner.id);
    expect(await createBooking(renter.id, { listingId: sale.id, ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.unavailable });
    const off = await createRentalListing(owner.id, { available: false });
    expect(await createBooking(renter.id, { listingId: off.id, ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.unavailable });
    expect(await createBooking(renter.id, { listingId: "nope", ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.unavailable });
    const luxury = await createRentalListing(owner.id, { price: 2_000_000_000 });
    expect(await createBooking(renter.id, { listingId: luxury.id, startDate: day(1), endDate: day(2) })).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooExpensive,
    });
  });

  it("refuses a day already asked for, even by simultaneous requests, and frees it once refused", async () => {
    const owner = await user();
    const renters = await Promise.all([1, 2, 3, 4].map(() => user()));
    const listingId = (await createRentalListing(owner.id, { price: 20_000 })).id;
    const results = await Promise.all(
      renters.map((r, i) => createBooking(r.id, { listingId, startDate: day(10 + i), endDate: day(14) })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) expect(r).toEqual({ ok: false, error: BOOKING_MESSAGES.datesTaken });

    const winner = results.find((r) => r.ok);
    if (!winner?.ok) throw new Error("no booking");
    expect(await decideBooking(owner.id, winner.id, "rejected")).toEqual({ ok: true });
    expect(await createBooking(renters[0]!.id, { listingId, startDate: day(12), endDate: day(12) })).toMatchObject({ ok: true });
    // Touching ranges do not overlap.
    expect(await createBooking(renters[1]!.id, { listingId, startDate: day(13), endDate: day(13) })).toMatchObject({ ok: true });
  });
});

describe("decideBooking and completeEndedBookings", () => {
  it("lets only the owner accept or refuse a pending request, once, and tells the renter", async () => {
    const [owner, renter, stranger] = [await user(), await user(), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    const booking = await createBooking(renter.id, { listingId, startDate: day(2), endDate: day(3) });
    if (!booking.ok) throw new Error(booking.error);
    const failed = { ok: false, error: BOOKING_MESSAGES.statusFailed };
    expect(await decideBooking(renter.id, booking.id, "confirmed")).toEqual(failed);
    expect(await decideBooking(stranger.id, booking.id, "confirmed")).toEqual(failed);
    expect(await decideBooking(owner.id, booking.id, "completed" as "confirmed")).toEqual(failed);
    expect(await decideBooking(owner.id, booking.id, "confirmed")).toEqual({ ok: true });
    expect(await decideBooking(owner.id, booking.id, "rejected")).toEqual(failed);
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.id, booking.id));
    expect(row?.status).toBe("confirmed");
    const { items } = await listNotifications(renter.id);
    expect(items[0]).toMatchObject({ title: "Réservation confirmée" });
  });

  it("completes confirmed stays whose last day is over, and nothing else", async () => {
    const [owner, renter] = [await user(), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    const then = new Date(Date.now() - 20 * 86_400_000);
    const past = await createBooking(renter.id, { listingId, startDate: day(-15), endDate: day(-12) }, { now: then });
    const pendingPast = await createBooking(renter.id, { listingId, startDate: day(-10), endDate: day(-9) }, { now: then });
    const current = await createBooking(renter.id, { listingId, startDate: day(-1), endDate: day(0) }, { now: then });
    if (!past.ok || !pendingPast.ok || !current.ok) throw new Error("bookings refused");
    await decideBooking(owner.id, past.id, "confirmed");
    await decideBooking(owner.id, current.id, "confirmed");
    expect(await completeEndedBookings()).toBe(1);
    const statuses = await db().select({ id: rentalBookings.id, status: rentalBookings.status }).from(rentalBookings).where(eq(rentalBookings.listingId, listingId));
    const of = (id: string) => statuses.find((s) => s.id === id)?.status;
    expect([of(past.id), of(pendingPast.id), of(current.id)]).toEqual(["completed", "pending", "confirmed"]);
    expect(await completeEndedBookings()).toBe(0);
  });
});
