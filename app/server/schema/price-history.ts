import { index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { profileId } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";

/** Each change of a listing's price (XOF), from the day this table exists: the page's history and the drop alerts. */
export const listingPriceChanges = pgTable(
  "listing_price_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price").notNull(),
    newPrice: integer("new_price").notNull(),
    changedAt: createdAt(),
    /** Set when the drop alert job took this change (drops only): each drop is told once. */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (t) => [
    index("listing_price_changes_listing_idx").on(t.listingId, t.changedAt),
    index("listing_price_changes_unalerted_idx").on(t.changedAt).where(sql`alerted_at is null and new_price < old_price`),
  ],
);

/** Members who turned price-drop mails off by their mail's signed link. */
export const priceAlertOptOuts = pgTable(
  "price_alert_opt_outs",
  {
    userId: profileId("user_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
