import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList, updatedAt } from "./columns.ts";
import { profiles } from "./accounts.ts";
import { notifications } from "./notifications.ts";

/**
 * Where a WhatsApp notification stands: waiting in the outbox (`due`), being sent (`sending`),
 * taken by the Cloud API (`sent`), then `delivered` and `read` as its webhook reports, or `failed`.
 */
export const WHATSAPP_STATUS_VALUES = ["due", "sending", "sent", "delivered", "read", "failed"] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUS_VALUES)[number];

/**
 * The WhatsApp channel's outbox and record: one row per notification carried on WhatsApp (so one
 * message per event at most), its template and parameters, the Cloud API's message id, and the
 * delivery and read receipts its webhook reported.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    /** The number (E.164) it goes to, the member's WhatsApp number when it was queued. */
    toNumber: text("to_number").notNull(),
    template: text("template").notNull(),
    params: text("params").array().notNull(),
    status: text("status", { enum: WHATSAPP_STATUS_VALUES }).notNull().default("due"),
    attempts: integer("attempts").notNull().default(0),
    /** The Cloud API's id for the message (`wamid.…`), which its status webhooks name. */
    waMessageId: text("wa_message_id"),
    errorCode: integer("error_code"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("whatsapp_messages_notification_idx").on(t.notificationId),
    uniqueIndex("whatsapp_messages_wa_id_idx").on(t.waMessageId),
    index("whatsapp_messages_due_idx").on(t.status, t.createdAt),
    check("whatsapp_messages_status_check", inList("status", WHATSAPP_STATUS_VALUES)),
  ],
);
