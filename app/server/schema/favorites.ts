import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";

export const favorites = pgTable(
  "favorites",
  {
    userId: profileId("user_id"),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index("favorites_listing_idx").on(t.listingId)],
);
