import { and, asc, desc, eq, inArray, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { env } from "../../server/env.server.ts";
import { log } from "../../server/log.server.ts";
import { isPublicAddress, safeFetch, safeFetchMessage } from "../../server/safe-fetch.server.ts";
import { stockFeeds, stockImports } from "../../server/schema.ts";
import { dealerAccess } from "./dealer-access.server.ts";
import { tellFeedPaused } from "./feed-mail.server.ts";
import {
  checkFeedUrl,
  FEED_INTENTS,
  FEED_MAX_FAILURES,
  FEED_PERIOD_MS,
  type FeedActionResult,
  type FeedFormValues,
  type StockFeedView,
} from "./stock-feed-rules.ts";
import { confirmStockImport, previewStockImport, stockImportOf } from "./stock-import.server.ts";
import { runPendingImports } from "./stock-import-run.server.ts";
import { MAX_STOCK_FILE_BYTES } from "./stock-sheet.server.ts";

export const FEED_SAVED = /*i18n*/ "Flux enregistré : il est lu toutes les heures.";
export const FEED_RESUMED = /*i18n*/ "Flux repris : il sera lu dans les prochaines minutes.";
export const FEED_REMOVED = /*i18n*/ "Flux supprimé : vos annonces restent en ligne.";
export const FEED_NOT_FOUND = /*i18n*/ "Aucun flux enregistré";
export const FEED_UNKNOWN_INTENT = /*i18n*/ "Action inconnue : rechargez la page et réessayez.";
export const FEED_RUN_BROKE = /*i18n*/ "Le flux n'a pas pu être traité à cause d'une erreur de notre côté : il sera relu dans une heure.";
export const FEED_EMPTY = /*i18n*/ "Le flux ne contient aucune annonce : rien n'a été changé";

/** Feeds taken by one run of the job at most; the rest wait for the next (every 5 minutes). */
const FEEDS_PER_RUN = 50;
const FEED_FETCH_TIMEOUT_MS = 60_000;
/** A feed's imports kept for their reports (the newest; a running one is never removed): one a run, every hour. */
const FEED_IMPORTS_KEPT = 10;

const FEED_TYPES = new Set([
  "text/csv",
  "text/plain",
  "application/json",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
  "application/octet-stream",
  // No type at all: a binary of unknown type, as octet-stream (RFC 9110 §8.3); the bytes decide the format.
  "",
]);

type Feed = typeof stockFeeds.$inferSelect;

/** The dealer's feed set (or its address changed): un-paused, its failures forgotten; a new address is read within minutes. */
export async function saveFeed(userId: string, input: FeedFormValues): Promise<Result<{ url: string }>> {
  const access = await dealerAccess(userId);
  if (!access.ok) return { ok: false, error: access.error, code: access.code };
  const checked = checkFeedUrl(input.url, { isPublicIp: isPublicAddress, allowedPrivateHosts: env().FETCH_ALLOWED_PRIVATE_HOSTS });
  if (!checked.ok) return { ok: false, error: checked.error, field: "url" };
  await db()
    .insert(stockFeeds)
    .values({ userId, url: checked.url, archiveMissing: input.archiveMissing })
    .onConflictDoUpdate({
      target: stockFeeds.userId,
      set: {
        url: checked.url,
        archiveMissing: input.archiveMissing,
        failures: 0,
        pausedAt: null,
        lastError: null,
        // Same address running well: its hourly rhythm stays. A new, failing or paused one is due at once.
        lastRunAt: sql`case when ${stockFeeds.url} = excluded.url and ${stockFeeds.pausedAt} is null and ${stockFeeds.failures} = 0 then ${stockFeeds.lastRunAt} else null end`,
      },
    });
  return { ok: true, url: checked.url };
}

/** The feed stopped for good; the listings it brought stay as they are. */
export async function removeFeed(userId: string): Promise<Result> {
  const removed = await db().delete(stockFeeds).where(eq(stockFeeds.userId, userId)).returning({ userId: stockFeeds.userId });
  return removed.length > 0 ? { ok: true } : { ok: false, error: FEED_NOT_FOUND, code: "not-found" };
}

/** A paused feed (or one failing) started afresh: failures forgotten, read within minutes. */
export async function resumeFeed(userId: string): Promise<Result> {
  const access = await dealerAccess(userId);
  if (!access.ok) return { ok: false, error: access.error, code: access.code };
  const resumed = await db()
    .update(stockFeeds)
    .set({ pausedAt: null, failures: 0, lastError: null, lastRunAt: null })
    .where(eq(stockFeeds.userId, userId))
    .returning({ userId: stockFeeds.userId });
  return resumed.length > 0 ? { ok: true } : { ok: false, error: FEED_NOT_FOUND, code: "not-found" };
}

/** The dealer's feed as its panel shows it, with the report of its last import; null when none is set. */
export async function feedOf(userId: string): Promise<StockFeedView | null> {
  const [row] = await db()
    .select({ feed: stockFeeds, lastImport: stockImports })
    .from(stockFeeds)
    .leftJoin(stockImports, eq(stockImports.id, stockFeeds.lastImportId))
    .where(eq(stockFeeds.userId, userId))
    .limit(1);
  if (!row) return null;
  const { feed, lastImport } = row;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    url: feed.url,
    archiveMissing: feed.archiveMissing,
    failures: feed.failures,
    pausedAt: iso(feed.pausedAt),
    lastRunAt: iso(feed.lastRunAt),
    lastError: feed.lastError,
    lastImport: lastImport && {
      id: lastImport.id,
      status: lastImport.status,
      total: lastImport.total,
      processed: lastImport.processed,
      created: lastImport.created,
      updated: lastImport.updated,
      refused: lastImport.refused,
      archived: lastImport.archived,
      error: lastImport.error,
      finishedAt: iso(lastImport.finishedAt),
    },
  };
}

const dueAt = (now: Date) =>
  and(isNull(stockFeeds.pausedAt), or(isNull(stockFeeds.lastRunAt), lte(stockFeeds.lastRunAt, new Date(now.getTime() - FEED_PERIOD_MS))));

/**
 * The feed taken for this run if it is still due: the one conditional UPDATE decides between
 * servers (the second waits for the first's row, then finds it no longer due).
 */
async function claimFeed(userId: string, now: Date): Promise<Feed | null> {
  const [claimed] = await db()
    .update(stockFeeds)
    .set({ lastRunAt: now })
    .where(and(eq(stockFeeds.userId, userId), dueAt(now)))
    .returning();
  return claimed ?? null;
}

/** The feed's file fetched, read and checked, and its import queued; or why not (French). */
async function importFeed(feed: Feed): Promise<Result<{ importId: string }>> {
  const access = await dealerAccess(feed.userId);
  if (!access.ok) return { ok: false, error: access.error };
  const fetched = await safeFetch(feed.url, { maxBytes: MAX_STOCK_FILE_BYTES, timeoutMs: FEED_FETCH_TIMEOUT_MS, accept: (type) => FEED_TYPES.has(type) });
  if (!fetched.ok) return { ok: false, error: safeFetchMessage(fetched) };
  const preview = await previewStockImport(feed.userId, fetched.bytes, { kind: "feed", url: feed.url }, feed.archiveMissing);
  if (!preview.ok) return preview;
  // A header and nothing else is a dealer's server that broke, not a stock sold out: run as a full
  // import it would archive every listing.
  if ((await stockImportOf(feed.userId, preview.importId))?.total === 0) {
    await db().delete(stockImports).where(eq(stockImports.id, preview.importId));
    return { ok: false, error: FEED_EMPTY };
  }
  const confirmed = await confirmStockImport(feed.userId, preview.importId, feed.archiveMissing);
  if (!confirmed.ok) return confirmed;
  return { ok: true, importId: preview.importId };
}

/** A run that read the file, whatever its rows came to (a row refused is the report's business). */
async function recordSuccess(feed: Feed, importId: string): Promise<void> {
  await db().update(stockFeeds).set({ failures: 0, lastError: null, lastImportId: importId }).where(eq(stockFeeds.userId, feed.userId));
  const kept = db()
    .select({ id: stockImports.id })
    .from(stockImports)
    .where(and(eq(stockImports.userId, feed.userId), eq(stockImports.source, "feed")))
    .orderBy(desc(stockImports.createdAt))
    .limit(FEED_IMPORTS_KEPT);
  await db()
    .delete(stockImports)
    .where(
      and(
        eq(stockImports.userId, feed.userId),
        eq(stockImports.source, "feed"),
        inArray(stockImports.status, ["preview", "done", "failed"]),
        notInArray(stockImports.id, kept),
      ),
    );
}

/** One more failure in a row; the third pauses the feed and tells the dealer. Not counted if the address changed meanwhile. */
async function recordFailure(feed: Feed, error: string, now: Date): Promise<void> {
  const [failed] = await db()
    .update(stockFeeds)
    .set({
      failures: sql`${stockFeeds.failures} + 1`,
      lastError: error,
      pausedAt: sql`case when ${stockFeeds.failures} + 1 >= ${FEED_MAX_FAILURES} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(stockFeeds.userId, feed.userId), eq(stockFeeds.url, feed.url), isNull(stockFeeds.pausedAt)))
    .returning({ pausedAt: stockFeeds.pausedAt });
  if (failed?.pausedAt) {
    log.info("stock_feed.paused", { userId: feed.userId, error });
    await tellFeedPaused(feed.userId, error);
  }
}

/** Whether the feed's last import is still being applied: a second one at once would race it for the same references. */
async function lastImportUnderWay(feed: Feed): Promise<boolean> {
  if (!feed.lastImportId) return false;
  const [last] = await db()
    .select({ id: stockImports.id })
    .from(stockImports)
    .where(and(eq(stockImports.id, feed.lastImportId), inArray(stockImports.status, ["queued", "running"])));
  return last !== undefined;
}

/** One feed claimed for this run: read and queued, or its failure counted. False when it was left for the next hour. */
async function runFeed(feed: Feed, now: Date): Promise<boolean> {
  if (await lastImportUnderWay(feed)) {
    log.info("stock_feed.previous_import_under_way", { userId: feed.userId, importId: feed.lastImportId });
    return false;
  }
  let outcome: Result<{ importId: string }>;
  try {
    outcome = await importFeed(feed);
  } catch (error) {
    // Our fault, not the dealer's: said on the panel, not counted towards the pause.
    log.error("stock_feed.run_failed", { userId: feed.userId, error });
    await db().update(stockFeeds).set({ lastError: FEED_RUN_BROKE }).where(eq(stockFeeds.userId, feed.userId));
    return true;
  }
  if (outcome.ok) await recordSuccess(feed, outcome.importId);
  else await recordFailure(feed, outcome.error, now);
  return true;
}

/**
 * The `stock-feeds` job (every 5 minutes): each feed whose last run is an hour old (the oldest
 * first) is claimed, fetched and queued as an import, then the imports queued run on this server.
 * A feed whose last import is still under way waits for the next hour. Returns how many feeds were run.
 */
export async function runDueFeeds(now = new Date()): Promise<number> {
  const due = await db()
    .select({ userId: stockFeeds.userId })
    .from(stockFeeds)
    .where(dueAt(now))
    .orderBy(sql`${stockFeeds.lastRunAt} asc nulls first`, asc(stockFeeds.createdAt))
    .limit(FEEDS_PER_RUN);
  let ran = 0;
  for (const { userId } of due) {
    const feed = await claimFeed(userId, now);
    if (!feed) continue;
    try {
      if (await runFeed(feed, now)) ran += 1;
    } catch (error) {
      // One dealer's trouble (a mail that would not go) does not hold up the others'.
      log.error("stock_feed.record_failed", { userId, error });
    }
  }
  if (ran > 0) await runPendingImports();
  return ran;
}

const formText = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The panel's forms (intent feed-save, feed-resume, feed-remove), for the /pro/import route's action. */
export async function feedAction(userId: string, form: FormData): Promise<FeedActionResult> {
  // What was typed comes back with a refusal; a hostile megabyte does not.
  const values: FeedFormValues = { url: formText(form.get("url")).slice(0, 10_000), archiveMissing: form.get("archiveMissing") === "on" };
  const intent = form.get("intent");
  if (intent === FEED_INTENTS.save) {
    const saved = await saveFeed(userId, values);
    return saved.ok ? { ok: true, intent, message: FEED_SAVED } : { ok: false, intent, error: saved.error, values };
  }
  if (intent === FEED_INTENTS.resume || intent === FEED_INTENTS.remove) {
    const done = intent === FEED_INTENTS.resume ? await resumeFeed(userId) : await removeFeed(userId);
    if (!done.ok) return { ok: false, intent, error: done.error, values };
    return { ok: true, intent, message: intent === FEED_INTENTS.resume ? FEED_RESUMED : FEED_REMOVED };
  }
  return { ok: false, intent: null, error: FEED_UNKNOWN_INTENT, values };
}
