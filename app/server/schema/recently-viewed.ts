import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { listings } from "./listings.ts";

/**
 * 'Récemment consultées' of a member: one row per listing they opened, the latest opening kept;
 * trimmed to the newest few on each write. A visitor's list stays on their device.
 */
export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    userId: profileId("user_id"),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index("recently_viewed_user_idx").on(t.userId, t.viewedAt.desc())],
);
