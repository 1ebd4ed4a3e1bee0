import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { bookingDisputes, listings, profiles, rentalBookings } from "../../server/schema.ts";
import type { BookingStatus } from "../bookings/booking-lifecycle.ts";
import { type ChatLine, bookingChat } from "./booking-chat.server.ts";
import { type DisputeSubject, decidesDeposit } from "./dispute-rules.ts";

export interface DisputeDetail {
  dispute: {
    id: string;
    subject: DisputeSubject;
    status: "open" | "settled";
    reason: string;
    openedByRole: "owner" | "renter";
    createdAt: Date;
    decision: string | null;
    depositKept: number | null;
    decidedBy: string | null;
    decidedAt: Date | null;
  };
  booking: {
    id: string;
    status: BookingStatus;
    car: string;
    startDate: string;
    endDate: string;
    totalDays: number;
    totalPrice: number;
    depositAmount: number;
    owner: { id: string; name: string; email: string };
    renter: { id: string; name: string; email: string };
  };
  chat: { lines: ChatLine[]; cut: boolean };
  /** The booking's other disputes, to open from here. */
  others: { id: string; subject: DisputeSubject; status: "open" | "settled" }[];
  /** Whether this decision says what the owner keeps of the deposit. */
  decidesDeposit: boolean;
}

/**
 * One dispute with the booking, the parties' chat and the booking's other disputes; null for an
 * unknown or malformed id. The page adds the records and the deposit (their features read them).
 */
export async function disputeDetail(disputeId: unknown): Promise<DisputeDetail | null> {
  if (!isUuid(disputeId)) return null;
  const owner = alias(profiles, "owner");
  const renter = alias(profiles, "renter");
  const decider = alias(profiles, "decider");
  const [row] = await db()
    .select({
      dispute: bookingDisputes,
      booking: rentalBookings,
      brand: listings.brand,
      model: listings.model,
      owner: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
      renter: { firstName: renter.firstName, lastName: renter.lastName, email: renter.email },
      decider: { firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(bookingDisputes)
    .innerJoin(rentalBookings, eq(rentalBookings.id, bookingDisputes.bookingId))
    .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
    .innerJoin(owner, eq(owner.id, rentalBookings.ownerId))
    .innerJoin(renter, eq(renter.id, rentalBookings.renterId))
    .leftJoin(decider, eq(decider.id, bookingDisputes.decidedBy))
    .where(eq(bookingDisputes.id, disputeId));
  if (!row) return null;
  const { dispute, booking } = row;
  const [chat, all] = await Promise.all([
    bookingChat(booking),
    db()
      .select({ id: bookingDisputes.id, subject: bookingDisputes.subject, status: bookingDisputes.status })
      .from(bookingDisputes)
      .where(eq(bookingDisputes.bookingId, booking.id))
      .orderBy(asc(bookingDisputes.createdAt)),
  ]);
  return {
    dispute: {
      id: dispute.id,
      subject: dispute.subject,
      status: dispute.status,
      reason: dispute.reason,
      openedByRole: dispute.openedBy === booking.ownerId ? "owner" : "renter",
      createdAt: dispute.createdAt,
      decision: dispute.decision,
      depositKept: dispute.depositKept,
      decidedBy: row.decider?.firstName ? `${row.decider.firstName} ${row.decider.lastName}` : null,
      decidedAt: dispute.decidedAt,
    },
    booking: {
      id: booking.id,
      status: booking.status,
      car: `${row.brand} ${row.model}`,
      startDate: booking.startDate,
      endDate: booking.endDate,
      totalDays: booking.totalDays,
      totalPrice: booking.totalPrice,
      depositAmount: booking.depositAmount,
      owner: { id: booking.ownerId, name: `${row.owner.firstName} ${row.owner.lastName}`, email: row.owner.email },
      renter: { id: booking.renterId, name: `${row.renter.firstName} ${row.renter.lastName}`, email: row.renter.email },
    },
    chat,
    others: all.filter((d) => d.id !== dispute.id),
    decidesDeposit: decidesDeposit(dispute.subject, booking.depositAmount),
  };
}
