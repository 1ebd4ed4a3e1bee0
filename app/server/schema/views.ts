import { date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { listings } from "./listings.ts";

/**
 * One row per visitor, listing and day a detail page was seen (the dashboard's views). The visitor
 * is a member id, or for a visitor without an account a keyed hash of their visitor cookie's id
 * and that day (ADR 0016): never the cookie nor the address.
 */
export const listingViews = pgTable(
  "listing_views",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.visitor] }), index("listing_views_day_idx").on(t.day)],
);
