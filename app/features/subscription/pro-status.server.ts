import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { listings, plans, subscriptions } from "../../server/schema.ts";

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
  const proOwner = sql`exists (
    select 1 from ${subscriptions}
    join ${plans} on ${plans.id} = 'pro' and ${plans.productId} = ${subscriptions.productId}
    where ${subscriptions.userId} = ${listings.ownerId} and ${givesPro})`;
  const changed = await db()
    .update(listings)
    .set({ sellerPro: sql`not ${listings.sellerPro}` })
    .where(sql`${listings.sellerPro} <> ${proOwner}`)
    .returning({ id: listings.id });
  return changed.length;
}

/** Copies the user's plan onto their listings, which browse sorts on ("Pro first"). */
export async function syncSellerPro(userId: string): Promise<boolean> {
  const pro = await isPro(userId);
  await db().update(listings).set({ sellerPro: pro }).where(eq(listings.ownerId, userId));
  return pro;
}
