import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { stockImportRows, stockImports } from "../../server/schema.ts";
import { listingPagesChanged } from "../listing-pages/listing-pages.server.ts";
import { moveListings } from "../listings/listing-status.server.ts";
import { dealerAccess } from "./dealer-access.server.ts";
import { rowStockInput } from "./stock-file-rows.ts";
import { saveStockListing } from "./stock-listing.server.ts";
import { type StockImport, missingFromImport } from "./stock-import.server.ts";
import type { StockRowProblem } from "./stock-report.ts";
import { columnOfField } from "./stock-columns.ts";

export const IMPORT_INTERRUPTED = /*i18n*/ "L'import s'est interrompu : les lignes déjà traitées sont enregistrées, renvoyez le fichier pour le reste.";

/** How long a server holds an import between two batches: past it, another server takes it over. */
const LEASE_SECONDS = 300;
/**
 * Rows taken per batch, and how many of them are saved at once: two, so that a dealer's server slow
 * to answer does not hold the run, while the photos' encoding leaves the machine's other core to
 * the visitors browsing meanwhile.
 */
const BATCH_ROWS = 16;
const ROWS_AT_ONCE = 2;

type Outcome = "created" | "updated" | "unchanged" | "refused";

/** The oldest import waiting (or whose server stopped renewing its lease), claimed for this server. */
async function claimImport(): Promise<StockImport | null> {
  return db().transaction(async (tx) => {
    const [next] = await tx
      .select({ id: stockImports.id })
      .from(stockImports)
      .where(or(eq(stockImports.status, "queued"), and(eq(stockImports.status, "running"), lt(stockImports.leaseUntil, sql`now()`))))
      .orderBy(asc(stockImports.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(stockImports)
      .set({ status: "running", leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, startedAt: sql`coalesce(${stockImports.startedAt}, now())` })
      .where(eq(stockImports.id, next.id))
      .returning();
    return claimed ?? null;
  });
}

/** One row applied: its listing saved through the same function as the API's, or its refusal kept. */
async function applyRow(userId: string, row: { line: number; cells: unknown; planned: string; problems: unknown }) {
  if (row.planned === "refuse") return { outcome: "refused" as Outcome, problems: row.problems as StockRowProblem[], listingId: null };
  const input = rowStockInput(row.line, row.cells);
  if (!input.ok) return { outcome: "refused" as Outcome, problems: input.problems, listingId: null };
  const saved = await saveStockListing(userId, input.input);
  if (saved.ok) return { outcome: saved.outcome as Outcome, problems: [], listingId: saved.id };
  const problems = saved.problems.map((p) => ({ column: p.field === null ? null : (columnOfField(p.field) ?? p.field), message: p.message, value: p.value }));
  return { outcome: "refused" as Outcome, problems, listingId: null };
}

async function runBatch(imported: StockImport): Promise<number> {
  const pending = await db()
    .select({ line: stockImportRows.line, cells: stockImportRows.cells, planned: stockImportRows.planned, problems: stockImportRows.problems })
    .from(stockImportRows)
    .where(and(eq(stockImportRows.importId, imported.id), isNull(stockImportRows.outcome)))
    .orderBy(asc(stockImportRows.line))
    .limit(BATCH_ROWS);
  const counts: Record<Outcome, number> = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (let start = 0; start < pending.length; start += ROWS_AT_ONCE) {
    const slice = pending.slice(start, start + ROWS_AT_ONCE);
    const applied = await Promise.all(slice.map((row) => applyRow(imported.userId, row)));
    for (const [i, result] of applied.entries()) {
      counts[result.outcome] += 1;
      await db()
        .update(stockImportRows)
        .set({ outcome: result.outcome, listingId: result.listingId, problems: result.problems })
        .where(and(eq(stockImportRows.importId, imported.id), eq(stockImportRows.line, slice[i]?.line ?? -1)));
    }
  }
  if (pending.length > 0) {
    await db()
      .update(stockImports)
      .set({
        processed: sql`${stockImports.processed} + ${pending.length}`,
        created: sql`${stockImports.created} + ${counts.created}`,
        updated: sql`${stockImports.updated} + ${counts.updated + counts.unchanged}`,
        refused: sql`${stockImports.refused} + ${counts.refused}`,
        leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(eq(stockImports.id, imported.id));
  }
  return pending.length;
}

async function finish(imported: StockImport, status: "done" | "failed", error: string | null, archived = 0): Promise<void> {
  await db().update(stockImports).set({ status, error, archived, finishedAt: new Date(), leaseUntil: null }).where(eq(stockImports.id, imported.id));
}

/** One import run to its end: its rows in line order, then (a full import) the listings it no longer holds archived. */
export async function runStockImport(imported: StockImport): Promise<void> {
  const access = await dealerAccess(imported.userId);
  if (!access.ok) return finish(imported, "failed", access.error);
  while ((await runBatch(imported)) > 0) {
    // Each batch renews the lease; a server stopped mid-way leaves the rest to the next claim.
  }
  let archived = 0;
  if (imported.archiveMissing) {
    const moved = await moveListings("archive", "owner", missingFromImport(imported.userId, imported.id), { set: { postedCardOpen: false } });
    if (moved.length > 0) await listingPagesChanged(moved);
    archived = moved.length;
  }
  await finish(imported, "done", null, archived);
  log.info("stock_import.done", { importId: imported.id, userId: imported.userId, archived });
}

/** Every import waiting, run one after another by this server; returns how many were run. */
export async function runPendingImports(): Promise<number> {
  let ran = 0;
  for (let claimed = await claimImport(); claimed; claimed = await claimImport()) {
    try {
      await runStockImport(claimed);
    } catch (error) {
      log.error("stock_import.failed", { error, importId: claimed.id });
      await finish(claimed, "failed", IMPORT_INTERRUPTED);
    }
    ran += 1;
  }
  return ran;
}
