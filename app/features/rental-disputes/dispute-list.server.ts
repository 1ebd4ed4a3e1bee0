import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "../../server/db.server.ts";
import { bookingDisputes, listings, profiles, rentalBookings } from "../../server/schema.ts";
import { type DisputeSubject, SETTLED_SHOWN, hoursOpen } from "./dispute-rules.ts";

export interface DisputeListItem {
  id: string;
  bookingId: string;
  subject: DisputeSubject;
  reason: string;
  car: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  owner: string;
  renter: string;
  /** Which party contested. */
  openedByRole: "owner" | "renter";
  createdAt: string;
  /** How long it has been (or was) open, in hours. */
  hours: number;
  decidedAt: string | null;
}

function disputeRows() {
  const owner = alias(profiles, "owner");
  const renter = alias(profiles, "renter");
  return db()
    .select({
      id: bookingDisputes.id,
      bookingId: bookingDisputes.bookingId,
      subject: bookingDisputes.subject,
      reason: bookingDisputes.reason,
      openedBy: bookingDisputes.openedBy,
      createdAt: bookingDisputes.createdAt,
      decidedAt: bookingDisputes.decidedAt,
      ownerId: rentalBookings.ownerId,
      startDate: rentalBookings.startDate,
      endDate: rentalBookings.endDate,
      brand: listings.brand,
      model: listings.model,
      ownerFirst: owner.firstName,
      ownerLast: owner.lastName,
      renterFirst: renter.firstName,
      renterLast: renter.lastName,
    })
    .from(bookingDisputes)
    .innerJoin(rentalBookings, eq(rentalBookings.id, bookingDisputes.bookingId))
    .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
    .innerJoin(owner, eq(owner.id, rentalBookings.ownerId))
    .innerJoin(renter, eq(renter.id, rentalBookings.renterId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof disputeRows>["execute"]>>[number];

function item(row: Row, now: Date): DisputeListItem {
  return {
    id: row.id,
    bookingId: row.bookingId,
    subject: row.subject,
    reason: row.reason,
    car: `${row.brand} ${row.model}`,
    startDate: row.startDate,
    endDate: row.endDate,
    owner: `${row.ownerFirst} ${row.ownerLast}`,
    renter: `${row.renterFirst} ${row.renterLast}`,
    openedByRole: row.openedBy === row.ownerId ? "owner" : "renter",
    createdAt: row.createdAt.toISOString(),
    hours: hoursOpen(row.createdAt, row.decidedAt ?? now),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** 'Litiges': the open disputes, oldest first (the longest wait comes first), then the last settled ones. */
export async function disputeList(now = new Date()): Promise<{ open: DisputeListItem[]; settled: DisputeListItem[] }> {
  const [open, settled] = await Promise.all([
    disputeRows().where(eq(bookingDisputes.status, "open")).orderBy(asc(bookingDisputes.createdAt), asc(bookingDisputes.id)),
    disputeRows().where(eq(bookingDisputes.status, "settled")).orderBy(desc(bookingDisputes.decidedAt), desc(bookingDisputes.id)).limit(SETTLED_SHOWN),
  ]);
  return { open: open.map((row) => item(row, now)), settled: settled.map((row) => item(row, now)) };
}
