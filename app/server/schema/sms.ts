import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList, updatedAt } from "./columns.ts";

export const SMS_PROVIDER_VALUES = ["log", "africastalking", "twilio"] as const;
/** Where a text stands: handed to the gateway, delivered to the phone, or lost on the way (`failed`, `undelivered`). */
export const SMS_STATUS_VALUES = ["sent", "delivered", "failed", "undelivered"] as const;

/**
 * Each text handed to a gateway, with the gateway's id for it, so its delivery report can be
 * matched; the status and the error are the last report's.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: SMS_PROVIDER_VALUES }).notNull(),
    providerId: text("provider_id"),
    /** The number in E.164, as the gateway received it. */
    toNumber: text("to_number").notNull(),
    status: text("status", { enum: SMS_STATUS_VALUES }).notNull(),
    /** The gateway's reason for a failed or undelivered text, as it wrote it. */
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sms_messages_provider_id_idx").on(t.provider, t.providerId),
    check("sms_messages_provider_check", inList("provider", SMS_PROVIDER_VALUES)),
    check("sms_messages_status_check", inList("status", SMS_STATUS_VALUES)),
  ],
);
