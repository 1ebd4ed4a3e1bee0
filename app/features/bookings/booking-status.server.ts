import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { and, eq, gt, gte, inArray, isNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { bookingInspections, listings, profiles, rentalBookings } from "../../server/schema.ts";
import { notifyMember, wakeChannels } from "../notifications/channels.server.ts";
import { type NotificationInput, notificationEvent } from "../notifications/notifications.server.ts";
import {
  BOOKING_TRANSITIONS,
  type BookingAction,
  type BookingActor,
  type BookingUserAction,
  PENDING_ANSWER_HOURS,
  isBookingUserAction,
} from "./booking-lifecycle.ts";
import { BOOKING_MESSAGES, dayOf, shortFrenchDay } from "./booking-rules.ts";
import { bookingChangedEvents } from "./bookings.server.ts";

interface Changed {
  id: string;
  listingId: string;
  ownerId: string;
  renterId: string;
  startDate: string;
  endDate: string;
  brand: string;
  model: string;
  renterFirstName: string;
  renterLastName: string;
}

/** Which mail the change owes (sent by the outbox): the renter learns every answer; a withdrawn request needs none. */
const MAIL_DUE: Readonly<Partial<Record<BookingAction, boolean>>> = { accept: true, refuse: true, cancel: false, expire: true, complete: false };

/** Who is told in the bell, and with which words. */
function notice(action: BookingAction, b: Changed): { to: string; input: NotificationInput } | null {
  const start = shortFrenchDay(b.startDate);
  const end = shortFrenchDay(b.endDate);
  const car = `${b.brand} ${b.model}`;
  const renterName = `${b.renterFirstName} ${b.renterLastName}`;
  const words: Partial<Record<BookingAction, { to: string; title: MessageDescriptor; message: MessageDescriptor }>> = {
    accept: {
      to: b.renterId,
      title: msg`Réservation confirmée`,
      message: msg`Votre réservation de la ${car} du ${start} au ${end} a été confirmée par le propriétaire.`,
    },
    refuse: {
      to: b.renterId,
      title: msg`Réservation refusée`,
      message: msg`Votre demande de réservation de la ${car} du ${start} au ${end} a été refusée par le propriétaire.`,
    },
    cancel: {
      to: b.ownerId,
      title: msg`Demande de réservation annulée`,
      message: msg`${renterName} a annulé sa demande de réservation de votre ${car} du ${start} au ${end}.`,
    },
    expire: {
      to: b.renterId,
      title: msg`Demande de réservation expirée`,
      message: msg`Votre demande de réservation de la ${car} du ${start} au ${end} a expiré : le propriétaire n'a pas répondu à temps.`,
    },
  };
  const chosen = words[action];
  return chosen ? { to: chosen.to, input: { title: chosen.title, message: chosen.message, type: "booking", link: "/bookings" } } : null;
}

/**
 * Moves bookings along one transition of the lifecycle in one statement: the `where` names the
 * status it leaves and, for a person, that they are the party the lifecycle allows. The bell's
 * notices are written in the same transaction, and everyone concerned is told at its commit.
 */
async function applyTransition(action: BookingAction, where: ReturnType<typeof and>, now: Date): Promise<Changed[]> {
  const transition = BOOKING_TRANSITIONS[action];
  const renter = alias(profiles, "renter");
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .update(rentalBookings)
      .set({ status: transition.to, cancelReason: transition.cancelReason ?? null, mailDue: MAIL_DUE[action] ?? false, updatedAt: now })
      .from(listings)
      .innerJoin(renter, sql`true`)
      .where(and(inArray(rentalBookings.status, transition.from), where, eq(listings.id, rentalBookings.listingId), eq(renter.id, rentalBookings.renterId)))
      .returning({
        id: rentalBookings.id,
        listingId: rentalBookings.listingId,
        ownerId: rentalBookings.ownerId,
        renterId: rentalBookings.renterId,
        startDate: rentalBookings.startDate,
        endDate: rentalBookings.endDate,
        brand: listings.brand,
        model: listings.model,
        renterFirstName: renter.firstName,
        renterLastName: renter.lastName,
      });
    const notices = [];
    for (const booking of rows) {
      const n = notice(action, booking);
      if (n) notices.push(notificationEvent(n.to, await notifyMember(tx, n.to, "bookings", n.input, { now })));
    }
    // Sent at the commit: a page re-reading on hearing them finds the change stored.
    if (rows.length > 0) await publishAll([...rows.flatMap(bookingChangedEvents), ...notices], tx);
    return rows;
  });
  if (changed.length > 0) wakeChannels();
  return changed;
}

/** A request still waiting for its answer: neither 48 hours old nor past its first day. */
const stillOpen = (now: Date) =>
  and(gt(rentalBookings.createdAt, new Date(now.getTime() - PENDING_ANSWER_HOURS * 3_600_000)), gte(rentalBookings.startDate, dayOf(now)));

/**
 * Spec doc 2 §4 and §6: the owner accepts or refuses a pending request, the renter may withdraw
 * it; nothing else, from any page or endpoint. A request whose time to answer is over is refused
 * too (the scheduler then marks it expired). `now` as for createBooking.
 */
export async function changeBookingStatus(actorId: string, bookingId: string, action: BookingUserAction, options: { now?: Date } = {}): Promise<Result> {
  if (!isUuid(bookingId) || !isBookingUserAction(action)) return { ok: false, error: BOOKING_MESSAGES.statusFailed };
  const now = options.now ?? new Date();
  const party = BOOKING_TRANSITIONS[action].by.includes("owner") ? rentalBookings.ownerId : rentalBookings.renterId;
  // A car its owner has deleted cannot be lent any more.
  const lendable = action === "accept" ? isNull(listings.deletedAt) : undefined;
  const changed = await applyTransition(action, and(eq(rentalBookings.id, bookingId), eq(party, actorId), stillOpen(now), lendable), now);
  return changed.length === 1 ? { ok: true } : { ok: false, error: BOOKING_MESSAGES.statusFailed };
}

/** The owner withdrew the car (deleted its listing): its waiting requests are refused, and their renters told. */
export async function refuseRequestsForListing(ownerId: string, listingId: string, now = new Date()): Promise<number> {
  const refused = await applyTransition("refuse", and(eq(rentalBookings.listingId, listingId), eq(rentalBookings.ownerId, ownerId)), now);
  return refused.length;
}

/** An account is being deleted: the requests it made are withdrawn, those it received refused, each counterpart told. */
export async function cancelRequestsOfAccount(userId: string, now = new Date()): Promise<void> {
  await applyTransition("cancel", eq(rentalBookings.renterId, userId), now);
  await applyTransition("refuse", eq(rentalBookings.ownerId, userId), now);
}

/**
 * The scheduler's sweep, safe to run at any time and on several instances (each transition is a
 * conditional update): requests unanswered for 48 hours or whose first day has passed expire;
 * confirmed stays whose last day has passed with no pick-up record begun are completed (a record
 * moves its booking on by itself). Returns how many of each.
 */
export async function runBookingLifecycle(now = new Date()): Promise<{ expired: number; completed: number }> {
  const today = dayOf(now);
  const deadline = new Date(now.getTime() - PENDING_ANSWER_HOURS * 3_600_000);
  const expired = await applyTransition("expire", or(lte(rentalBookings.createdAt, deadline), lt(rentalBookings.startDate, today)), now);
  const noRecord = notExists(db().select({ one: sql`1` }).from(bookingInspections).where(eq(bookingInspections.bookingId, rentalBookings.id)));
  const completed = await applyTransition("complete", and(lt(rentalBookings.endDate, today), noRecord), now);
  return { expired: expired.length, completed: completed.length };
}

/**
 * Moves one booking along a record's, the deposit's or a dispute's transition inside the caller's
 * transaction (their modules tell the parties themselves): true when it moved, false when the
 * booking was not in a status the transition leaves or this actor may not take it.
 */
export async function moveBooking(
  tx: Db,
  bookingId: string,
  action: Exclude<BookingAction, BookingUserAction | "expire" | "complete">,
  actor: BookingActor,
  now: Date,
): Promise<boolean> {
  const transition = BOOKING_TRANSITIONS[action];
  if (!transition.by.includes(actor)) return false;
  const moved = await tx
    .update(rentalBookings)
    .set({ status: transition.to, updatedAt: now })
    .where(and(eq(rentalBookings.id, bookingId), inArray(rentalBookings.status, transition.from)))
    .returning({ id: rentalBookings.id, listingId: rentalBookings.listingId, ownerId: rentalBookings.ownerId, renterId: rentalBookings.renterId });
  if (moved.length === 0) return false;
  await publishAll(moved.flatMap(bookingChangedEvents), tx);
  return true;
}
