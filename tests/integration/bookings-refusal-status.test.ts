import { describe, expect, it, vi } from "vitest";
import { bookingAction } from "../../app/routes/listing-page-actions.server.ts";
import { BOOKING_MESSAGES, type BookingRefusal, addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import type { RefusalCode } from "../../app/lib/result.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

/** The refusal createBooking gives next, in place of its own; none: the real one. */
const next = vi.hoisted(() => ({ refusal: undefined as unknown }));
vi.mock("../../app/features/bookings/bookings.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/features/bookings/bookings.server.ts")>();
  const createBooking: typeof actual.createBooking = async (...args) => (next.refusal as BookingRefusal | undefined) ?? actual.createBooking(...args);
  return { ...actual, createBooking };
});

useTestDatabase();

const day = (n: number) => addDays(dayOf(new Date()), n);

let seq = 0;
async function renterAndRental() {
  const n = ++seq;
  const owner = await createUser({ email: `statut-owner${n}@example.test` });
  await createUser({ email: `statut-renter${n}@example.test` });
  const rental = await createRentalListing(owner.id);
  return { cookie: await sessionCookie(`statut-renter${n}@example.test`), listingId: rental.id };
}

/** The 'Réserver' form posted by a signed-in renter: the answer's status and what the form is told. */
async function book(cookie: string, listingId: string, path = `/rental/${listingId}`) {
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers: { cookie, "x-client-ip": "10.41.0.1" } });
  const form = new URLSearchParams({ intent: "book", startDate: day(2), endDate: day(4) });
  const answer = (await bookingAction(request, listingId, form as unknown as FormData)) as unknown as {
    data: { booking: { ok: boolean; title: string; message: string } };
    init: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, booking: answer.data.booking };
}

describe("a refused booking request's status comes from its code, never from its words", () => {
  // Reworded refusals: a route reading the words would not know them, and would answer 400.
  const STATUS_OF_CODE: readonly [RefusalCode | undefined, number][] = [
    ["conflict", 409],
    ["not-found", 404],
    ["forbidden", 403],
    ["too-many", 429],
    ["unavailable", 503],
    [undefined, 400],
  ];

  it("answers each code's status and the 'Erreur' title, whatever the message says", async () => {
    const { cookie, listingId } = await renterAndRental();
    try {
      for (const [code, status] of STATUS_OF_CODE) {
        next.refusal = { ok: false, error: `Un refus reformulé (${code ?? "aucun code"})`, ...(code ? { code } : {}) } satisfies BookingRefusal;
        const answer = await book(cookie, listingId);
        expect(answer.status, code ?? "no code").toBe(status);
        expect(answer.booking).toMatchObject({ ok: false, title: BOOKING_MESSAGES.failedTitle, message: `Un refus reformulé (${code ?? "aucun code"})` });
      }
      // A taken day's words with no code: the request's fault (400), not 409.
      next.refusal = { ok: false, error: BOOKING_MESSAGES.datesTaken } satisfies BookingRefusal;
      expect((await book(cookie, listingId)).status).toBe(400);
      // Other words with the code of a taken day: 409.
      next.refusal = { ok: false, error: BOOKING_MESSAGES.ownListing, code: "conflict" } satisfies BookingRefusal;
      expect((await book(cookie, listingId)).status).toBe(409);
    } finally {
      next.refusal = undefined;
    }
  });

  it("titles missing dates 'Dates manquantes' by the refusal's flag, and says a stay too long from its number", async () => {
    const { cookie, listingId } = await renterAndRental();
    try {
      next.refusal = { ok: false, error: "Des dates manquent.", datesMissing: true } satisfies BookingRefusal;
      expect(await book(cookie, listingId)).toMatchObject({
        status: 400,
        booking: { title: BOOKING_MESSAGES.datesMissingTitle, message: "Des dates manquent." },
      });
      next.refusal = { ok: false, error: BOOKING_MESSAGES.datesMissing } satisfies BookingRefusal;
      expect(await book(cookie, listingId)).toMatchObject({ status: 400, booking: { title: BOOKING_MESSAGES.failedTitle } });
      // The French words are not read back: the number is the refusal's.
      next.refusal = { ok: false, error: "Séjour trop long.", maxDays: 1 } satisfies BookingRefusal;
      expect(await book(cookie, listingId)).toMatchObject({ status: 400, booking: { message: "Une réservation ne peut pas dépasser 1 jour." } });
      expect(await book(cookie, listingId, `/en/rental/${listingId}`)).toMatchObject({
        status: 400,
        booking: { message: "A booking cannot be longer than 1 day." },
      });
      next.refusal = { ok: false, error: "Séjour trop long.", maxDays: 90 } satisfies BookingRefusal;
      expect(await book(cookie, listingId, `/en/rental/${listingId}`)).toMatchObject({
        status: 400,
        booking: { message: "A booking cannot be longer than 90 days." },
      });
    } finally {
      next.refusal = undefined;
    }
  });

  it("answers the real refusal of a taken day 409, and the same request sent again by its renter as sent", async () => {
    const { cookie, listingId } = await renterAndRental();
    const sent = { status: 200, booking: { ok: true, title: BOOKING_MESSAGES.sentTitle, message: BOOKING_MESSAGES.sent } };
    expect(await book(cookie, listingId)).toMatchObject(sent);
    expect(await book(cookie, listingId)).toMatchObject(sent);
    const other = await renterAndRental();
    expect(await book(other.cookie, listingId)).toMatchObject({ status: 409, booking: { ok: false, message: BOOKING_MESSAGES.datesTaken } });
  });
});
