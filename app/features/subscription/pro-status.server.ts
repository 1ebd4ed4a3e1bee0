import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { plans, rentalListings, saleListings, subscriptions } from "../../server/schema.ts";

/** Provider statuses under which a subscription still gives the Pro plan. */
export const PRO_STATUSES = ["active", "trialing"] as const;

/**
 * Spec 001 §4: a user is on Pro only when subscribed and the product is the Pro plan's product;
 * a subscription past its period end no longer counts.
 */
export async function isPro(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.id, "pro"), eq(plans.productId, subscriptions.productId)))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...PRO_STATUSES]),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Copies the user's plan onto their listings, which browse sorts on ("Pro first"). */
export async function syncSellerPro(userId: string): Promise<boolean> {
  const pro = await isPro(userId);
  await db().update(saleListings).set({ sellerPro: pro }).where(eq(saleListings.sellerId, userId));
  await db().update(rentalListings).set({ sellerPro: pro }).where(eq(rentalListings.ownerId, userId));
  return pro;
}
