import { and, eq, lt } from "drizzle-orm";
import { type Result, pgErrorCode } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { publish } from "../../server/events.server.ts";
import { log } from "../../server/log.server.ts";
import { listings, profiles, rentalBookings } from "../../server/schema.ts";
import { isVisible } from "../listings/listings.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import {
  BOOKING_MESSAGES,
  BOOKING_NOTES_MAX,
  bookingDatesError,
  bookingDays,
  dayOf,
  shortFrenchDay,
} from "./booking-rules.ts";

export const BOOKING_FAILED = "Impossible d'envoyer la demande de réservation.";

// total_price is a 32-bit integer column.
const MAX_TOTAL = 2_147_483_647;

export interface BookingRequest {
  listingId: string;
  /** Calendar days, YYYY-MM-DD; both are booked. */
  startDate: string;
  endDate: string;
  notes?: string | null;
}

const fail = (error: string) => ({ ok: false as const, error });

/**
 * Spec §4-§5: a signed-in renter asks for a rental shown to visitors, from today on, never their
 * own. The days and the price are computed here from the listing's price per day, whatever the
 * browser showed; two requests sharing a day are refused by the database's exclusion constraint
 * (pending and confirmed bookings block their days), even when they arrive at the same instant.
 * The owner is notified. `now` is when the request is made: the present, unless trusted code
 * replays a history (the demo seed).
 */
export async function createBooking(
  renterId: string,
  request: BookingRequest,
  options: { now?: Date } = {},
): Promise<Result<{ id: string; totalDays: number; totalPrice: number }>> {
  const now = options.now ?? new Date();
  const { startDate, endDate } = request;
  const dateError = bookingDatesError(startDate, endDate, dayOf(now));
  if (dateError) return fail(dateError);
  const notes = request.notes?.trim() || null;
  if (notes && notes.length > BOOKING_NOTES_MAX) return fail(BOOKING_MESSAGES.notesTooLong);
  if (!isUuid(request.listingId)) return fail(BOOKING_MESSAGES.unavailable);

  const [listing] = await db()
    .select({ ownerId: listings.ownerId, price: listings.price, brand: listings.brand, model: listings.model })
    .from(listings)
    .where(isVisible({ kind: "rental", id: request.listingId }))
    .limit(1);
  if (!listing) return fail(BOOKING_MESSAGES.unavailable);
  if (listing.ownerId === renterId) return fail(BOOKING_MESSAGES.ownListing);
  const totalDays = bookingDays(startDate, endDate);
  const totalPrice = totalDays * listing.price;
  if (totalPrice > MAX_TOTAL) return fail(BOOKING_MESSAGES.tooExpensive);

  let id: string;
  try {
    const [row] = await db()
      .insert(rentalBookings)
      .values({
        listingId: request.listingId,
        renterId,
        ownerId: listing.ownerId,
        startDate,
        endDate,
        totalDays,
        dailyRate: listing.price,
        totalPrice,
        notes,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: rentalBookings.id });
    id = row.id;
  } catch (error) {
    // 23P01: the exclusion constraint; 40P01: two simultaneous requests waiting on each other.
    const code = pgErrorCode(error);
    if (code === "23P01" || code === "40P01") return fail(BOOKING_MESSAGES.datesTaken);
    log.error("booking.create_failed", { error, renterId, listingId: request.listingId });
    return fail(BOOKING_FAILED);
  }

  const [renter] = await db()
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, renterId));
  const who = renter ? `${renter.firstName} ${renter.lastName}` : "Un utilisateur";
  await notify(
    listing.ownerId,
    {
      title: "Nouvelle demande de réservation",
      message: `${who} souhaite louer votre ${listing.brand} ${listing.model} du ${shortFrenchDay(startDate)} au ${shortFrenchDay(endDate)}.`,
      type: "booking",
      link: "/bookings",
    },
    { now },
  );
  await publish(listing.ownerId, { type: "bookings-changed" });
  return { ok: true, id, totalDays, totalPrice };
}

export type BookingDecision = "confirmed" | "rejected";

/**
 * Spec doc 2 §4: only the owner moves a pending request to confirmed (Accepter) or rejected
 * (Refuser); the renter is notified. `now` as for createBooking.
 */
export async function decideBooking(
  ownerId: string,
  bookingId: string,
  decision: BookingDecision,
  options: { now?: Date } = {},
): Promise<Result> {
  if (!isUuid(bookingId) || (decision !== "confirmed" && decision !== "rejected")) {
    return fail(BOOKING_MESSAGES.statusFailed);
  }
  const [booking] = await db()
    .update(rentalBookings)
    .set({ status: decision })
    .where(and(eq(rentalBookings.id, bookingId), eq(rentalBookings.ownerId, ownerId), eq(rentalBookings.status, "pending")))
    .returning({ renterId: rentalBookings.renterId, startDate: rentalBookings.startDate, endDate: rentalBookings.endDate });
  if (!booking) return fail(BOOKING_MESSAGES.statusFailed);
  const dates = `du ${shortFrenchDay(booking.startDate)} au ${shortFrenchDay(booking.endDate)}`;
  const words =
    decision === "confirmed"
      ? { title: "Réservation confirmée", message: `Votre réservation ${dates} a été confirmée par le propriétaire.` }
      : { title: "Réservation refusée", message: `Votre demande de réservation ${dates} a été refusée par le propriétaire.` };
  await notify(booking.renterId, { ...words, type: "booking", link: "/bookings" }, { now: options.now });
  await Promise.all([ownerId, booking.renterId].map((userId) => publish(userId, { type: "bookings-changed" })));
  return { ok: true };
}

/** Confirmed stays whose last day is over become completed (Terminée); returns how many changed. */
export async function completeEndedBookings(now = new Date()): Promise<number> {
  const completed = await db()
    .update(rentalBookings)
    .set({ status: "completed" })
    .where(and(eq(rentalBookings.status, "confirmed"), lt(rentalBookings.endDate, dayOf(now))))
    .returning({ id: rentalBookings.id });
  return completed.length;
}
