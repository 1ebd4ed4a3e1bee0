import { and, eq, lte } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { premiumListings } from "../../server/schema.ts";

/**
 * The one writer of the `premium_listings` table: a listing put in the Premium places (paid for,
 * or granted by an administrator), ended by its refund, or by its time running out.
 */

const DAY_MS = 86_400_000;

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
  return { premiumId: premium.id };
}

/** The promotion a payment bought, or null. */
export async function promotionOfPayment(paymentId: string, executor: Db = db()): Promise<{ premiumId: string } | null> {
  const [done] = await executor.select({ id: premiumListings.id }).from(premiumListings).where(eq(premiumListings.paymentId, paymentId)).limit(1);
  return done ? { premiumId: done.id } : null;
}

/** A refunded payment's promotion ends now. */
export async function endPaidPromotion(paymentId: string, now: Date, executor: Db = db()): Promise<void> {
  await executor
    .update(premiumListings)
    .set({ isActive: false, endDate: now })
    .where(and(eq(premiumListings.paymentId, paymentId), eq(premiumListings.isActive, true)));
}

/** The scheduler: promotions whose time is over stop being active (pages already ignore them by their end date). */
export async function deactivateExpiredPromotions(now = new Date()): Promise<number> {
  const ended = await db()
    .update(premiumListings)
    .set({ isActive: false })
    .where(and(eq(premiumListings.isActive, true), lte(premiumListings.endDate, now)))
    .returning({ id: premiumListings.id });
  return ended.length;
}
