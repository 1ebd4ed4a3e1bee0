import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList, updatedAt } from "./columns.ts";
import { profileId } from "./accounts.ts";

/** The topics a member may have pushed to their devices, each with its own switch in the profile. */
export const PUSH_TOPIC_VALUES = ["messages", "bookings", "offers", "searches", "priceDrops"] as const;
export type PushTopic = (typeof PUSH_TOPIC_VALUES)[number];

/**
 * A browser (a phone, a computer) a member asked notifications on: the push service's address for
 * it and the keys its payloads are encrypted with (RFC 8291). The push service's 404 or 410 deletes it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    endpoint: text("endpoint").notNull(),
    /** The browser's ECDH P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text("p256dh").notNull(),
    /** The browser's auth secret, base64url (16 bytes). */
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

export const PUSH_MESSAGE_STATUS_VALUES = ["due", "sending"] as const;

/**
 * The push outbox: a notification waiting to be pushed to a member's devices, written in the
 * transaction that created the event so it leaves only once that commits; the row goes once sent
 * (or given up).
 */
export const pushMessages = pgTable(
  "push_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    topic: text("topic", { enum: PUSH_TOPIC_VALUES }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: PUSH_MESSAGE_STATUS_VALUES }).notNull().default("due"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("push_messages_due_idx").on(t.status, t.createdAt),
    check("push_messages_status_check", inList("status", PUSH_MESSAGE_STATUS_VALUES)),
    check("push_messages_topic_check", inList("topic", PUSH_TOPIC_VALUES)),
  ],
);
