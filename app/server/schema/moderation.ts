import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profileId, profiles } from "./accounts.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";

export const userWarnings = pgTable("user_warnings", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: profileId("user_id"),
  adminId: text("admin_id").references(() => profiles.id, { onDelete: "set null" }),
  warningMessage: text("warning_message").notNull(),
  createdAt: createdAt(),
});

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  // Ascending, walked backwards for "newest first": ORDER BY created_at DESC is NULLS FIRST, which a DESC (NULLS LAST) index does not give.
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)],
);

export const APP_SETTING_KEYS = ["restrict_vehicle_evaluation_to_pro", "enable_free_listings_limit"] as const;

export const appSettings = pgTable("app_settings", {
  settingKey: text("setting_key").primaryKey(),
  settingValue: boolean("setting_value").notNull().default(false),
  updatedAt: updatedAt(),
});

/** The numeric limits an administrator sets (an SMS ceiling, a longest stay): keys and ranges in features/settings/site-limit-rules.ts. */
export const siteLimits = pgTable(
  "site_limits",
  {
    limitKey: text("limit_key").primaryKey(),
    limitValue: integer("limit_value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_limits_value_check", sql`${t.limitValue} >= 0`)],
);

export const REPORT_REASON_VALUES = ["scam", "fake", "misleading_price", "inappropriate", "other"] as const;
export const REPORT_STATUS_VALUES = ["open", "dismissed", "actioned"] as const;

/**
 * A member's report of a listing or of an account (trust and safety): one per member and target,
 * open until an admin dismisses it or acts on it.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The member who reported; null for the price model's own flag of a too-cheap listing. */
    reporterId: text("reporter_id").references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    accountId: text("account_id").references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASON_VALUES }).notNull(),
    comment: text("comment"),
    status: text("status", { enum: REPORT_STATUS_VALUES }).notNull().default("open"),
    resolvedBy: text("resolved_by").references(() => profiles.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("reports_one_target_check", sql`(listing_id is null) <> (account_id is null)`),
    check("reports_reason_check", inList("reason", REPORT_REASON_VALUES)),
    check("reports_status_check", inList("status", REPORT_STATUS_VALUES)),
    check("reports_comment_check", sql`char_length(comment) <= 1000`),
    uniqueIndex("reports_reporter_listing_idx").on(t.reporterId, t.listingId).where(sql`listing_id is not null`),
    uniqueIndex("reports_reporter_account_idx").on(t.reporterId, t.accountId).where(sql`account_id is not null`),
    uniqueIndex("reports_model_listing_idx").on(t.listingId).where(sql`reporter_id is null`),
    check("reports_model_flag_check", sql`reporter_id is not null or listing_id is not null`),
    index("reports_open_idx").on(t.createdAt).where(sql`status = 'open'`),
  ],
);
