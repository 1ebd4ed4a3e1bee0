import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList, updatedAt } from "./columns.ts";
import { smsMessages } from "./sms.ts";

export const USER_TYPE_VALUES = ["buyer", "seller", "agent", "dealer"] as const;

/** The spec's `profiles`: better-auth's user model, with the marketplace fields beside it. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    avatarUrl: text("avatar_url"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    city: text("city").notNull(),
    companyName: text("company_name"),
    userType: text("user_type", { enum: USER_TYPE_VALUES }).notNull().default("buyer"),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** When a page of the app was last open (an event stream closed or was still open): the offline-mail clock. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** Unsubscribed from the mails about unread messages (the mail's link, later the profile's switch). */
    messageMailOptOut: boolean("message_mail_opt_out").notNull().default(false),
    /** The number the member proved is theirs by an SMS code; the phone counts as verified only while it is still this one. */
    phoneVerified: text("phone_verified"),
    /** Unsubscribed from the mails about booking requests and answers (the mail's link, later the profile's switch). */
    bookingMailOptOut: boolean("booking_mail_opt_out").notNull().default(false),
    /** The number (E.164) the member asked their notifications on WhatsApp at; null while WhatsApp is off (the default, as WhatsApp's policy requires). */
    whatsappNumber: text("whatsapp_number"),
    /** The WhatsApp switches per topic, on by default once WhatsApp is. */
    whatsappMessagesOff: boolean("whatsapp_messages_off").notNull().default(false),
    whatsappBookingsOff: boolean("whatsapp_bookings_off").notNull().default(false),
    /** The push switches per topic (notifications on this member's devices), on by default once a device is subscribed. */
    pushMessagesOff: boolean("push_messages_off").notNull().default(false),
    pushBookingsOff: boolean("push_bookings_off").notNull().default(false),
    pushOffersOff: boolean("push_offers_off").notNull().default(false),
    pushSearchesOff: boolean("push_searches_off").notNull().default(false),
    pushPriceDropsOff: boolean("push_price_drops_off").notNull().default(false),
    /** The 'Économiseur de données' the member chose (photos on tap, smallest size); null while they never chose (their browser's Save-Data decides). */
    dataSaver: boolean("data_saver"),
    /** The language the member chose ('fr', 'en', 'pt' or 'ar'; ADR 0049, 0057); null while they never chose (their country's decides). */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("profiles_email_lower_idx").on(sql`lower(${t.email})`),
    check("profiles_user_type_check", inList("user_type", USER_TYPE_VALUES)),
    check("profiles_role_check", inList("role", ["user", "admin"])),
    index("profiles_whatsapp_number_idx").on(t.whatsappNumber),
  ],
);

/** A column naming the account a row belongs to: the row goes when the account is erased. */
export const profileId = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: profileId("user_id"),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    userId: profileId("user_id"),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters for sign-in and password-reset throttling, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/** The SMS code a member is asked to type back to verify their phone: one at a time, hashed, counted. */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    userId: profileId("user_id").primaryKey(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The text that carried the code (`sms_messages`), whose delivery report the page shows. */
    smsId: uuid("sms_id").references(() => smsMessages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("phone_verifications_attempts_check", sql`${t.attempts} >= 0`)],
);

/**
 * A code asked for once the site's daily SMS ceiling was reached: it waits here, one per member,
 * until a later day has room (the code itself is drawn when it is sent).
 */
export const phoneCodeQueue = pgTable(
  "phone_code_queue",
  {
    userId: profileId("user_id").primaryKey(),
    /** The number the code was asked for: a member who changes it meanwhile is not texted. */
    phone: text("phone").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("phone_code_queue_requested_idx").on(t.requestedAt)],
);

/** Whether a profile's phone is the number its owner verified (a changed number is not). */
export const PHONE_VERIFIED = sql<boolean>`coalesce(${profiles.phoneVerified} = ${profiles.phone}, false)`;
