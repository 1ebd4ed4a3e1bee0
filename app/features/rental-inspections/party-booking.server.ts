import { and, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { listings, profiles, rentalBookings } from "../../server/schema.ts";
import type { BookingStatus } from "../bookings/booking-lifecycle.ts";
import type { PartyRole } from "./inspection-rules.ts";

export interface PartyBooking {
  id: string;
  listingId: string;
  ownerId: string;
  renterId: string;
  status: BookingStatus;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  totalDays: number;
  dailyRate: number;
  totalPrice: number;
  depositAmount: number;
  brand: string;
  model: string;
  year: number;
  city: string;
  owner: { firstName: string; lastName: string };
  renter: { firstName: string; lastName: string };
  /** The viewer's side. */
  role: PartyRole;
}

/**
 * A booking as one of its two parties sees it, or null for anyone else and for an id that is not
 * one (the routes answer 404 to both, so a guessed id tells nothing). `lock` takes the booking's
 * row for the caller's transaction.
 */
export async function partyBooking(userId: string, bookingId: unknown, executor: Db = db(), lock = false): Promise<PartyBooking | null> {
  if (!isUuid(bookingId)) return null;
  const owner = alias(profiles, "owner");
  const renter = alias(profiles, "renter");
  const query = executor
    .select({
      id: rentalBookings.id,
      listingId: rentalBookings.listingId,
      ownerId: rentalBookings.ownerId,
      renterId: rentalBookings.renterId,
      status: rentalBookings.status,
      startDate: rentalBookings.startDate,
      endDate: rentalBookings.endDate,
      totalDays: rentalBookings.totalDays,
      dailyRate: rentalBookings.dailyRate,
      totalPrice: rentalBookings.totalPrice,
      depositAmount: rentalBookings.depositAmount,
      brand: listings.brand,
      model: listings.model,
      year: listings.year,
      city: listings.city,
      owner: { firstName: owner.firstName, lastName: owner.lastName },
      renter: { firstName: renter.firstName, lastName: renter.lastName },
    })
    .from(rentalBookings)
    .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
    .innerJoin(owner, eq(owner.id, rentalBookings.ownerId))
    .innerJoin(renter, eq(renter.id, rentalBookings.renterId))
    .where(and(eq(rentalBookings.id, bookingId), or(eq(rentalBookings.ownerId, userId), eq(rentalBookings.renterId, userId))));
  const [row] = lock ? await query.for("update", { of: rentalBookings }) : await query;
  if (!row) return null;
  return { ...row, role: row.ownerId === userId ? "owner" : "renter" };
}
