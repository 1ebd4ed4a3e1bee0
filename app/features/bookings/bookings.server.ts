import { msg } from "@lingui/core/macro";
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { pgErrorCode } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publishAll, rentalCalendarTopic } from "../../server/events.server.ts";
import { log } from "../../server/log.server.ts";
import { hitWindow } from "../../server/rate-limit.server.ts";
import { LISTING_VISIBLE, listings, profiles, rentalBookings } from "../../server/schema.ts";
import { queued } from "../../server/keyed-queue.server.ts";
import { retryTransient } from "../../server/transient-retry.server.ts";
import { rentalTotal } from "./rental-cost.ts";
import { notifyMember, wakeChannels } from "../notifications/channels.server.ts";
import { notificationEvent } from "../notifications/notifications.server.ts";
import { siteLimit } from "../settings/site-limits.server.ts";
import { HOLDING_STATUSES } from "./booking-lifecycle.ts";
import {
  BOOKING_MESSAGES,
  BOOKING_NOTES_MAX,
  BOOKING_REQUESTS_PER_HOUR,
  type BookingRefusal,
  MAX_PENDING_REQUESTS,
  bookingDatesError,
  bookingDays,
  bookingRefusal as fail,
  dayOf,
  shortFrenchDay,
} from "./booking-rules.ts";

export const BOOKING_FAILED = /*i18n*/ "Impossible d'envoyer la demande de réservation.";

// total_price is a 32-bit integer column.
const MAX_TOTAL = 2_147_483_647;

/** The first key of the advisory locks that queue the requests of one rental (the second is the listing's hash). */
const BOOKING_LOCK_CLASS = 7_301;
/** The same for the requests of one renter, whatever the rental (the second key is the renter's hash). */
const RENTER_LOCK_CLASS = 7_302;

export interface BookingRequest {
  listingId: string;
  /** Calendar days, YYYY-MM-DD; both are booked. */
  startDate: string;
  endDate: string;
  notes?: string | null;
}

/** The pending and confirmed bookings of a rental that share a day with [startDate, endDate]. */
export const holdingDays = (listingId: string, startDate: string, endDate: string) =>
  and(
    eq(rentalBookings.listingId, listingId),
    inArray(rentalBookings.status, HOLDING_STATUSES),
    lte(rentalBookings.startDate, endDate),
    gte(rentalBookings.endDate, startDate),
  );

/** The events of a booking change, published once its transaction has committed. */
export function bookingChangedEvents(booking: { listingId: string; ownerId: string; renterId: string }) {
  return [
    { userId: booking.ownerId, event: { type: "bookings-changed" } as const },
    { userId: booking.renterId, event: { type: "bookings-changed" } as const },
    { userId: rentalCalendarTopic(booking.listingId), event: { type: "calendar-changed" } as const },
  ];
}

/**
 * Spec §4-§5: a signed-in renter asks for a rental shown to visitors, from today on, never their
 * own, for a stay within the calendar's 12 months and no longer than the site's maximum (an admin
 * setting). One renter sends at most 10 requests an hour and holds at most 3 waiting for an answer,
 * so that nobody can hold the calendars of others. The days, the daily rate, the total and the
 * owner come from the listing, whatever the browser showed. Requests for one rental are served one
 * at a time: queued in this process (a waiting request holds no connection), then behind an
 * advisory lock on the rental (for other instances), so each sees every booking made before it and
 * is refused with the French message (and the code "conflict") when a day is taken. The exclusion
 * constraint stays underneath, but never has to settle a race (alone, it makes concurrent inserts
 * deadlock and wait). Transient failures are retried.
 *
 * All of it is one transaction on one connection (issue 46): under load the pool of connections
 * is what requests wait for, and each statement outside a transaction waits its turn again. The
 * hourly count, the rental's row with both locks, one conditional INSERT, then the owner's
 * notification (its push and WhatsApp message queued in outboxes, nothing sent here) and the live
 * events, which leave at its commit (the mail follows from the outbox). A refused request is five
 * statements, a booking about ten. `now` is when the request is made: the present, unless trusted
 * code replays a history.
 */
export async function createBooking(
  renterId: string,
  request: BookingRequest,
  options: { now?: Date } = {},
): Promise<{ ok: true; id: string; totalDays: number; totalPrice: number } | BookingRefusal> {
  const now = options.now ?? new Date();
  const { startDate, endDate, listingId } = request;
  const dateError = bookingDatesError(startDate, endDate, dayOf(now), await siteLimit("max_booking_days"));
  if (dateError) return dateError;
  const notes = request.notes?.trim() || null;
  if (notes && notes.length > BOOKING_NOTES_MAX) return fail(BOOKING_MESSAGES.notesTooLong);
  if (!isUuid(listingId)) return fail(BOOKING_MESSAGES.unavailable, "not-found");

  let made: Awaited<ReturnType<typeof insertBooking>>;
  try {
    made = await queued(`booking:${listingId}`, () => retryTransient(() => db().transaction((tx) => insertBooking(tx, renterId, { ...request, notes }, now))));
  } catch (error) {
    // The constraint can still speak when a request comes from outside this queue.
    if (pgErrorCode(error) === "23P01") return fail(BOOKING_MESSAGES.datesTaken, "conflict");
    log.error("booking.create_failed", { error, renterId, listingId });
    // Not the request's fault: the service could not serve it now (503), to be tried again.
    return fail(BOOKING_FAILED, "unavailable");
  }
  if (!made.ok) return made;
  wakeChannels();
  return made;
}

/** Queues the transaction behind every other one touching this rental's bookings, until it ends. */
export async function lockRentalBookings(tx: Db, listingId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, hashtext(${listingId}))`);
}

interface BookableRental {
  ownerId: string;
  price: number;
  brand: string;
  model: string;
  renterName: string | null;
}

/**
 * The transaction. The renter's hourly count first (the row stays locked until the end: the
 * renter's requests go one at a time from there). Then one statement reads the rental shown to
 * visitors and, when there is one, takes its lock, then the renter's (always in this order: no two
 * transactions wait for each other), so that the renter's count of waiting requests cannot be
 * passed by simultaneous requests on different rentals either. The next, under a snapshot taken
 * once both are held, inserts the booking only when no day is taken and the renter has room, and
 * says which stopped it.
 */
async function insertBooking(tx: Db, renterId: string, request: BookingRequest, now: Date) {
  const { listingId, startDate, endDate } = request;
  // The renter's hourly count, on the transaction's connection: counted even when refused below.
  if ((await hitWindow(`booking-request:${renterId}`, 3600, tx)).count > BOOKING_REQUESTS_PER_HOUR) {
    return fail(BOOKING_MESSAGES.tooManyRequests, "too-many");
  }
  const [rental] = await tx
    .select({
      // The row's columns are computed in this order: the rental's lock, then the renter's.
      rentalLock: sql`pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, hashtext(${listingId}))`,
      renterLock: sql`pg_advisory_xact_lock(${RENTER_LOCK_CLASS}, hashtext(${renterId}))`,
      ownerId: listings.ownerId,
      price: listings.price,
      brand: listings.brand,
      model: listings.model,
      // A subquery, not a join: LISTING_VISIBLE names bare columns that profiles has too.
      renterName: sql<string | null>`(${tx
        .select({ name: sql`${profiles.firstName} || ' ' || ${profiles.lastName}` })
        .from(profiles)
        .where(eq(profiles.id, renterId))})`,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.kind, "rental"), LISTING_VISIBLE))
    .limit(1);
  if (!rental) return fail(BOOKING_MESSAGES.unavailable, "not-found");
  if (rental.ownerId === renterId) return fail(BOOKING_MESSAGES.ownListing, "forbidden");
  const totalDays = bookingDays(startDate, endDate);
  // The all-in total the renter was shown for these dates (ADR 0023), from the listing's price.
  const totalPrice = rentalTotal(rental.price, totalDays).total;
  if (totalPrice > MAX_TOTAL) return fail(BOOKING_MESSAGES.tooExpensive);
  const at = now.toISOString();
  const result = (await tx.execute(sql`
    with taken as (
      select exists (select 1 from ${rentalBookings} where ${holdingDays(listingId, startDate, endDate)}) as taken
    ), waiting as (
      select count(*)::int as waiting from ${rentalBookings}
       where ${and(eq(rentalBookings.renterId, renterId), eq(rentalBookings.status, "pending"))}
    ), made as (
      insert into ${rentalBookings}
        (listing_id, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price, notes, mail_due, created_at, updated_at)
      select ${listingId}::uuid, ${renterId}::text, ${rental.ownerId}::text, ${startDate}::date, ${endDate}::date, ${totalDays}::int,
             ${rental.price}::int, ${totalPrice}::int, ${request.notes ?? null}::text, true, ${at}::timestamptz, ${at}::timestamptz
       where not (select taken from taken) and (select waiting from waiting) < ${MAX_PENDING_REQUESTS}
      returning id
    )
    select (select taken from taken) as taken, (select id from made) as id`)) as unknown as { rows: { taken: boolean; id: string | null }[] };
  const [outcome] = result.rows;
  if (outcome?.taken) return fail(BOOKING_MESSAGES.datesTaken, "conflict");
  if (!outcome?.id) return fail(BOOKING_MESSAGES.tooManyPending, "too-many");
  await notifyOwner(tx, rental, { listingId, renterId, startDate, endDate }, now);
  return { ok: true as const, id: outcome.id, totalDays, totalPrice };
}

/** Tells the owner of a new request, in its transaction: the notification, its push and WhatsApp message, the live events at its commit. */
async function notifyOwner(tx: Db, rental: BookableRental, booking: { listingId: string; renterId: string; startDate: string; endDate: string }, now: Date) {
  const car = `${rental.brand} ${rental.model}`;
  const start = shortFrenchDay(booking.startDate);
  const end = shortFrenchDay(booking.endDate);
  const who = rental.renterName;
  const notification = await notifyMember(
    tx,
    rental.ownerId,
    "bookings",
    {
      title: msg`Nouvelle demande de réservation`,
      message: who ? msg`${who} souhaite louer votre ${car} du ${start} au ${end}.` : msg`Un utilisateur souhaite louer votre ${car} du ${start} au ${end}.`,
      type: "booking",
      link: "/bookings",
    },
    { now },
  );
  await publishAll(
    [
      ...bookingChangedEvents({ listingId: booking.listingId, ownerId: rental.ownerId, renterId: booking.renterId }),
      notificationEvent(rental.ownerId, notification),
    ],
    tx,
  );
}
