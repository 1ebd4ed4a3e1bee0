import { msg } from "@lingui/core/macro";
import { type SQL, and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { pgErrorCode } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publishAll, rentalCalendarTopic } from "../../server/events.server.ts";
import { log } from "../../server/log.server.ts";
import { hitWindow } from "../../server/rate-limit.server.ts";
import { LISTING_VISIBLE, drivingLicences, listings, profiles, rentalBookings } from "../../server/schema.ts";
import { licenceStanding } from "../driving-licence/licence-rules.ts";
import { INSURANCE_AND_FEES_RATE, rentalTotal } from "./rental-cost.ts";
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
  licenceRefusalMessage,
  shortFrenchDay,
} from "./booking-rules.ts";

export const BOOKING_FAILED = /*i18n*/ "Impossible d'envoyer la demande de réservation.";

// total_price is a 32-bit integer column.
const MAX_TOTAL = 2_147_483_647;

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
 * owner come from the listing, whatever the browser showed. A request whose days are taken, by a
 * booking made before it or by one made at the same instant, is refused with the French message
 * (and the code "conflict"), unless they are held by this renter's own booking of exactly these days,
 * still pending or accepted: the same request sent again once its answer was lost (a server stopped
 * mid-request, the browser retried, maybe on another server), answered with that booking, nothing
 * made or told again. A rental whose owner requires a checked licence ('Permis vérifié exigé')
 * is refused to a renter whose licence is missing, waiting, refused or ends before the last day
 * (code "forbidden"). The request keeps the listing's deposit as it is now: a later change of the
 * listing does not change what this renter agreed to.
 *
 * All of it is one short transaction on one connection (issue 46), with no lock of its own, no
 * queue and no retry: the renter's hourly count (its row stays locked until the end, so one
 * renter's requests go one at a time from there), then one statement that reads the rental,
 * share-locks its row and inserts the booking with ON CONFLICT DO NOTHING, so that the exclusion
 * constraint decides between simultaneous requests for the same days (a plain INSERT would make
 * two of them wait for each other until the deadlock detector kills one, a second later; this one
 * waits only for a request still in flight on those very days, and raises nothing: the loser gets
 * no row back). Then the owner's notification (its push and WhatsApp message queued in outboxes,
 * nothing sent here; the mail follows from the outbox). The live events leave once it has
 * committed, on their own statement, not awaited: a NOTIFY inside would hold the server's one lock
 * on NOTIFY across the commit's flush to disk, and every booking of the site would commit one at a
 * time behind it. A refused request is five statements (six when its days are taken), a booking nine. `now` is when the request
 * is made: the present, unless trusted code replays a history.
 */
export async function createBooking(
  renterId: string,
  request: BookingRequest,
  options: { now?: Date } = {},
): Promise<{ ok: true; id: string; totalDays: number; totalPrice: number; depositAmount: number } | BookingRefusal> {
  const now = options.now ?? new Date();
  const { startDate, endDate, listingId } = request;
  const dateError = bookingDatesError(startDate, endDate, dayOf(now), await siteLimit("max_booking_days"));
  if (dateError) return dateError;
  const notes = request.notes?.trim() || null;
  if (notes && notes.length > BOOKING_NOTES_MAX) return fail(BOOKING_MESSAGES.notesTooLong);
  if (!isUuid(listingId)) return fail(BOOKING_MESSAGES.unavailable, "not-found");

  let made: Awaited<ReturnType<typeof insertBooking>>;
  try {
    made = await db().transaction((tx) => insertBooking(tx, renterId, { ...request, notes }, now));
  } catch (error) {
    // Never raised by the INSERT below (ON CONFLICT DO NOTHING): kept as the refusal it would be.
    if (pgErrorCode(error) === "23P01") return fail(BOOKING_MESSAGES.datesTaken, "conflict");
    log.error("booking.create_failed", { error, renterId, listingId });
    // Not the request's fault: the service could not serve it now (503), to be tried again.
    return fail(BOOKING_FAILED, "unavailable");
  }
  if (!made.ok) return made;
  const { events, ...booking } = made;
  // Not awaited, as the outboxes' wake-up below: the answer does not wait for a free connection
  // again (behind every other request, in a rush) to tell open pages, which hear it right after.
  void publishAll(events).catch((error: unknown) => {
    // The booking and the owner's notification are stored: open pages see them on their next read.
    log.error("booking.publish_failed", { error, renterId, listingId });
  });
  wakeChannels();
  return booking;
}

/**
 * Waits for the booking requests in flight on this rental, and holds back those that follow until
 * the transaction ends: the rental's row, locked for an update (createBooking share-locks it, and
 * finds it again once this one has committed). Deleting a rental takes it first, so that no request
 * slips in between its checks and the sweep of its waiting requests.
 */
export async function lockRentalBookings(tx: Db, listingId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${listings} where ${listings.id} = ${listingId} for no key update`);
}

const dialect = new PgDialect();

/**
 * Runs `query` as a statement named `name` on the connection: PostgreSQL parses and plans it once
 * per connection (a generic plan after a few runs) instead of at every request: parsing and
 * planning took two thirds of the booking statement's time, and a third of the server's time per
 * request in a rush (issue 46). Its text must not vary: parameters only. The embedded database
 * ignores the name.
 */
function executeNamed(executor: Db, name: string, query: SQL): Promise<unknown> {
  return executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}

interface BookableRental {
  ownerId: string;
  price: number;
  brand: string;
  model: string;
  renterName: string | null;
}

/**
 * The transaction. The renter's hourly count first (counted even when refused below; its row stays
 * locked until the end, so the renter's simultaneous requests, on any rental, go one at a time from
 * there). Then the renter's driving licence, share-locked until the end: an admin's refusal or the
 * member's new licence waits for this request, which is judged on the licence as it stands while
 * it is held. Then one statement, under a snapshot taken once those rows are held: it reads the
 * rental shown to visitors and share-locks its row (a deletion waits for the requests in flight,
 * and a request after it finds the rental gone, an owner's edit of its terms waits too), and
 * inserts the booking only when the renter may book it (their licence checked when the rental
 * requires it), no day is taken and the renter has room, saying which stopped it. A day is taken
 * in its snapshot, or by a booking committed since or still in flight, which the exclusion
 * constraint finds: ON CONFLICT DO NOTHING waits for that one to end and inserts only when it did
 * not commit. The rental's daily rate, deposit and total come from the row it read; the total,
 * computed in SQL from the same rate (ADR 0023), is checked against rentalTotal's before anything
 * is kept.
 */
async function insertBooking(tx: Db, renterId: string, request: BookingRequest, now: Date) {
  const { listingId, startDate, endDate } = request;
  // The renter's hourly count, on the transaction's connection.
  if ((await hitWindow(`booking-request:${renterId}`, 3600, tx)).count > BOOKING_REQUESTS_PER_HOUR) {
    return fail(BOOKING_MESSAGES.tooManyRequests, "too-many");
  }
  // Read with every request, not only for rentals that require it: which do is known only from the
  // statement below, which must be the one that decides, under the rental's lock.
  const [licence] = await tx
    .select({ status: drivingLicences.status, expiresOn: drivingLicences.expiresOn })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, renterId))
    .for("share");
  const licenceRefusal = licenceRefusalMessage(licenceStanding(licence, endDate));
  const totalDays = bookingDays(startDate, endDate);
  const at = now.toISOString();
  const result = (await executeNamed(
    tx,
    "booking_request",
    sql`
    with rental as (
      select ${listings.ownerId} as owner_id, ${listings.price} as price, ${listings.brand} as brand, ${listings.model} as model,
             ${listings.licenceRequired} as licence_required, coalesce(${listings.depositAmount}, 0) as deposit,
             ${listings.price}::bigint * ${totalDays} + round(${listings.price}::bigint * ${totalDays} * ${INSURANCE_AND_FEES_RATE}::numeric)::bigint as total
        from ${listings}
       where ${and(eq(listings.id, listingId), eq(listings.kind, "rental"), LISTING_VISIBLE)}
         for share
    ), taken as (
      select exists (select 1 from ${rentalBookings} where ${holdingDays(listingId, startDate, endDate)}) as taken
    ), waiting as (
      select count(*)::int as waiting from ${rentalBookings}
       where ${and(eq(rentalBookings.renterId, renterId), eq(rentalBookings.status, "pending"))}
    ), made as (
      insert into ${rentalBookings}
        (listing_id, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price, deposit_amount, notes, mail_due, created_at, updated_at)
      select ${listingId}::uuid, ${renterId}::text, rental.owner_id, ${startDate}::date, ${endDate}::date, ${totalDays}::int,
             rental.price, rental.total::int, rental.deposit, ${request.notes ?? null}::text, true, ${at}::timestamptz, ${at}::timestamptz
        from rental
       where rental.owner_id <> ${renterId} and rental.total <= ${MAX_TOTAL}
         and (not rental.licence_required or ${licenceRefusal === null}::boolean)
         and not (select taken from taken) and (select waiting from waiting) < ${MAX_PENDING_REQUESTS}
      on conflict do nothing
      returning id, total_price, deposit_amount
    )
    select rental.owner_id as "ownerId", rental.price, rental.brand, rental.model, rental.total::float8 as total,
           rental.licence_required as "licenceRequired", made.deposit_amount as "depositAmount",
           (select ${profiles.firstName} || ' ' || ${profiles.lastName} from ${profiles} where ${eq(profiles.id, renterId)}) as "renterName",
           (select taken from taken) as taken, (select waiting from waiting) < ${MAX_PENDING_REQUESTS} as room,
           made.id, made.total_price as "totalPrice"
      from (select 1) as one left join rental on true left join made on true`,
  )) as unknown as {
    rows: (Partial<BookableRental> & {
      total: number | null;
      licenceRequired: boolean | null;
      taken: boolean;
      room: boolean;
      id: string | null;
      totalPrice: number | null;
      depositAmount: number | null;
    })[];
  };
  const [row] = result.rows;
  if (!row?.ownerId || row.price == null) return fail(BOOKING_MESSAGES.unavailable, "not-found");
  if (row.ownerId === renterId) return fail(BOOKING_MESSAGES.ownListing, "forbidden");
  if (row.licenceRequired && licenceRefusal) return fail(licenceRefusal, "forbidden");
  // The all-in total the renter was shown for these dates (ADR 0023), from the listing's price: the one the statement used.
  const totalPrice = rentalTotal(row.price, totalDays).total;
  if (Number(row.total) !== totalPrice || (row.id && row.totalPrice !== totalPrice)) {
    throw new Error(`booking total ${row.total} differs from rentalTotal's ${totalPrice}`);
  }
  if (totalPrice > MAX_TOTAL) return fail(BOOKING_MESSAGES.tooExpensive);
  if (!row.id) {
    if (row.taken) {
      // The same request sent again after its answer was lost: the days are held by its own booking.
      const sent = await sameRequestBooked(tx, renterId, request);
      if (sent) return { ok: true as const, ...sent, events: [] };
    }
    return row.taken || row.room ? fail(BOOKING_MESSAGES.datesTaken, "conflict") : fail(BOOKING_MESSAGES.tooManyPending, "too-many");
  }
  const rental: BookableRental = { ownerId: row.ownerId, price: row.price, brand: row.brand ?? "", model: row.model ?? "", renterName: row.renterName ?? null };
  const events = await notifyOwner(tx, rental, { listingId, renterId, startDate, endDate }, now);
  return { ok: true as const, id: row.id, totalDays, totalPrice, depositAmount: row.depositAmount ?? 0, events };
}

/** The renter's own booking of this rental for exactly these days, still pending or accepted (a withdrawn or refused one is not). */
async function sameRequestBooked(tx: Db, renterId: string, { listingId, startDate, endDate }: BookingRequest) {
  const [booking] = await tx
    .select({ id: rentalBookings.id, totalDays: rentalBookings.totalDays, totalPrice: rentalBookings.totalPrice, depositAmount: rentalBookings.depositAmount })
    .from(rentalBookings)
    .where(
      and(
        eq(rentalBookings.listingId, listingId),
        eq(rentalBookings.renterId, renterId),
        eq(rentalBookings.startDate, startDate),
        eq(rentalBookings.endDate, endDate),
        inArray(rentalBookings.status, ["pending", "confirmed"]),
      ),
    )
    .limit(1);
  return booking;
}

/** Tells the owner of a new request, in its transaction: the notification, its push and WhatsApp message; returns the live events, to publish once it has committed. */
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
  return [
    ...bookingChangedEvents({ listingId: booking.listingId, ownerId: rental.ownerId, renterId: booking.renterId }),
    notificationEvent(rental.ownerId, notification),
  ];
}
