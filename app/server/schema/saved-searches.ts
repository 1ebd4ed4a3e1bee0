import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, inList } from "./columns.ts";
import { listings } from "./listings.ts";

export const ALERT_FREQUENCY_VALUES = ["immediate", "daily", "never"] as const;

/**
 * A member's saved browse search: the canonical /listings query (browse-query.ts) and the country
 * selected when it was saved (prices were typed in its currency, and it is the default country).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    name: text("name").notNull(),
    query: text("query").notNull(),
    countryCode: text("country_code").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCY_VALUES }).notNull().default("immediate"),
    /** When 'Voir les annonces' was last used: matches after it are "new". */
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    check("saved_searches_frequency_check", inList("frequency", ALERT_FREQUENCY_VALUES)),
    check("saved_searches_name_check", sql`char_length(name) between 1 and 120`),
  ],
);

/**
 * One row per saved search and listing it matched: its primary key is what makes an alert once
 * only, whichever job run or server finds the match first (INSERT … ON CONFLICT DO NOTHING).
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    searchId: uuid("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Set when a mail (immediate or the daily digest) has taken the match. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.listingId] }), index("saved_search_matches_unmailed_idx").on(t.searchId).where(sql`mailed_at is null`)],
);

/** How far the alert job has read the listings' `updated_at` (one row, name 'listings'). */
export const savedSearchScan = pgTable("saved_search_scan", {
  name: text("name").primaryKey(),
  scannedUntil: timestamp("scanned_until", { withTimezone: true }).notNull(),
  runs: integer("runs").notNull().default(0),
});
