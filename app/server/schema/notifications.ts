import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, inList } from "./columns.ts";

/** The bell's messages to a member (a booking answered, a payment received, a warning). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull().default("info"),
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    check("notifications_type_check", inList("type", ["info", "warning", "booking", "message", "payment"])),
  ],
);
