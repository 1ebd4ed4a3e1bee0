import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";

export const STOCK_IMPORT_SOURCE_VALUES = ["file", "feed"] as const;
/**
 * `preview`: read and checked, waiting for the dealer's go; `queued`: confirmed, waiting for a
 * server; `running`: a server holds it (until `lease_until`); `done` / `failed`: over, with its report.
 */
export const STOCK_IMPORT_STATUS_VALUES = ["preview", "queued", "running", "done", "failed"] as const;

/**
 * One import of a dealer's stock, from a file sent at /pro/import or a run of their feed, and the
 * counts its progress bar and report show. A server runs it in the background after claiming it
 * (`lease_until`), so one that dies mid-way leaves it to another, which goes on with the rows not
 * yet done (stock_import_rows).
 */
export const stockImports = pgTable(
  "stock_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    source: text("source", { enum: STOCK_IMPORT_SOURCE_VALUES }).notNull(),
    /** The file's name, or the feed's address. */
    origin: text("origin").notNull(),
    status: text("status", { enum: STOCK_IMPORT_STATUS_VALUES }).notNull().default("preview"),
    /** A full import: the dealer's listings with a reference missing from it are archived. */
    archiveMissing: boolean("archive_missing").notNull().default(false),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    archived: integer("archived").notNull().default(0),
    error: text("error"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_imports_user_idx").on(t.userId, t.createdAt.desc()),
    index("stock_imports_pending_idx").on(t.createdAt).where(sql`status in ('queued', 'running')`),
    check("stock_imports_source_check", inList("source", STOCK_IMPORT_SOURCE_VALUES)),
    check("stock_imports_status_check", inList("status", STOCK_IMPORT_STATUS_VALUES)),
  ],
);

export const STOCK_ROW_PLAN_VALUES = ["create", "update", "refuse"] as const;
export const STOCK_ROW_OUTCOME_VALUES = ["created", "updated", "unchanged", "refused"] as const;

/**
 * One row of an import: its cells as read (by French column name), what the preview said it would
 * do (`planned`), and, once run, what it came to (`outcome`, null while pending) and why a refusal
 * (`problems`: `{ column, message, value? }`). A row apart, so a run of 10 000 rows writes each once.
 */
export const stockImportRows = pgTable(
  "stock_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => stockImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    reference: text("reference"),
    cells: jsonb("cells").notNull(),
    planned: text("planned", { enum: STOCK_ROW_PLAN_VALUES }).notNull(),
    outcome: text("outcome", { enum: STOCK_ROW_OUTCOME_VALUES }),
    listingId: uuid("listing_id"),
    problems: jsonb("problems").notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index("stock_import_rows_pending_idx").on(t.importId, t.line).where(sql`outcome is null`),
    check("stock_import_rows_planned_check", inList("planned", STOCK_ROW_PLAN_VALUES)),
    check("stock_import_rows_outcome_check", inList("outcome", STOCK_ROW_OUTCOME_VALUES)),
  ],
);

/**
 * A dealer's feed: an address serving their stock (CSV, XLSX or JSON in the import's columns),
 * fetched every hour by one server. Three failures in a row pause it (`paused_at`) and tell the dealer.
 */
export const stockFeeds = pgTable(
  "stock_feeds",
  {
    userId: profileId("user_id").primaryKey(),
    url: text("url").notNull(),
    archiveMissing: boolean("archive_missing").notNull().default(false),
    failures: integer("failures").notNull().default(0),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastImportId: uuid("last_import_id").references(() => stockImports.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("stock_feeds_due_idx").on(t.lastRunAt).where(sql`paused_at is null`), check("stock_feeds_url_check", sql`char_length(url) <= 2000`)],
);

/**
 * A key of the public API (/api/v1), made at /pro/api: shown once, kept only as its SHA-256
 * (`secret_hash`; keys are 256 random bits, so a fast hash is enough) and its first characters
 * (`prefix`), to be recognised in the list. A revoked key answers 401 from then on.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_keys_secret_idx").on(t.secretHash),
    index("api_keys_user_idx").on(t.userId, t.createdAt.desc()),
    check("api_keys_name_check", sql`char_length(name) between 1 and 60`),
  ],
);
