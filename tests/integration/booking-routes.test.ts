import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { action as bookingsAction, loader as bookingsLoader } from "../../app/routes/bookings.tsx";
import { action as detailAction, loader as detailLoader } from "../../app/routes/rental-detail.tsx";
import { loader as calendarLoader } from "../../app/routes/rental-calendar.ts";
import { db } from "../../app/server/db.server.ts";
import { rentalBookings } from "../../app/server/schema.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
const day = (n: number) => addDays(dayOf(new Date()), n);
const call = <T>(
  handler: (args: never) => T,
  path: string,
  options: { cookie?: string; form?: Record<string, string>; params?: Record<string, string> } = {},
) => {
  const headers = new Headers({ "x-client-ip": "10.40.0.1" });
  if (options.cookie) headers.set("cookie", options.cookie);
  const init = options.form ? { method: "POST", headers, body: new URLSearchParams(options.form) } : { headers };
  return handler({ request: new Request(`${ORIGIN}${path}`, init), params: options.params ?? {}, context: new RouterContextProvider() } as never);
};
/** An answer made with data() (a status), or a plain object (200). */
const unwrap = (answer: unknown) => {
  const wrapped = answer as { type?: string; data: Record<string, unknown>; init?: { status?: number } | null };
  if (wrapped.type !== "DataWithResponseInit") return { status: 200, ...(answer as Record<string, unknown>) };
  return { status: wrapped.init?.status ?? 200, ...wrapped.data };
};

let seq = 0;
async function people() {
  const n = ++seq;
  const emails = [`resa-owner${n}@example.test`, `resa-renter${n}@example.test`, `resa-other${n}@example.test`];
  const [owner, renter, other] = await Promise.all(emails.map((email, i) => createUser({ email, firstName: ["Moussa", "Aminata", "Kofi"][i] })));
  const [ownerCookie, renterCookie, otherCookie] = await Promise.all(emails.map((email) => sessionCookie(email)));
  const rental = await createRentalListing(owner.id, { price: 25_000 });
  return { owner, renter, other, ownerCookie, renterCookie, otherCookie, rental };
}

describe("the 'Réserver' form on /rental/{id}", () => {
  it("answers a visitor 'Non connecté', missing dates 'Dates manquantes', keeping what was typed, and books with the listing's price", async () => {
    const { rental, renter, renterCookie } = await people();
    const path = `/rental/${rental.id}`;
    const params = { id: rental.id };
    const form = { intent: "book", startDate: day(3), endDate: day(5), notes: "Livraison à Plateau" };

    expect(unwrap(await call(detailAction, path, { form, params }))).toEqual({
      status: 401,
      booking: {
        ok: false,
        title: "Non connecté",
        message: "Vous devez être connecté pour réserver.",
        signIn: true,
        values: { startDate: day(3), endDate: day(5), notes: "Livraison à Plateau" },
      },
    });
    expect(unwrap(await call(detailAction, path, { form: { ...form, endDate: "" }, params, cookie: renterCookie }))).toMatchObject({
      status: 400,
      booking: { ok: false, title: "Dates manquantes", message: "Veuillez sélectionner les dates de début et de fin." },
    });
    // A price or an owner sent by the browser is ignored.
    const sent = await call(detailAction, path, { form: { ...form, totalPrice: "1", dailyRate: "1", ownerId: renter.id }, params, cookie: renterCookie });
    expect(unwrap(sent)).toEqual({
      status: 200,
      booking: {
        ok: true,
        title: "Demande envoyée !",
        message: "Le propriétaire a été notifié. Vous recevrez une réponse bientôt.",
        request: { startDate: day(3), endDate: day(5), totalDays: 3, totalPrice: 86_250, status: "pending" },
      },
    });
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, rental.id));
    expect(row).toMatchObject({
      renterId: renter.id,
      ownerId: rental.ownerId,
      dailyRate: 25_000,
      totalDays: 3,
      totalPrice: 86_250,
      notes: "Livraison à Plateau",
    });

    expect(unwrap(await call(detailAction, path, { form: { ...form, startDate: day(5), endDate: day(6) }, params, cookie: renterCookie }))).toMatchObject({
      status: 409,
      booking: { ok: false, title: "Erreur", message: BOOKING_MESSAGES.datesTaken, values: { startDate: day(5), endDate: day(6) } },
    });
  });

  it("refuses the owner's own car and shows every visitor the taken days, also through the calendar's live endpoint", async () => {
    const { rental, ownerCookie, renter } = await people();
    const path = `/rental/${rental.id}`;
    expect(
      unwrap(await call(detailAction, path, { form: { intent: "book", startDate: day(1), endDate: day(2) }, params: { id: rental.id }, cookie: ownerCookie })),
    ).toMatchObject({
      status: 403,
      booking: { ok: false, message: BOOKING_MESSAGES.ownListing },
    });
    await createBooking(renter.id, { listingId: rental.id, startDate: day(8), endDate: day(9) });
    const page = unwrap(await call(detailLoader, path, { params: { id: rental.id } })) as { calendar?: unknown };
    expect(page.calendar).toEqual({ today: day(0), taken: [{ start: day(8), end: day(9) }], maxStayDays: 90 });
    const live = (await call(calendarLoader, `${path}/calendar`, { params: { id: rental.id } })) as Response;
    expect(live.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await live.json()).toEqual({ taken: [{ start: day(8), end: day(9) }], mine: [] });
  });

  it("says why a request too far ahead, too long or past the renter's pending requests is refused, keeping what was typed", async () => {
    const { rental, renterCookie, owner } = await people();
    const send = (startDate: string, endDate: string, listingId = rental.id) =>
      call(detailAction, `/rental/${listingId}`, {
        form: { intent: "book", startDate, endDate, notes: "Mariage" },
        params: { id: listingId },
        cookie: renterCookie,
      });
    expect(unwrap(await send("2031-01-01", "2031-01-03"))).toEqual({
      status: 400,
      booking: {
        ok: false,
        title: "Erreur",
        message: BOOKING_MESSAGES.tooFarAhead,
        values: { startDate: "2031-01-01", endDate: "2031-01-03", notes: "Mariage" },
      },
    });
    expect(unwrap(await send(day(1), day(100)))).toMatchObject({
      status: 400,
      booking: { message: BOOKING_MESSAGES.tooLong(90), values: { startDate: day(1), endDate: day(100) } },
    });
    const others = await Promise.all([1, 2, 3].map(() => createRentalListing(owner.id)));
    for (const other of others) expect(unwrap(await send(day(2), day(3), other.id))).toMatchObject({ status: 200, booking: { ok: true } });
    expect(unwrap(await send(day(2), day(3)))).toMatchObject({
      status: 429,
      booking: { ok: false, message: BOOKING_MESSAGES.tooManyPending, values: { startDate: day(2), endDate: day(3), notes: "Mariage" } },
    });
  });
});

describe("/bookings", () => {
  it("opens on the received requests while one waits, shows each party the other's phone, and lists nothing to a third user", async () => {
    const { owner, renter, ownerCookie, renterCookie, otherCookie, rental } = await people();
    await createBooking(renter.id, { listingId: rental.id, startDate: day(2), endDate: day(4) });
    const asOwner = (await call(bookingsLoader, "/bookings", { cookie: ownerCookie })) as Awaited<ReturnType<typeof bookingsLoader>>;
    expect(asOwner.tab).toBe("recues");
    expect(asOwner.waiting).toBe(1);
    expect(asOwner.asOwner[0]).toMatchObject({ status: "pending", totalDays: 3, totalPrice: 86_250, counterpart: { id: renter.id, phone: renter.phone } });
    const asRenter = (await call(bookingsLoader, "/bookings", { cookie: renterCookie })) as Awaited<ReturnType<typeof bookingsLoader>>;
    expect(asRenter.tab).toBe("locations");
    expect(asRenter.asRenter[0]?.counterpart).toMatchObject({ id: owner.id, phone: owner.phone });
    const stranger = (await call(bookingsLoader, "/bookings", { cookie: otherCookie })) as Awaited<ReturnType<typeof bookingsLoader>>;
    expect([stranger.asOwner, stranger.asRenter]).toEqual([[], []]);
  });

  it("lets the owner accept, refuses anyone else and any other move, with the French message", async () => {
    const { renter, ownerCookie, renterCookie, otherCookie, rental } = await people();
    const booking = await createBooking(renter.id, { listingId: rental.id, startDate: day(2), endDate: day(4) });
    if (!booking.ok) throw new Error(booking.error);
    const toastOf = async (response: unknown) => {
      const cookie = (response as Response).headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      return (await readToast(new Request(ORIGIN, { headers: { cookie } }))).toast;
    };
    const refusal = { type: "error", title: "Impossible de mettre à jour le statut" };
    for (const [cookie, action] of [
      [otherCookie, "accept"],
      [renterCookie, "accept"],
      [ownerCookie, "cancel"],
      [ownerCookie, "complete"],
      [ownerCookie, "confirmed"],
    ] as const) {
      const response = await call(bookingsAction, "/bookings", { cookie, form: { bookingId: booking.id, action } });
      expect(await toastOf(response)).toEqual(refusal);
    }
    expect((await db().select().from(rentalBookings).where(eq(rentalBookings.id, booking.id)))[0]?.status).toBe("pending");
    const accepted = (await call(bookingsAction, "/bookings", { cookie: ownerCookie, form: { bookingId: booking.id, action: "accept" } })) as Response;
    expect(accepted.headers.get("Location")).toBe("/bookings?tab=recues");
    expect(await toastOf(accepted)).toEqual({ type: "success", title: "Réservation confirmée" });
    expect(await toastOf(await call(bookingsAction, "/bookings", { cookie: renterCookie, form: { bookingId: booking.id, action: "cancel" } }))).toEqual(
      refusal,
    );
    expect((await db().select().from(rentalBookings).where(eq(rentalBookings.id, booking.id)))[0]?.status).toBe("confirmed");
  });
});
