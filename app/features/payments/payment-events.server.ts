import { and, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { providerNamed } from "../../server/payments/payment-provider.server.ts";
import type { PaymentProvider, ProviderEvent } from "../../server/payments/provider.ts";
import { listings, paymentEvents, payments, subscriptions } from "../../server/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import { fulfilPromotion } from "../promotion/promotion.server.ts";
import { recordSubscription } from "../subscription/subscriptions.server.ts";

export type EventOutcome = "applied" | "already-applied" | "ignored";

/**
 * A provider's news (its webhook, or the sandbox's pages): recorded by its id and applied once.
 * The event only says "look": the checkout or subscription is read back from the provider, and a
 * payment is fulfilled only when the provider holds it paid for the amount we asked.
 */
export async function handlePaymentEvent(providerName: string, event: ProviderEvent, now = new Date()): Promise<EventOutcome> {
  const provider = providerNamed(providerName);
  if (!provider) return "ignored";
  const recorded = await db()
    .insert(paymentEvents)
    .values({ id: event.id, provider: providerName, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (recorded.length === 0) return "already-applied";
  try {
    if (event.checkoutId) return await checkoutEvent(provider, event.checkoutId, now);
    if (event.subscriptionId) return await subscriptionEvent(provider, event.subscriptionId);
    return "ignored";
  } catch (error) {
    // Not applied (the provider did not answer, the database failed): forgotten, so that the
    // provider's next delivery of the same event is applied.
    await db().delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
}

async function checkoutEvent(provider: PaymentProvider, checkoutId: string, now: Date): Promise<EventOutcome> {
  const state = await provider.retrieveCheckout(checkoutId);
  const [payment] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerSessionId, checkoutId)));
  if (!state || !payment || state.reference !== payment.id) {
    log.warn("payment_event.unknown_checkout", { provider: provider.name, checkoutId });
    return "ignored";
  }
  if (state.status === "cancelled") {
    await db().update(payments).set({ status: "cancelled" }).where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
    return "applied";
  }
  if (state.status !== "paid" || state.amount !== payment.amount) return "ignored";
  if (payment.status === "paid") return "already-applied";
  if (payment.kind === "subscription") {
    if (!state.subscriptionId) return "ignored";
    await db().update(payments).set({ status: "paid", completedAt: now }).where(eq(payments.id, payment.id));
    const outcome = await subscriptionEvent(provider, state.subscriptionId, payment.userId);
    if (outcome === "applied") {
      await notify(payment.userId, { title: "Abonnement activé !", message: "Votre plan Pro est maintenant actif.", type: "payment", link: "/subscription" });
    }
    return outcome;
  }
  const fulfilled = await fulfilPromotion(checkoutId, { now });
  if (!fulfilled.ok) return "ignored";
  const [listing] = payment.listingId
    ? await db().select({ brand: listings.brand, model: listings.model }).from(listings).where(eq(listings.id, payment.listingId))
    : [];
  await notify(payment.userId, {
    title: "Annonce promue",
    message: listing ? `Votre ${listing.brand} ${listing.model} est maintenant en tête des résultats.` : "Votre annonce est maintenant en tête des résultats.",
    type: "payment",
    link: "/dashboard",
  });
  return "applied";
}

/**
 * A subscription's state, read from the provider, becomes our record (created, renewed, cancelled,
 * payment failed: whatever the provider says now). Its member is the one we know it by, or the
 * payer of the checkout that started it.
 */
async function subscriptionEvent(provider: PaymentProvider, subscriptionId: string, payerId?: string): Promise<EventOutcome> {
  const state = await provider.retrieveSubscription(subscriptionId);
  if (!state) return "ignored";
  const [known] = await db()
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider.name), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  const userId = known?.userId ?? payerId;
  if (!userId || state.memberId !== userId) return "ignored";
  await recordSubscription(userId, {
    provider: provider.name,
    providerSubscriptionId: state.id,
    providerCustomerId: state.customerId,
    productId: state.productId,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
  });
  return "applied";
}
