import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { action as detailAction } from "../../app/routes/rental-detail.tsx";
import { loader as calendarLoader } from "../../app/routes/rental-calendar.ts";
import { db } from "../../app/server/db.server.ts";
import { rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { routeOutcome } from "../support/route-responses.ts";
import { sessionCookie } from "../support/session.ts";

/**
 * A renter's own pending and confirmed days read as theirs ('Votre demande', 'Votre réservation'),
 * everyone else's as taken; never on the page every member shares (ADR 0035, 0051): from the
 * calendar's own request, per member, kept by no cache.
 */
useTestDatabase();

const ORIGIN = "http://localhost:3000";
const day = (n: number) => addDays(dayOf(new Date()), n);
let seq = 0;

async function people() {
  const n = ++seq;
  const emails = [`own-days-owner${n}@example.test`, `own-days-renter${n}@example.test`, `own-days-other${n}@example.test`];
  const [owner, renter, other] = await Promise.all(emails.map((email, i) => createUser({ email, firstName: ["Moussa", "Aminata", "Kofi"][i] })));
  const [ownerCookie, renterCookie, otherCookie] = await Promise.all(emails.map((email) => sessionCookie(email)));
  const rental = await createRentalListing(owner.id, { price: 25_000 });
  return { owner, renter, other, ownerCookie, renterCookie, otherCookie, rental };
}

async function calendar(listingId: string, cookie?: string) {
  const headers = new Headers({ "x-client-ip": "10.62.0.1" });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${ORIGIN}/rental/${listingId}/calendar`, { headers });
  const response = (await calendarLoader({ request, params: { id: listingId }, context: new RouterContextProvider() } as never)) as Response;
  return { cacheControl: response.headers.get("Cache-Control"), body: (await response.json()) as unknown };
}

describe("a rental's calendar, read by each person", () => {
  it("shows the renter their own pending and confirmed days, and everyone else the same days as taken, naming nobody", async () => {
    const { renter, other, ownerCookie, renterCookie, otherCookie, rental } = await people();
    const pending = await createBooking(renter.id, { listingId: rental.id, startDate: day(10), endDate: day(12) });
    const confirmed = await createBooking(renter.id, { listingId: rental.id, startDate: day(20), endDate: day(21) });
    const others = await createBooking(other.id, { listingId: rental.id, startDate: day(30), endDate: day(31) });
    if (!pending.ok || !confirmed.ok || !others.ok) throw new Error("no booking");
    await db().update(rentalBookings).set({ status: "confirmed" }).where(eq(rentalBookings.id, confirmed.id));
    const refused = await createBooking(renter.id, { listingId: rental.id, startDate: day(40), endDate: day(41) });
    if (!refused.ok) throw new Error(refused.error);
    await db().update(rentalBookings).set({ status: "rejected" }).where(eq(rentalBookings.id, refused.id));

    const all = [
      { start: day(10), end: day(12) },
      { start: day(20), end: day(21) },
      { start: day(30), end: day(31) },
    ];
    expect(await calendar(rental.id, renterCookie)).toEqual({
      cacheControl: "private, no-store",
      body: {
        taken: [{ start: day(30), end: day(31) }],
        mine: [
          { start: day(10), end: day(12), status: "pending" },
          { start: day(20), end: day(21), status: "confirmed" },
        ],
      },
    });
    for (const cookie of [otherCookie, ownerCookie, undefined]) {
      const seen = await calendar(rental.id, cookie);
      // Kofi's own request is his: the renter's days are taken to him, without a name or an id.
      const mine = cookie === otherCookie ? [{ start: day(30), end: day(31), status: "pending" }] : [];
      const taken = cookie === otherCookie ? all.slice(0, 2) : all;
      expect(seen).toEqual({ cacheControl: "private, no-store", body: { taken, mine } });
    }
  });

  it("keeps the renter's days out of the page every member shares, the same as a visitor's", async () => {
    const { renter, rental } = await people();
    const made = await createBooking(renter.id, { listingId: rental.id, startDate: day(5), endDate: day(6) });
    if (!made.ok) throw new Error(made.error);
    for (const audience of ["visitor", "member"] as const) {
      const response = await handle(new Request(`${ORIGIN}/rental/${rental.id}.data?_routes=rental-detail`, { headers: { cookie: "country=CI" } }), audience);
      const outcome = await routeOutcome(response, "rental-detail");
      expect(outcome.kind).toBe("data");
      const { calendar } = (outcome as { data: { calendar: unknown } }).data;
      expect(calendar).toEqual({ today: day(0), taken: [{ start: day(5), end: day(6) }], maxStayDays: 90 });
      expect(outcome.body).not.toContain(renter.id);
    }
  });

  it("answers a sent request with its dates, total and status, for the page to say it was sent", async () => {
    const { renterCookie, rental } = await people();
    const headers = new Headers({ "x-client-ip": "10.62.0.2", cookie: renterCookie });
    const request = new Request(`${ORIGIN}/rental/${rental.id}`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ intent: "book", startDate: day(3), endDate: day(5), notes: "" }),
    });
    const answer = (await detailAction({ request, params: { id: rental.id }, context: new RouterContextProvider() } as never)) as unknown as {
      data: { booking: unknown };
    };
    expect(answer.data.booking).toEqual({
      ok: true,
      title: "Demande envoyée !",
      message: "Le propriétaire a été notifié. Vous recevrez une réponse bientôt.",
      request: { startDate: day(3), endDate: day(5), totalDays: 3, totalPrice: 86_250, status: "pending" },
    });
    expect((await calendar(rental.id, renterCookie)).body).toEqual({ taken: [], mine: [{ start: day(3), end: day(5), status: "pending" }] });
  });
});
