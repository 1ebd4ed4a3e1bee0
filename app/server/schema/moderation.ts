import { boolean, check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profileId, profiles } from "./accounts.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull().default("info"),
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    check("notifications_type_check", inList("type", ["info", "warning", "booking", "message", "payment"])),
  ],
);

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
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt.desc())],
);

export const APP_SETTING_KEYS = ["restrict_vehicle_evaluation_to_pro", "enable_free_listings_limit"] as const;

export const appSettings = pgTable("app_settings", {
  settingKey: text("setting_key").primaryKey(),
  settingValue: boolean("setting_value").notNull().default(false),
  updatedAt: updatedAt(),
});
