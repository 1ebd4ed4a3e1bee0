import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles, profileId } from "./accounts.ts";
import { rentalBookings } from "./bookings.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";

export const LICENCE_STATUS_VALUES = ["pending", "verified", "refused"] as const;

/**
 * A member's driving licence: both sides' photos in private storage (never a public address;
 * served by an authorised route to the member, an admin, and the owner of a rental they asked
 * for), the number, the issuing country and the expiry date, and an admin's check. One per
 * member; sending a new one replaces it and waits for a new check.
 */
export const drivingLicences = pgTable(
  "driving_licences",
  {
    userId: profileId("user_id").primaryKey(),
    number: text("number").notNull(),
    /** ISO 3166-1 alpha-2 code of the issuing country. */
    country: text("country").notNull(),
    expiresOn: date("expires_on").notNull(),
    /** Private storage keys (private-storage.server.ts) of each side's re-encoded photo. */
    frontKey: text("front_key").notNull(),
    backKey: text("back_key").notNull(),
    status: text("status", { enum: LICENCE_STATUS_VALUES }).notNull().default("pending"),
    refusalReason: text("refusal_reason"),
    reviewedBy: text("reviewed_by").references(() => profiles.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("driving_licences_queue_idx").on(t.createdAt).where(sql`status = 'pending'`),
    check("driving_licences_status_check", inList("status", LICENCE_STATUS_VALUES)),
    check("driving_licences_number_check", sql`char_length(number) between 4 and 30`),
    check("driving_licences_country_check", sql`country ~ '^[A-Z]{2}$'`),
    check("driving_licences_refusal_check", sql`(status = 'refused') = (refusal_reason is not null)`),
  ],
);

/** The two records of a rental's car: at pick-up and at return. */
export const INSPECTION_PHASE_VALUES = ["pickup", "return"] as const;
/**
 * `draft`: being recorded (fields saved, photos arriving one by one); `submitted`: sent, the other
 * party has 24 hours to confirm or contest; `confirmed` (by them, or by the clock): final, never
 * edited again; `contested`: sent to the admins' disputes.
 */
export const INSPECTION_STATUS_VALUES = ["draft", "submitted", "confirmed", "contested"] as const;
/** How the deposit was handed over at pick-up. */
export const DEPOSIT_METHOD_VALUES = ["cash", "mobile_money"] as const;

/** 'État des lieux': mileage, fuel in eighths, notes and photos, recorded by one party and confirmed by the other. */
export const bookingInspections = pgTable(
  "booking_inspections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => rentalBookings.id, { onDelete: "cascade" }),
    phase: text("phase", { enum: INSPECTION_PHASE_VALUES }).notNull(),
    recordedBy: profileId("recorded_by"),
    mileage: integer("mileage"),
    fuelEighths: integer("fuel_eighths"),
    notes: text("notes"),
    /** At pick-up: how the deposit was handed over and what was noted (a mobile-money reference…). */
    depositMethod: text("deposit_method", { enum: DEPOSIT_METHOD_VALUES }),
    depositNote: text("deposit_note"),
    status: text("status", { enum: INSPECTION_STATUS_VALUES }).notNull().default("draft"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** Who confirmed or contested it: null when the clock confirmed it. */
    answeredBy: text("answered_by").references(() => profiles.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    contestReason: text("contest_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("booking_inspections_phase_unique").on(t.bookingId, t.phase),
    // The clock's sweep: records sent and not answered.
    index("booking_inspections_submitted_idx").on(t.submittedAt).where(sql`status = 'submitted'`),
    check("booking_inspections_phase_check", inList("phase", INSPECTION_PHASE_VALUES)),
    check("booking_inspections_status_check", inList("status", INSPECTION_STATUS_VALUES)),
    check("booking_inspections_mileage_check", sql`mileage is null or mileage between 0 and 2000000`),
    check("booking_inspections_fuel_check", sql`fuel_eighths is null or fuel_eighths between 0 and 8`),
    check("booking_inspections_deposit_method_check", sql`deposit_method is null or deposit_method in ('cash', 'mobile_money')`),
    check("booking_inspections_sent_check", sql`status = 'draft' or (submitted_at is not null and mileage is not null and fuel_eighths is not null)`),
    check("booking_inspections_contest_check", sql`(status = 'contested') = (contest_reason is not null)`),
  ],
);

/** The views every record shows at least once; 'other' holds the damage close-ups and extras. */
export const INSPECTION_VIEW_VALUES = ["front", "back", "left", "right", "interior", "dashboard", "other"] as const;
/** What a booking photo documents: one of the two records, or the owner's claim on the deposit. */
export const BOOKING_PHOTO_SUBJECT_VALUES = ["pickup", "return", "deposit"] as const;

/** Photos of a booking's records and deposit claim, in private storage, served by an authorised route only. */
export const bookingPhotos = pgTable(
  "booking_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => rentalBookings.id, { onDelete: "cascade" }),
    subject: text("subject", { enum: BOOKING_PHOTO_SUBJECT_VALUES }).notNull(),
    view: text("view", { enum: INSPECTION_VIEW_VALUES }).notNull(),
    imageKey: text("image_key").notNull(),
    uploadedBy: profileId("uploaded_by"),
    /** The SHA-256 (hex) of the file as it was sent: the same file sent again is the photo already kept. Null on photos kept before it was. */
    contentHash: text("content_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_photos_booking_idx").on(t.bookingId, t.subject, t.createdAt),
    uniqueIndex("booking_photos_content_idx").on(t.bookingId, t.subject, t.contentHash).where(sql`content_hash is not null`),
    check("booking_photos_subject_check", inList("subject", BOOKING_PHOTO_SUBJECT_VALUES)),
    check("booking_photos_view_check", inList("view", INSPECTION_VIEW_VALUES)),
  ],
);

/**
 * The deposit's end: after the return the owner gives it back in full or keeps part with a reason
 * (and photos); the renter accepts or contests within 24 hours (silence accepts). `settled_kept`
 * is what the owner finally keeps: their claim once accepted, or the admin's decision.
 */
export const DEPOSIT_ANSWER_VALUES = ["accepted", "contested"] as const;
export const bookingDeposits = pgTable(
  "booking_deposits",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => rentalBookings.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    keptAmount: integer("kept_amount").notNull(),
    reason: text("reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
    renterAnswer: text("renter_answer", { enum: DEPOSIT_ANSWER_VALUES }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    contestReason: text("contest_reason"),
    settledKept: integer("settled_kept"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("booking_deposits_waiting_idx").on(t.decidedAt).where(sql`renter_answer is null and kept_amount > 0`),
    check("booking_deposits_amount_check", sql`amount >= 1 and kept_amount between 0 and amount`),
    check("booking_deposits_reason_check", sql`kept_amount = 0 or reason is not null`),
    check("booking_deposits_answer_check", sql`renter_answer is null or renter_answer in ('accepted', 'contested')`),
    check("booking_deposits_settled_check", sql`settled_kept is null or settled_kept between 0 and amount`),
  ],
);

/** What a dispute is about: a contested record, or the deposit. */
export const DISPUTE_SUBJECT_VALUES = ["pickup", "return", "deposit"] as const;
export const DISPUTE_STATUS_VALUES = ["open", "settled"] as const;

/** 'Litiges': a contested record or deposit, settled by an admin who writes the decision both parties read. */
export const bookingDisputes = pgTable(
  "booking_disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").notNull(),
    subject: text("subject", { enum: DISPUTE_SUBJECT_VALUES }).notNull(),
    openedBy: profileId("opened_by"),
    reason: text("reason").notNull(),
    status: text("status", { enum: DISPUTE_STATUS_VALUES }).notNull().default("open"),
    decision: text("decision"),
    /** For a deposit dispute: what the owner keeps, as the admin decided. */
    depositKept: integer("deposit_kept"),
    decidedBy: text("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: "booking_disputes_booking_fk", columns: [t.bookingId], foreignColumns: [rentalBookings.id] }).onDelete("cascade"),
    unique("booking_disputes_subject_unique").on(t.bookingId, t.subject),
    index("booking_disputes_open_idx").on(t.createdAt).where(sql`status = 'open'`),
    check("booking_disputes_subject_check", inList("subject", DISPUTE_SUBJECT_VALUES)),
    check("booking_disputes_status_check", inList("status", DISPUTE_STATUS_VALUES)),
    check("booking_disputes_decision_check", sql`(status = 'settled') = (decision is not null and decided_at is not null)`),
  ],
);
