import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { plans, rentalListings, saleListings, subscriptions } from "../../server/schema.ts";

/** Provider statuses under which a subscription still gives the Pro plan. */
export const PRO_STATUSES = ["active", "trialing"] as const;

/** A subscription row that gives the Pro plan now (used inside larger queries too). */
const givesPro = and(
  inArray(subscriptions.status, [...PRO_STATUSES]),
  or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
);

/**
 * Spec 001 §4: a user is on Pro only when subscribed and the product is the Pro plan's product;
 * a subscription past its period end no longer counts.
 */
export async function isPro(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.id, "pro"), eq(plans.productId, subscriptions.productId)))
    .where(and(eq(subscriptions.userId, userId), givesPro))
    .limit(1);
  return row !== undefined;
}

/**
 * Brings every listing's Pro flag in line with its owner's plan, for plans that ended (or began)
 * without a call to `syncSellerPro`, e.g. a period that ran out. Returns the rows changed.
 */
export async function syncAllSellerPro(): Promise<number> {
  const proOwner = (owner: typeof saleListings.sellerId | typeof rentalListings.ownerId) => sql`exists (
    select 1 from ${subscriptions}
    join ${plans} on ${plans.id} = 'pro' and ${plans.productId} = ${subscriptions.productId}
    where ${subscriptions.userId} = ${owner} and ${givesPro})`;
  const sales = await db()
    .update(saleListings)
    .set({ sellerPro: sql`not ${saleListings.sellerPro}` })
    .where(sql`${saleListings.sellerPro} <> ${proOwner(saleListings.sellerId)}`)
    .returning({ id: saleListings.id });
  const rentals = await db()
    .update(rentalListings)
    .set({ sellerPro: sql`not ${rentalListings.sellerPro}` })
    .where(sql`${rentalListings.sellerPro} <> ${proOwner(rentalListings.ownerId)}`)
    .returning({ id: rentalListings.id });
  return sales.length + rentals.length;
}

/** Copies the user's plan onto their listings, which browse sorts on ("Pro first"). */
export async function syncSellerPro(userId: string): Promise<boolean> {
  const pro = await isPro(userId);
  await db().update(saleListings).set({ sellerPro: pro }).where(eq(saleListings.sellerId, userId));
  await db().update(rentalListings).set({ sellerPro: pro }).where(eq(rentalListings.ownerId, userId));
  return pro;
}
