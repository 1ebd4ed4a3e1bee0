import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";
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

export const OFFER_STATUS_VALUES = ["pending", "countered", "accepted", "refused", "withdrawn", "expired"] as const;
/** The statuses of an offer still waiting for an answer: at most one per buyer and listing. */
export const OPEN_OFFER = sql`status in ('pending', 'countered')`;

/**
 * A buyer's offer on a sale, negotiated in the conversation about it (issue 31). One row per
 * negotiation: `amount` is the proposal on the table (the buyer's, or the seller's counter), each
 * move is also a message of the conversation (messages.offer_id), which keeps the chain of amounts.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").notNull(),
    /** Always 'sale': with listing_id it is a foreign key to (listings.id, listings.kind). */
    listingKind: text("listing_kind", { enum: ["sale"] })
      .notNull()
      .default("sale"),
    buyerId: profileId("buyer_id"),
    sellerId: profileId("seller_id"),
    /** XOF. */
    amount: integer("amount").notNull(),
    status: text("status", { enum: OFFER_STATUS_VALUES }).notNull().default("pending"),
    /** The proposal on the table stands until then (72 h from its last move). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: "offers_listing_fk",
      columns: [t.listingId, t.listingKind],
      foreignColumns: [listings.id, listings.kind],
    }).onDelete("cascade"),
    // At most one open offer per buyer and listing, even when two arrive at once.
    uniqueIndex("offers_one_open_idx").on(t.listingId, t.buyerId).where(OPEN_OFFER),
    index("offers_conversation_idx").on(t.conversationId, t.createdAt.desc()),
    index("offers_listing_idx").on(t.listingId, t.status),
    index("offers_open_expiry_idx").on(t.expiresAt).where(OPEN_OFFER),
    check("offers_kind_check", sql`listing_kind = 'sale'`),
    check("offers_status_check", inList("status", OFFER_STATUS_VALUES)),
    check("offers_amount_check", sql`amount >= 1`),
    check("offers_not_self_check", sql`buyer_id <> seller_id`),
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
    /** The offer this message records a move of (shown as its card), if any. */
    offerId: uuid("offer_id").references(() => offers.id, { onDelete: "set null" }),
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
