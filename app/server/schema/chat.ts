import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    participant1Id: profileId("participant1_id"),
    participant2Id: profileId("participant2_id"),
    /** The listing the conversation is about; null once that listing is deleted (the messages stay). */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One conversation per pair of people and listing, whoever wrote first.
    uniqueIndex("conversations_pair_listing_idx").on(
      sql`least(${t.participant1Id}, ${t.participant2Id})`,
      sql`greatest(${t.participant1Id}, ${t.participant2Id})`,
      t.listingId,
    ),
    index("conversations_p1_idx").on(t.participant1Id, t.updatedAt.desc()),
    index("conversations_p2_idx").on(t.participant2Id, t.updatedAt.desc()),
    index("conversations_listing_idx").on(t.listingId),
    check("conversations_distinct_check", sql`participant1_id <> participant2_id`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: profileId("sender_id"),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    /** Announced to its offline recipient by mail: no second mail for the conversation until it is read. */
    mailed: boolean("mailed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("messages_unread_idx").on(t.conversationId).where(sql`is_read = false`),
    check("messages_content_check", sql`length(btrim(content)) > 0`),
  ],
);
