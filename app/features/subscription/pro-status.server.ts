import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { listings, plans, subscriptions } from "../../server/schema.ts";
import { PRO_PLAN_ID, PRO_STATUSES, type SubscriptionStatus, isProStatus, subscriptionStatusOf } from "./pro-rule.ts";

/** `isLive` of pro-rule.ts as SQL, for the one update that works on every listing at once. */
const givesPro = and(
  inArray(subscriptions.status, [...PRO_STATUSES]),
  or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
);

/** The member's subscription status (spec 000 §4) and whether it makes them Pro, in one query. */
export async function subscriptionOf(userId: string, now = new Date()): Promise<SubscriptionStatus & { pro: boolean }> {
  return subscriptionFrom(await subscriptionFactsQuery(userId), now);
}

/**
 * What `subscriptionFrom` reads, as a query not yet run: the Pro plan's product and, one row each, the
 * member's subscriptions (none: one row of nulls). The shell reads it with its badges.
 */
export function subscriptionFactsQuery(userId: string) {
  return db()
    .select({
      proProduct: sql<string>`${plans.productId}`.as("pro_product"),
      status: subscriptions.status,
      productId: subscriptions.productId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(plans)
    .leftJoin(subscriptions, eq(subscriptions.userId, userId))
    .where(eq(plans.id, PRO_PLAN_ID));
}

type SubscriptionFactsRow = Awaited<ReturnType<typeof subscriptionFactsQuery>>[number];

/** The status and Pro flag from the rows of `subscriptionFactsQuery`. */
export function subscriptionFrom(rows: readonly SubscriptionFactsRow[], now = new Date()): SubscriptionStatus & { pro: boolean } {
  const proProduct = rows[0]?.proProduct ?? null;
  const held = rows.flatMap((r) => (r.status && r.productId ? [{ status: r.status, productId: r.productId, currentPeriodEnd: r.currentPeriodEnd }] : []));
  const status = subscriptionStatusOf(held, proProduct, now);
  return { ...status, pro: isProStatus(status, proProduct) };
}

/** Spec 001 §4: Pro only when subscribed to the Pro plan's product, its period not over. */
export async function isPro(userId: string): Promise<boolean> {
  return (await subscriptionOf(userId)).pro;
}

/**
 * Brings every listing's Pro flag in line with its owner's plan, for plans that ended (or began)
 * without a call to `syncSellerPro`, e.g. a period that ran out. Returns the rows changed.
 */
export async function syncAllSellerPro(): Promise<number> {
  const proOwner = sql`exists (
    select 1 from ${subscriptions}
    join ${plans} on ${plans.id} = ${PRO_PLAN_ID} and ${plans.productId} = ${subscriptions.productId}
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
