/** The paid plan's id (the `plans` row whose provider product makes a member Pro). */
export const PRO_PLAN_ID = "pro";

/** Provider statuses under which a subscription still gives its plan. */
export const PRO_STATUSES: readonly string[] = ["active", "trialing"];

/** A subscription as we hold it. */
export interface SubscriptionFacts {
  status: string;
  productId: string;
  currentPeriodEnd: Date | null;
}

/** Spec 000 §4 (check-subscription): what the browser knows of the member's subscription. */
export interface SubscriptionStatus {
  subscribed: boolean;
  productId: string;
  /** ISO date the paid period ends (and renews), or null. */
  subscriptionEnd: string | null;
}

/** Not subscribed, product 'free': the default, and the fallback when the status cannot be read. */
export const FREE_STATUS: SubscriptionStatus = { subscribed: false, productId: "free", subscriptionEnd: null };

/** A live subscription: a status that gives the plan, and a paid period not over. */
export function isLive(s: SubscriptionFacts, now: Date): boolean {
  return PRO_STATUSES.includes(s.status) && (s.currentPeriodEnd === null || s.currentPeriodEnd > now);
}

/**
 * The member's status from their subscriptions: the live one to the Pro plan's product if any (so
 * that `isProStatus` holds whenever such a subscription lives), else the live one that runs
 * longest, else free.
 */
export function subscriptionStatusOf(rows: readonly SubscriptionFacts[], proProductId: string | null, now: Date): SubscriptionStatus {
  const live = rows.filter((s) => isLive(s, now));
  const candidates = live.some((s) => s.productId === proProductId) ? live.filter((s) => s.productId === proProductId) : live;
  if (candidates.length === 0) return FREE_STATUS;
  const end = (s: SubscriptionFacts) => s.currentPeriodEnd?.getTime() ?? Infinity;
  const longest = candidates.reduce((a, b) => (end(a) >= end(b) ? a : b));
  return { subscribed: true, productId: longest.productId, subscriptionEnd: longest.currentPeriodEnd?.toISOString() ?? null };
}

/** Spec 001 §4: Pro only when subscribed and the product is the Pro plan's product. */
export function isProStatus(status: SubscriptionStatus, proProductId: string | null): boolean {
  return status.subscribed && proProductId !== null && status.productId === proProductId;
}
