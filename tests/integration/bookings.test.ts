import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, addDays, dayOf, lastBookableDay } from "../../app/features/bookings/booking-rules.ts";
import { changeBookingStatus, runBookingLifecycle } from "../../app/features/bookings/booking-status.server.ts";
import { createBooking, lockRentalBookings } from "../../app/features/bookings/bookings.server.ts";
import { takenRanges } from "../../app/features/bookings/booking-calendar.server.ts";
import { pendingBookingCount } from "../../app/features/bookings/pending-count.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { setSiteLimit } from "../../app/features/settings/site-limits.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, rateLimits, rentalBookings } from "../../app/server/schema.ts";
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
    // 3 days at 45 000 plus 15 % insurance and fees: the all-in total the page showed (ADR 0023).
    expect(result).toMatchObject({ ok: true, totalDays: 3, totalPrice: 155_250 });
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, rental.id));
    expect(row).toMatchObject({
      renterId: renter.id,
      ownerId: owner.id,
      dailyRate: 45_000,
      totalDays: 3,
      totalPrice: 155_250,
      status: "pending",
      notes: "Livraison à Cocody ?",
    });
    expect(await pendingBookingCount(owner.id)).toBe(1);
    const { items } = await listNotifications(owner.id);
    expect(items[0]).toMatchObject({ title: "Nouvelle demande de réservation", link: "/bookings" });
    expect(items[0]?.message).toContain("Aminata Koné souhaite louer votre Toyota Land Cruiser Prado du");
  });

  it("refuses missing, past, reversed and over-long dates", async () => {
    const [owner, renter] = [await user(), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    const ask = (startDate: string, endDate: string) => createBooking(renter.id, { listingId, startDate, endDate });
    // The request's own fault: no code (400); missing dates are flagged, the longest stay given as a number.
    expect(await ask("", day(2))).toEqual({ ok: false, error: BOOKING_MESSAGES.datesMissing, datesMissing: true });
    expect(await ask(day(1), "2027-02-30")).toEqual({ ok: false, error: BOOKING_MESSAGES.datesMissing, datesMissing: true });
    expect(await ask(day(-1), day(2))).toEqual({ ok: false, error: BOOKING_MESSAGES.pastDates });
    expect(await ask(day(5), day(4))).toEqual({ ok: false, error: BOOKING_MESSAGES.endBeforeStart });
    expect(await ask(day(1), day(91))).toEqual({ ok: false, error: BOOKING_MESSAGES.tooLong(90), maxDays: 90 });
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId))).toEqual([]);
    // A history replayed on an earlier day judges "past" from that day.
    const then = new Date(Date.now() - 40 * 86_400_000);
    expect(await createBooking(renter.id, { listingId, startDate: day(-30), endDate: day(-28) }, { now: then })).toMatchObject({ ok: true });
  });

  it("refuses one's own vehicle, a sale, a rental not offered, and an overpriced stay", async () => {
    const [owner, renter] = [await user(), await user()];
    const rental = await createRentalListing(owner.id);
    const dates = { startDate: day(3), endDate: day(4) };
    expect(await createBooking(owner.id, { listingId: rental.id, ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.ownListing, code: "forbidden" });
    const sale = await createSaleListing(owner.id);
    expect(await createBooking(renter.id, { listingId: sale.id, ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.unavailable, code: "not-found" });
    const off = await createRentalListing(owner.id, { available: false });
    expect(await createBooking(renter.id, { listingId: off.id, ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.unavailable, code: "not-found" });
    expect(await createBooking(renter.id, { listingId: "nope", ...dates })).toEqual({ ok: false, error: BOOKING_MESSAGES.unavailable, code: "not-found" });
    const luxury = await createRentalListing(owner.id, { price: 2_000_000_000 });
    expect(await createBooking(renter.id, { listingId: luxury.id, startDate: day(1), endDate: day(2) })).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooExpensive,
    });
  });

  it("accepts exactly one of 20 simultaneous requests for overlapping days; the others get the French message", async () => {
    const owner = await user();
    const renters = await Promise.all(Array.from({ length: 20 }, () => user()));
    const listingId = (await createRentalListing(owner.id, { price: 30_000 })).id;
    const results = await Promise.all(renters.map((r, i) => createBooking(r.id, { listingId, startDate: day(5 + (i % 4)), endDate: day(9) })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 19 }, () => ({ ok: false, error: BOOKING_MESSAGES.datesTaken, code: "conflict" })));
    const rows = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId));
    expect(rows).toHaveLength(1);
    expect(await takenRanges(listingId, today)).toEqual([{ start: rows[0]?.startDate, end: day(9) }]);
  });

  it("refuses a day already asked for, even by simultaneous requests, and frees it once refused", async () => {
    const owner = await user();
    const renters = await Promise.all([1, 2, 3, 4].map(() => user()));
    const listingId = (await createRentalListing(owner.id, { price: 20_000 })).id;
    const results = await Promise.all(renters.map((r, i) => createBooking(r.id, { listingId, startDate: day(10 + i), endDate: day(14) })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) expect(r).toEqual({ ok: false, error: BOOKING_MESSAGES.datesTaken, code: "conflict" });

    const winner = results.find((r) => r.ok);
    if (!winner?.ok) throw new Error("no booking");
    expect(await changeBookingStatus(owner.id, winner.id, "refuse")).toEqual({ ok: true });
    expect(await createBooking(renters[0]!.id, { listingId, startDate: day(12), endDate: day(12) })).toMatchObject({ ok: true });
    // Touching ranges do not overlap.
    expect(await createBooking(renters[1]!.id, { listingId, startDate: day(13), endDate: day(13) })).toMatchObject({ ok: true });
  });
});

describe("simultaneous requests (issue 46)", () => {
  it("on several rentals at once: no two bookings share a day, and each refusal is a day really taken", async () => {
    const owners = await Promise.all([1, 2, 3].map(() => user("Moussa")));
    const rentals = await Promise.all(owners.map((o) => createRentalListing(o.id, { price: 25_000 })));
    const renters = await Promise.all(Array.from({ length: 36 }, () => user()));
    // 12 requests per rental, ranges of 1 to 4 days within 8 days: many overlap, some do not.
    const asked = renters.map((r, i) => {
      const start = 2 + ((i * 5) % 8);
      return { renterId: r.id, listingId: rentals[i % 3]!.id, startDate: day(start), endDate: day(start + (i % 4)) };
    });
    const results = await Promise.all(asked.map((a) => createBooking(a.renterId, a)));
    for (const r of results.filter((x) => !x.ok)) expect(r).toEqual({ ok: false, error: BOOKING_MESSAGES.datesTaken, code: "conflict" });
    const made = asked.filter((_, i) => results[i]?.ok);
    const shareADay = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
      a.startDate <= b.endDate && b.startDate <= a.endDate;
    for (const [i, a] of made.entries()) {
      for (const b of made.slice(i + 1)) if (a.listingId === b.listingId) expect(shareADay(a, b)).toBe(false);
    }
    // Nobody was refused for nothing: each refused request shares a day with a booking made.
    asked.forEach((a, i) => {
      if (!results[i]?.ok) expect(made.some((m) => m.listingId === a.listingId && shareADay(m, a))).toBe(true);
    });
    for (const rental of rentals) {
      const rows = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, rental.id));
      expect(rows).toHaveLength(made.filter((m) => m.listingId === rental.id).length);
    }
  });

  it("a request arriving while its rental is being deleted waits, then finds it gone", async () => {
    const [owner, renter] = [await user("Moussa"), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const deletion = db().transaction(async (tx) => {
      await lockRentalBookings(tx, listingId);
      await tx.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, listingId));
      locked();
      await held;
    });
    await isLocked;
    const request = createBooking(renter.id, { listingId, startDate: day(3), endDate: day(4) });
    // Long enough for the request to reach the rental's row and wait there, before the deletion commits.
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    await deletion;
    expect(await request).toEqual({ ok: false, error: BOOKING_MESSAGES.unavailable, code: "not-found" });
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId))).toEqual([]);
  });
});

describe("a request sent again (the answer was lost: a server stopped, the browser retried)", () => {
  const ownerNotifications = async (ownerId: string) => (await listNotifications(ownerId)).items.filter((n) => n.title === "Nouvelle demande de réservation");

  it("answers the renter's own booking of those exact dates again: the same id, totals and deposit, nothing new, the owner told once", async () => {
    const [owner, renter] = [await user("Moussa"), await user("Aminata")];
    const listingId = (await createRentalListing(owner.id, { price: 40_000, depositAmount: 100_000 })).id;
    const request = { listingId, startDate: day(6), endDate: day(8), notes: "Arrivée vers 9 h" };
    const first = await createBooking(renter.id, request);
    expect(first).toMatchObject({ ok: true, totalDays: 3, totalPrice: 138_000, depositAmount: 100_000 });
    expect(await createBooking(renter.id, request)).toEqual(first);
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId))).toHaveLength(1);
    expect(await ownerNotifications(owner.id)).toHaveLength(1);
    // Still so once the owner has accepted it.
    if (!first.ok) throw new Error(first.error);
    expect(await changeBookingStatus(owner.id, first.id, "accept")).toEqual({ ok: true });
    expect(await createBooking(renter.id, request)).toEqual(first);
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId))).toHaveLength(1);
  });

  it("makes one booking of the same request sent twice at the same moment", async () => {
    const [owner, renter] = [await user("Moussa"), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    const request = { listingId, startDate: day(4), endDate: day(5) };
    const [a, b] = await Promise.all([createBooking(renter.id, request), createBooking(renter.id, request)]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toEqual(a);
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId))).toHaveLength(1);
    expect(await ownerNotifications(owner.id)).toHaveLength(1);
  });

  it("still refuses those days to another renter, other dates over them to the same renter, and a withdrawn request's dates taken since", async () => {
    const [owner, renter, other] = [await user("Moussa"), await user(), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    const taken = { ok: false, error: BOOKING_MESSAGES.datesTaken, code: "conflict" };
    const first = await createBooking(renter.id, { listingId, startDate: day(10), endDate: day(12) });
    if (!first.ok) throw new Error(first.error);
    expect(await createBooking(other.id, { listingId, startDate: day(10), endDate: day(12) })).toEqual(taken);
    expect(await createBooking(renter.id, { listingId, startDate: day(11), endDate: day(12) })).toEqual(taken);
    expect(await createBooking(renter.id, { listingId, startDate: day(9), endDate: day(12) })).toEqual(taken);
    // Withdrawn, then the days taken by someone else: asking again is a new request, refused.
    expect(await changeBookingStatus(renter.id, first.id, "cancel")).toEqual({ ok: true });
    expect(await createBooking(other.id, { listingId, startDate: day(10), endDate: day(12) })).toMatchObject({ ok: true });
    expect(await createBooking(renter.id, { listingId, startDate: day(10), endDate: day(12) })).toEqual(taken);
    expect(await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId))).toHaveLength(2);
  });
});

describe("what one renter may ask for", () => {
  it("refuses a stay ending more than 12 months ahead (2031 included), and accepts one ending on the calendar's last day", async () => {
    const [owner, renter] = [await user(), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    const last = lastBookableDay(today);
    expect(await createBooking(renter.id, { listingId, startDate: "2031-06-01", endDate: "2031-06-02" })).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooFarAhead,
    });
    expect(await createBooking(renter.id, { listingId, startDate: addDays(last, -2), endDate: addDays(last, 1) })).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooFarAhead,
    });
    expect(await createBooking(renter.id, { listingId, startDate: addDays(last, -2), endDate: last })).toMatchObject({ ok: true, totalDays: 3 });
  });

  it("refuses a stay longer than the administrators' maximum (90 days unless changed)", async () => {
    const [owner, renter] = [await user(), await user()];
    const listingId = (await createRentalListing(owner.id, { price: 10_000 })).id;
    expect(await createBooking(renter.id, { listingId, startDate: day(1), endDate: day(365) })).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooLong(90),
      maxDays: 90,
    });
    await setSiteLimit("max_booking_days", 30);
    try {
      expect(await createBooking(renter.id, { listingId, startDate: day(1), endDate: day(31) })).toEqual({
        ok: false,
        error: BOOKING_MESSAGES.tooLong(30),
        maxDays: 30,
      });
      expect(BOOKING_MESSAGES.tooLong(30)).toBe("Une réservation ne peut pas dépasser 30 jours.");
      expect(await createBooking(renter.id, { listingId, startDate: day(1), endDate: day(30) })).toMatchObject({ ok: true, totalDays: 30 });
    } finally {
      await setSiteLimit("max_booking_days", 90);
    }
    expect(await createBooking(renter.id, { listingId, startDate: day(31), endDate: day(120) })).toMatchObject({ ok: true, totalDays: 90 });
  });

  it("keeps at most 3 pending requests per renter, even when 6 arrive at once on 6 rentals; an answered one makes room", async () => {
    const renter = await user("Aminata");
    const owners = await Promise.all(Array.from({ length: 6 }, () => user("Moussa")));
    const rentals = await Promise.all(owners.map((o) => createRentalListing(o.id)));
    const results = await Promise.all(rentals.map((r) => createBooking(renter.id, { listingId: r.id, startDate: day(3), endDate: day(5) })));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, error: BOOKING_MESSAGES.tooManyPending, code: "too-many" })));
    const pending = await db()
      .select()
      .from(rentalBookings)
      .where(and(eq(rentalBookings.renterId, renter.id), eq(rentalBookings.status, "pending")));
    expect(pending).toHaveLength(3);

    const refusedRental = rentals.find((r) => !pending.some((b) => b.listingId === r.id))!;
    const answered = pending[0]!;
    expect(await changeBookingStatus(answered.ownerId, answered.id, "accept")).toEqual({ ok: true });
    expect(await createBooking(renter.id, { listingId: refusedRental.id, startDate: day(3), endDate: day(5) })).toMatchObject({ ok: true });
    expect(await createBooking(renter.id, { listingId: refusedRental.id, startDate: day(7), endDate: day(8) })).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooManyPending,
      code: "too-many",
    });
  });

  it("accepts at most 10 requests an hour from one renter, even withdrawn ones", async () => {
    const [owner, renter] = [await user(), await user()];
    const listingId = (await createRentalListing(owner.id)).id;
    for (let i = 0; i < 10; i++) {
      const made = await createBooking(renter.id, { listingId, startDate: day(2), endDate: day(3) });
      if (!made.ok) throw new Error(`request ${i + 1}: ${made.error}`);
      expect(await changeBookingStatus(renter.id, made.id, "cancel")).toEqual({ ok: true });
    }
    expect(await createBooking(renter.id, { listingId, startDate: day(2), endDate: day(3) })).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooManyRequests,
      code: "too-many",
    });
    // An hour later.
    await db().update(rateLimits).set({ windowEndsAt: sql`now()` }).where(sql`${rateLimits.windowEndsAt} <= now() + interval '1 hour'`);
    expect(await createBooking(renter.id, { listingId, startDate: day(2), endDate: day(3) })).toMatchObject({ ok: true });
  });
});

describe("the booking lifecycle on the server", () => {
  const failed = { ok: false, error: BOOKING_MESSAGES.statusFailed };
  const statusOf = async (id: string) => (await db().select().from(rentalBookings).where(eq(rentalBookings.id, id)))[0];
  const request = async (options: { start?: number; end?: number; now?: Date } = {}) => {
    const [owner, renter, stranger] = [await user("Moussa"), await user("Aminata"), await user("Kofi")];
    const listingId = (await createRentalListing(owner.id, { brand: "Toyota", model: "Hilux" })).id;
    const booking = await createBooking(renter.id, { listingId, startDate: day(options.start ?? 2), endDate: day(options.end ?? 3) }, { now: options.now });
    if (!booking.ok) throw new Error(booking.error);
    return { owner, renter, stranger, listingId, id: booking.id };
  };

  it("lets only the owner accept a pending request, once, and tells the renter", async () => {
    const { owner, renter, stranger, id } = await request();
    expect(await changeBookingStatus(renter.id, id, "accept")).toEqual(failed);
    expect(await changeBookingStatus(stranger.id, id, "accept")).toEqual(failed);
    expect(await changeBookingStatus(owner.id, id, "complete" as "accept")).toEqual(failed);
    expect(await changeBookingStatus(owner.id, "pas-un-id", "accept")).toEqual(failed);
    expect(await changeBookingStatus(owner.id, id, "accept")).toEqual({ ok: true });
    expect(await changeBookingStatus(owner.id, id, "refuse")).toEqual(failed);
    expect(await changeBookingStatus(renter.id, id, "cancel")).toEqual(failed);
    expect(await statusOf(id)).toMatchObject({ status: "confirmed", cancelReason: null });
    const { items } = await listNotifications(renter.id);
    expect(items[0]).toMatchObject({ title: "Réservation confirmée", link: "/bookings" });
    expect(items[0]?.message).toContain("Toyota Hilux");
    expect(await pendingBookingCount(owner.id)).toBe(0);
  });

  it("lets only the renter cancel their pending request, after which nobody can accept it and the days are free", async () => {
    const { owner, renter, stranger, listingId, id } = await request();
    expect(await changeBookingStatus(owner.id, id, "cancel")).toEqual(failed);
    expect(await changeBookingStatus(stranger.id, id, "cancel")).toEqual(failed);
    expect(await changeBookingStatus(renter.id, id, "cancel")).toEqual({ ok: true });
    expect(await changeBookingStatus(owner.id, id, "accept")).toEqual(failed);
    expect(await statusOf(id)).toMatchObject({ status: "cancelled", cancelReason: "renter" });
    expect((await listNotifications(owner.id)).items[0]).toMatchObject({ title: "Demande de réservation annulée" });
    expect(await takenRanges(listingId, today)).toEqual([]);
    expect(await createBooking(stranger.id, { listingId, startDate: day(2), endDate: day(3) })).toMatchObject({ ok: true });
  });

  it("refuses the owner's answer once the 48 hours are over, even before the sweep marks it", async () => {
    const { owner, id } = await request({ start: 10, end: 11, now: new Date(Date.now() - 49 * 3_600_000) });
    expect(await changeBookingStatus(owner.id, id, "accept")).toEqual(failed);
    expect((await statusOf(id))?.status).toBe("pending");
  });

  it("expires unanswered and overtaken requests, completes ended stays, tells the renter, and does nothing the second time", async () => {
    const now = new Date();
    const old = await request({ start: 10, end: 12, now: new Date(now.getTime() - 48 * 3_600_000) });
    const fresh = await request({ start: 10, end: 12, now: new Date(now.getTime() - 47 * 3_600_000) });
    const overtaken = await request({ start: -1, end: 2, now: new Date(now.getTime() - 30 * 3_600_000) });
    const ended = await request({ start: -3, end: -1, now: new Date(now.getTime() - 5 * 86_400_000) });
    expect(await changeBookingStatus(ended.owner.id, ended.id, "accept", { now: new Date(now.getTime() - 4 * 86_400_000) })).toEqual({ ok: true });
    const running = await request({ start: -1, end: 0, now: new Date(now.getTime() - 3 * 86_400_000) });
    await changeBookingStatus(running.owner.id, running.id, "accept", { now: new Date(now.getTime() - 2 * 86_400_000) });

    const first = await runBookingLifecycle(now);
    // The file's other tests left requests of their own behind: at least these.
    expect(first.expired).toBeGreaterThanOrEqual(2);
    expect(first.completed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(old.id)).toMatchObject({ status: "cancelled", cancelReason: "expired" });
    expect(await statusOf(overtaken.id)).toMatchObject({ status: "cancelled", cancelReason: "expired" });
    expect((await statusOf(fresh.id))?.status).toBe("pending");
    expect((await statusOf(ended.id))?.status).toBe("completed");
    expect((await statusOf(running.id))?.status).toBe("confirmed");
    expect((await listNotifications(old.renter.id)).items[0]).toMatchObject({ title: "Demande de réservation expirée" });
    expect(await takenRanges(old.listingId, today)).toEqual([]);
    expect(await runBookingLifecycle(now)).toEqual({ expired: 0, completed: 0 });
  });
});
