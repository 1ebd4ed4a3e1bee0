import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reviewerId: profileId("reviewer_id"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_listing_idx").on(t.listingId, t.createdAt.desc()),
    uniqueIndex("reviews_one_per_reviewer_idx").on(t.listingId, t.reviewerId),
    check("reviews_rating_check", sql`rating between 1 and 5`),
  ],
);
