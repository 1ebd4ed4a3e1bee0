import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { listings, premiumListings } from "../../server/schema.ts";

/**
 * The one writer of the `premium_listings` table: a listing put in the Premium places (paid for,
 * or granted by an administrator), ended by its refund, or by its time running out. Each change
 * is copied onto the listing's `promoted_until`, which browse puts first by (ADR 0053).
 */

const DAY_MS = 86_400_000;

/**
 * Copies onto each listing the end of its latest active promotion (null when none is left), in the
 * caller's transaction. Its `updated_at` stays: a promotion is no change of the car (saved-search
 * alerts and sitemaps read that date).
 */
async function syncPromotedUntil(listingIds: readonly string[], executor: Db): Promise<void> {
  if (listingIds.length === 0) return;
  const ids = [...new Set(listingIds)];
  // Each listing's row first: a promotion of the same listing committed meanwhile by another
  // transaction is then seen by the update, which reads as of its own start.
  await executor.select({ id: listings.id }).from(listings).where(inArray(listings.id, ids)).for("update");
  await executor
    .update(listings)
    .set({
      promotedUntil: sql`(select max(p.end_date) from premium_listings p where p.listing_id = listings.id and p.is_active)`,
      updatedAt: sql`updated_at`,
    })
    .where(inArray(listings.id, ids));
}

export interface Promotion {
  listingId: string;
  packageId: string;
  /** The listing's owner, who is promoted. */
  userId: string;
  /** The payment that bought it; none when an administrator granted it. */
  paymentId?: string;
  durationDays: number;
}

/** Promotes a listing from `now` for its package's days; given a transaction, only if that is kept. */
export async function promoteListing(promotion: Promotion, now: Date, executor: Db = db()): Promise<{ premiumId: string }> {
  const { durationDays, ...row } = promotion;
  const [premium] = await executor
    .insert(premiumListings)
    .values({ ...row, startDate: now, endDate: new Date(now.getTime() + durationDays * DAY_MS), isActive: true, createdAt: now })
    .returning({ id: premiumListings.id });
  if (!premium) throw new Error("insert returned no row");
  await syncPromotedUntil([promotion.listingId], executor);
  return { premiumId: premium.id };
}

/** The promotion a payment bought, or null. */
export async function promotionOfPayment(paymentId: string, executor: Db = db()): Promise<{ premiumId: string } | null> {
  const [done] = await executor.select({ id: premiumListings.id }).from(premiumListings).where(eq(premiumListings.paymentId, paymentId)).limit(1);
  return done ? { premiumId: done.id } : null;
}

/** A refunded payment's promotion ends now. */
export async function endPaidPromotion(paymentId: string, now: Date, executor: Db = db()): Promise<void> {
  const ended = await executor
    .update(premiumListings)
    .set({ isActive: false, endDate: now })
    .where(and(eq(premiumListings.paymentId, paymentId), eq(premiumListings.isActive, true)))
    .returning({ listingId: premiumListings.listingId });
  await syncPromotedUntil(
    ended.map((r) => r.listingId),
    executor,
  );
}

/** The scheduler: promotions whose time is over stop being active (pages already ignore them by their end date). */
export async function deactivateExpiredPromotions(now = new Date()): Promise<number> {
  const ended = await db()
    .update(premiumListings)
    .set({ isActive: false })
    .where(and(eq(premiumListings.isActive, true), lte(premiumListings.endDate, now)))
    .returning({ listingId: premiumListings.listingId });
  // Browse already leaves them out by their date; the copy is tidied so the index keeps only the live.
  await syncPromotedUntil(
    ended.map((r) => r.listingId),
    db(),
  );
  return ended.length;
}
