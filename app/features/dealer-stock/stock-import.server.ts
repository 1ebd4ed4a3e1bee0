import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { listings, stockImportRows, stockImports } from "../../server/schema.ts";
import { freeLimitApplies, listingCount } from "../listings/posting/listing-limit.server.ts";
import { FREE_LISTING_LIMIT } from "../subscription/plan-features.ts";
import { LIMIT_REACHED } from "../listings/posting/posting-rules.ts";
import { readStockSheet } from "./stock-sheet.server.ts";
import { checkFileRows } from "./stock-file-rows.ts";
import type { ImportRowLine, StockRowProblem } from "./stock-report.ts";

export const IMPORT_NOT_FOUND = /*i18n*/ "Import introuvable";
export const IMPORT_ALREADY_STARTED = /*i18n*/ "Cet import est déjà lancé";
export const IMPORT_NOTHING_TO_DO = /*i18n*/ "Aucune ligne de ce fichier ne peut être importée";

/** Rows written per statement: 10 000 rows in 20 statements, each well under the parameter limit. */
const INSERT_BATCH = 500;

export type ImportSource = { kind: "file"; fileName: string; contentType?: string } | { kind: "feed"; url: string };

export type PreviewResult = Result<{ importId: string }>;

/**
 * A stock file read and checked, row by row, without changing any listing: each row is planned to
 * create a listing, update the one with its reference, or be refused (the posting form's rules,
 * the free plan's cap as it stands). Kept as an import in `preview` until the dealer confirms it.
 */
export async function previewStockImport(userId: string, bytes: Uint8Array, source: ImportSource, archiveMissing: boolean): Promise<PreviewResult> {
  const sheet = readStockSheet(bytes, source.kind === "file" ? source.fileName : source.url, source.kind === "file" ? source.contentType : undefined);
  if (!sheet.ok) return { ok: false, error: sheet.error };
  const checked = checkFileRows(sheet.rows);
  const references = checked.flatMap((row) => (row.reference ? [row.reference] : []));
  const existing = await existingReferences(userId, references);

  let slots = (await freeLimitApplies(userId)) ? Math.max(0, FREE_LISTING_LIMIT - (await listingCount(db(), userId))) : Number.POSITIVE_INFINITY;
  const planned = checked.map((row) => {
    if (!row.ok || row.reference === null) return { ...row, planned: "refuse" as const };
    const known = existing.get(row.reference);
    if (known && known !== row.kind) return { ...row, planned: "refuse" as const, problems: [{ column: "type", message: KIND_CHANGED_IN_FILE }] };
    if (known) return { ...row, planned: "update" as const, problems: [] };
    if (slots <= 0) return { ...row, planned: "refuse" as const, problems: [{ column: null, message: LIMIT_REACHED }] };
    slots -= 1;
    return { ...row, planned: "create" as const, problems: [] };
  });

  const importId = await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(stockImports)
      .values({
        userId,
        source: source.kind,
        origin: source.kind === "file" ? source.fileName.slice(0, 200) : source.url,
        archiveMissing,
        total: planned.length,
      })
      .returning({ id: stockImports.id });
    if (!created) throw new Error("insert returned no row");
    for (let start = 0; start < planned.length; start += INSERT_BATCH) {
      await tx.insert(stockImportRows).values(
        planned.slice(start, start + INSERT_BATCH).map((row) => ({
          importId: created.id,
          line: row.line,
          reference: row.reference,
          cells: row.cells,
          planned: row.planned,
          problems: row.problems,
        })),
      );
    }
    return created.id;
  });
  return { ok: true, importId };
}

export const KIND_CHANGED_IN_FILE = /*i18n*/ "Cette référence est celle d'une annonce de l'autre type (vente ou location)";

/** The owner's live listings among `references`, by reference: their kind. */
async function existingReferences(userId: string, references: string[]): Promise<Map<string, "sale" | "rental">> {
  const found = new Map<string, "sale" | "rental">();
  for (let start = 0; start < references.length; start += INSERT_BATCH) {
    const rows = await db()
      .select({ reference: listings.dealerReference, kind: listings.kind })
      .from(listings)
      .where(and(eq(listings.ownerId, userId), isNull(listings.deletedAt), inArray(listings.dealerReference, references.slice(start, start + INSERT_BATCH))));
    for (const row of rows) if (row.reference) found.set(row.reference, row.kind);
  }
  return found;
}

/** The dealer's listings a full import would archive: live, with a reference, not among the import's rows. */
export function missingFromImport(userId: string, importId: string) {
  return and(
    eq(listings.ownerId, userId),
    isNull(listings.deletedAt),
    isNotNull(listings.dealerReference),
    sql`not exists (select 1 from ${stockImportRows} where ${stockImportRows.importId} = ${importId} and ${stockImportRows.reference} = ${listings.dealerReference})`,
  );
}

/** The dealer's go: the import waits for a server (it starts at once on this one). Only its owner's, once. */
export async function confirmStockImport(userId: string, importId: string, archiveMissing: boolean): Promise<Result> {
  if (!isUuid(importId)) return { ok: false, error: IMPORT_NOT_FOUND, code: "not-found" };
  const [queued] = await db()
    .update(stockImports)
    .set({ status: "queued", archiveMissing })
    .where(and(eq(stockImports.id, importId), eq(stockImports.userId, userId), eq(stockImports.status, "preview")))
    .returning({ id: stockImports.id });
  if (queued) return { ok: true };
  const [known] = await db()
    .select({ id: stockImports.id })
    .from(stockImports)
    .where(and(eq(stockImports.id, importId), eq(stockImports.userId, userId)));
  return known ? { ok: false, error: IMPORT_ALREADY_STARTED, code: "conflict" } : { ok: false, error: IMPORT_NOT_FOUND, code: "not-found" };
}

export type StockImport = typeof stockImports.$inferSelect;

/** One import of this dealer (null for anyone else's). */
export async function stockImportOf(userId: string, importId: string): Promise<StockImport | null> {
  if (!isUuid(importId)) return null;
  const [row] = await db()
    .select()
    .from(stockImports)
    .where(and(eq(stockImports.id, importId), eq(stockImports.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** How many listings a full import would archive, for its preview. */
export async function archiveCount(userId: string, importId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(missingFromImport(userId, importId), eq(listings.status, "active")));
  return row?.n ?? 0;
}

/** An import's rows in line order, for its preview and report (a page of them: a file may hold 10 000). */
export async function importRows(importId: string, options: { onlyProblems?: boolean; limit: number; offset?: number }): Promise<ImportRowLine[]> {
  const rows = await db()
    .select({
      line: stockImportRows.line,
      reference: stockImportRows.reference,
      planned: stockImportRows.planned,
      outcome: stockImportRows.outcome,
      listingId: stockImportRows.listingId,
      problems: stockImportRows.problems,
    })
    .from(stockImportRows)
    .where(and(eq(stockImportRows.importId, importId), options.onlyProblems ? sql`jsonb_array_length(${stockImportRows.problems}) > 0` : undefined))
    .orderBy(asc(stockImportRows.line))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({ ...row, problems: row.problems as StockRowProblem[] }));
}

/** What the preview counts: rows planned to create, update or be refused. */
export async function plannedCounts(importId: string): Promise<{ create: number; update: number; refuse: number }> {
  const rows = await db()
    .select({ planned: stockImportRows.planned, n: sql<number>`count(*)::int` })
    .from(stockImportRows)
    .where(eq(stockImportRows.importId, importId))
    .groupBy(stockImportRows.planned);
  const counts = { create: 0, update: 0, refuse: 0 };
  for (const row of rows) counts[row.planned] = row.n;
  return counts;
}

/** The dealer's latest imports, newest first. */
export async function recentImports(userId: string, limit = 10): Promise<StockImport[]> {
  return db().select().from(stockImports).where(eq(stockImports.userId, userId)).orderBy(desc(stockImports.createdAt)).limit(limit);
}
