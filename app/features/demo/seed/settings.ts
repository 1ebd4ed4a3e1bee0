import { randomUUID } from "node:crypto";
import { installDefaultSettings } from "../../settings/app-settings.server.ts";
import { installDefaultPlans, proProductId } from "../../subscription/plans.server.ts";
import { recordSubscription } from "../../subscription/subscriptions.server.ts";
import { type Cast, DAY, type SeedContext } from "./context.ts";

/** The admin switches and the two plans of a fresh install (values already saved are kept). */
export async function seedSettings(): Promise<void> {
  await installDefaultSettings();
  await installDefaultPlans();
}

/**
 * The demo dealer subscribed to Pro with the sandbox payment provider: its listings carry the Pro
 * badge and lead "Plus récent". Recorded before it posts, as a real subscriber's would be.
 */
export async function seedProSubscription(ctx: SeedContext, cast: Cast): Promise<void> {
  const productId = await proProductId();
  if (!productId) throw new Error("demo seed: the Pro plan is not installed");
  const { pro } = await recordSubscription(cast.dealer.id, {
    provider: "sandbox",
    providerSubscriptionId: `sandbox_sub_${randomUUID()}`,
    productId,
    status: "active",
    currentPeriodEnd: new Date(ctx.now + 21 * DAY),
  });
  if (!pro) throw new Error("demo seed: the demo dealer's subscription does not give the Pro plan");
}
