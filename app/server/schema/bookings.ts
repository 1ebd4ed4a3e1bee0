import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";

export const BOOKING_STATUS_VALUES = ["pending", "confirmed", "in_progress", "returned", "disputed", "rejected", "cancelled", "completed"] as const;
/** Why a booking was cancelled: the renter withdrew it, or the owner let it expire. */
export const BOOKING_CANCEL_REASONS = ["renter", "expired"] as const;

export const rentalBookings = pgTable(
  "rental_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").notNull(),
    /** Always 'rental': with listing_id it is a foreign key to (listings.id, listings.kind). */
    listingKind: text("listing_kind", { enum: ["rental"] })
      .notNull()
      .default("rental"),
    renterId: profileId("renter_id"),
    ownerId: profileId("owner_id"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    totalDays: integer("total_days").notNull(),
    dailyRate: integer("daily_rate").notNull(),
    totalPrice: integer("total_price").notNull(),
    notes: text("notes"),
    /** The listing's deposit when the request was made (XOF, 0 for none): what the renter agreed to. */
    depositAmount: integer("deposit_amount").notNull().default(0),
    status: text("status", { enum: BOOKING_STATUS_VALUES }).notNull().default("pending"),
    cancelReason: text("cancel_reason", { enum: BOOKING_CANCEL_REASONS }),
    /** The mail about the last change is still to send (the scheduler's outbox): set with the change, in its statement. */
    mailDue: boolean("mail_due").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: "rental_bookings_listing_fk",
      columns: [t.listingId, t.listingKind],
      foreignColumns: [listings.id, listings.kind],
    }).onDelete("cascade"),
    index("rental_bookings_listing_idx").on(t.listingId, t.startDate),
    index("rental_bookings_owner_idx").on(t.ownerId, t.status),
    index("rental_bookings_renter_idx").on(t.renterId, t.createdAt.desc()),
    index("rental_bookings_mail_due_idx").on(t.id).where(sql`mail_due`),
    // The lifecycle job's two sweeps: pending requests by age and start, confirmed stays by end.
    index("rental_bookings_status_idx").on(t.status, t.startDate),
    check("rental_bookings_kind_check", sql`listing_kind = 'rental'`),
    check("rental_bookings_status_check", inList("status", BOOKING_STATUS_VALUES)),
    check("rental_bookings_dates_check", sql`end_date >= start_date`),
    check("rental_bookings_days_check", sql`total_days = (end_date - start_date) + 1`),
    // The total is the days at the daily rate plus the insurance and fees of its day (ADR 0023):
    // never less than the days at the rate. Older requests were recorded without fees.
    check("rental_bookings_price_check", sql`daily_rate >= 1 and total_price >= total_days * daily_rate`),
    check("rental_bookings_deposit_check", sql`deposit_amount >= 0`),
    check("rental_bookings_not_self_check", sql`renter_id <> owner_id`),
    check("rental_bookings_cancel_reason_check", sql`(status = 'cancelled') = (cancel_reason is not null) and cancel_reason in ('renter', 'expired')`),
    // The no-overlap rule is an EXCLUDE constraint in drizzle/0006_one_listings_table.sql.
  ],
);
