import { randomUUID } from "node:crypto";
import { db } from "../../../server/db.server.ts";
import { coupons, sandboxSubscriptions } from "../../../server/schema.ts";
import { installDefaultSettings } from "../../settings/app-settings.server.ts";
import { installDefaultSiteLimits } from "../../settings/site-limits.server.ts";
import { installDefaultPlans, proProductId } from "../../subscription/plans.server.ts";
import { recordSubscription } from "../../subscription/subscriptions.server.ts";
import { type Cast, DAY, type SeedContext } from "./context.ts";

/** The demo's promo code: 20 % off the first month of Pro (admins will manage codes from their panel). */
export const DEMO_PROMO_CODE = "BIENVENUE20";

/** The admin switches and limits, the two plans of a fresh install (values already saved are kept) and the demo's promo code. */
export async function seedSettings(): Promise<void> {
  await installDefaultSettings();
  await installDefaultSiteLimits();
  await installDefaultPlans();
  await db().insert(coupons).values({ name: DEMO_PROMO_CODE, duration: "once", percentOff: 20 }).onConflictDoNothing();
}

/**
 * The demo dealer subscribed to Pro with the sandbox payment provider: its listings carry the Pro
 * badge and lead "Plus récent". Recorded before it posts, as a real subscriber's would be.
 */
export async function seedProSubscription(ctx: SeedContext, cast: Cast): Promise<void> {
  const productId = await proProductId();
  if (!productId) throw new Error("demo seed: the Pro plan is not installed");
  // Held by the sandbox provider as a real provider would hold it, so that its portal can end it.
  const subscription = {
    id: `sbx_sub_${randomUUID()}`,
    customerId: cast.dealer.id,
    productId,
    status: "active",
    currentPeriodEnd: new Date(ctx.now + 21 * DAY),
  };
  await db().insert(sandboxSubscriptions).values(subscription);
  const { pro } = await recordSubscription(cast.dealer.id, {
    provider: "sandbox",
    providerSubscriptionId: subscription.id,
    providerCustomerId: subscription.customerId,
    productId,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
  });
  if (!pro) throw new Error("demo seed: the demo dealer's subscription does not give the Pro plan");
}
