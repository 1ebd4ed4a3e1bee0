import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listings, recentlyViewed } from "../../server/schema.ts";
import type { ListingSummary } from "../listings/listing.ts";
import { SUMMARY_COLUMNS } from "../listings/listings.server.ts";
import { RECENT_MAX } from "./recently-viewed.ts";

/** Only the newest RECENT_MAX rows of a member stay: the list is what they see, not a history. */
async function trim(userId: string): Promise<void> {
  const kept = db()
    .select({ listingId: recentlyViewed.listingId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.listingId))
    .limit(RECENT_MAX);
  await db()
    .delete(recentlyViewed)
    .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.listingId, kept)));
}

/**
 * Puts listings first in a member's list, the first of `ids` newest, each only if visitors may
 * see it; an earlier opening of the same listing is moved up, never doubled.
 */
async function remember(userId: string, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const at = (i: number) => new Date(now.getTime() - i).toISOString();
  const order = ids.map((id, i) => sql`(${id}::uuid, ${at(i)}::timestamptz)`);
  const rows = await db()
    .insert(recentlyViewed)
    .select(
      db()
        .select({ userId: sql<string>`${userId}`.as("user_id"), listingId: listings.id, viewedAt: sql<Date>`v.at`.as("viewed_at") })
        .from(listings)
        .innerJoin(sql`(values ${sql.join(order, sql`, `)}) as v(id, at)`, sql`v.id = ${listings.id}`)
        .where(LISTING_VISIBLE),
    )
    .onConflictDoUpdate({
      target: [recentlyViewed.userId, recentlyViewed.listingId],
      set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
    })
    .returning({ listingId: recentlyViewed.listingId });
  // Nothing added (ids of listings nobody may see): the list did not grow, nothing to trim.
  if (rows.length > 0) await trim(userId);
  return rows.length;
}

/** A member opened a listing's page (its view beacon): it goes first in their list. */
export async function recordRecentView(userId: string, listingId: unknown, now = new Date()): Promise<boolean> {
  if (!isUuid(listingId)) return false;
  return (await remember(userId, [listingId], now)) > 0;
}

/**
 * The list a browser kept while nobody was signed in, posted once after sign-in: merged into the
 * member's, newest first, keeping the later opening of a listing in both; malformed ids and
 * listings visitors cannot see are left out. Answers how many were kept.
 */
export async function mergeRecentViews(userId: string, deviceIds: readonly string[], now = new Date()): Promise<number> {
  const ids = [...new Set(deviceIds.filter(isUuid))].slice(0, RECENT_MAX);
  return remember(userId, ids, now);
}

/** A member's 'Récemment consultées', newest first: only listings still on offer (sold, hidden, deleted ones drop out). */
export async function recentListingsOf(userId: string): Promise<ListingSummary[]> {
  return db()
    .select(SUMMARY_COLUMNS)
    .from(recentlyViewed)
    .innerJoin(listings, eq(listings.id, recentlyViewed.listingId))
    .where(and(eq(recentlyViewed.userId, userId), LISTING_VISIBLE))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.listingId))
    .limit(RECENT_MAX);
}

/** The cards of a visitor's device list, in its order, only those still on offer. */
export async function recentCardsByIds(ids: readonly string[]): Promise<ListingSummary[]> {
  const wanted = ids.filter(isUuid).slice(0, RECENT_MAX);
  if (wanted.length === 0) return [];
  const rows = await db()
    .select(SUMMARY_COLUMNS)
    .from(listings)
    .where(and(inArray(listings.id, wanted), LISTING_VISIBLE));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** A deleted account's list, inside the deletion's transaction. */
export async function eraseRecentViewsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(recentlyViewed).where(eq(recentlyViewed.userId, userId));
}
