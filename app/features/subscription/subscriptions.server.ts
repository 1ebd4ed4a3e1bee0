import { and, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import type { PaymentProvider } from "../../server/payments/provider.ts";
import { subscriptions } from "../../server/schema.ts";
import { syncSellerPro } from "./pro-status.server.ts";

/** What the payment provider reports about one subscription (checkout completed, renewal, end). */
export interface ProviderSubscription {
  provider: string;
  /** The provider's id of the subscription: the same id updates the same record. */
  providerSubscriptionId: string;
  providerCustomerId?: string | null;
  productId: string;
  /** The provider's status (active, trialing, past_due, canceled…). */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd?: boolean;
}

/**
 * Records the provider's word on a user's subscription, then copies the resulting plan onto the
 * user's listings ("Pro first" in search). The provider is the authority: whether this makes the
 * user Pro is decided by `isPro` (right product, live status, period not over). Returns that.
 */
export async function recordSubscription(userId: string, s: ProviderSubscription): Promise<{ pro: boolean }> {
  const values = {
    provider: s.provider,
    providerCustomerId: s.providerCustomerId ?? null,
    productId: s.productId,
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
  };
  await db()
    .insert(subscriptions)
    .values({ userId, providerSubscriptionId: s.providerSubscriptionId, ...values })
    // Another user's record is never taken over by a provider id that collides.
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values, setWhere: eq(subscriptions.userId, userId) });
  return { pro: await syncSellerPro(userId) };
}

/**
 * A subscription's state, read from the provider, becomes our record (created, renewed, cancelled,
 * payment failed: whatever the provider says now). Its member is the one we know it by, or the
 * payer of the checkout that started it. Returns whether it was recorded.
 */
export async function applyProviderSubscription(provider: PaymentProvider, subscriptionId: string, payerId?: string): Promise<boolean> {
  const state = await provider.retrieveSubscription(subscriptionId);
  if (!state) return false;
  const [known] = await db()
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider.name), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  const userId = known?.userId ?? payerId;
  if (!userId || state.memberId !== userId) return false;
  await recordSubscription(userId, {
    provider: provider.name,
    providerSubscriptionId: state.id,
    providerCustomerId: state.customerId,
    productId: state.productId,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
  });
  return true;
}
