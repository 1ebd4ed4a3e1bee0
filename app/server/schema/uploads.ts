import { index, pgTable, text } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/**
 * Photos stored for a listing form that is not saved yet (a refused submit keeps them). A row
 * leaves when a listing takes the photo; rows left behind are swept with their files.
 */
export const uploadDrafts = pgTable(
  "upload_drafts",
  {
    prefix: text("prefix").primaryKey(),
    userId: profileId("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("upload_drafts_created_idx").on(t.createdAt)],
);
