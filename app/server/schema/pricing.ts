import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { listings } from "./listings.ts";

/**
 * A sale listing's price explanation as worded by the language model, written by the scheduler's
 * job (ADR 0026) so a page only reads it. `facts` are the numbers the text was written from: the
 * page shows the text only while its listing's evaluation still has those numbers, and its own
 * wording otherwise (a listing just posted or edited, or re-rated by a refit).
 */
export const priceTexts = pgTable(
  "price_texts",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    facts: text("facts").notNull(),
    text: text("text").notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("price_texts_text_check", sql`char_length(text) between 1 and 900`)],
);
