import { and, eq, inArray } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { providerNamed } from "../../server/payments/payment-provider.server.ts";
import type { PaymentProvider, ProviderEvent } from "../../server/payments/provider.ts";
import { FULFILLABLE_STATUSES, type PaymentStatus, listings, paymentEvents, payments, subscriptions } from "../../server/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import { fulfilPromotion } from "../promotion/promotion.server.ts";
import { PRO_ACTIVATED, startPrepaidPro } from "../subscription/prepaid-pro.server.ts";
import { recordSubscription } from "../subscription/subscriptions.server.ts";
import { unpaidNotice } from "./payment-messages.ts";

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
    if (event.checkoutId) return await applyCheckout(provider, event.checkoutId, now);
    if (event.subscriptionId) return await subscriptionEvent(provider, event.subscriptionId);
    return "ignored";
  } catch (error) {
    // Not applied (the provider did not answer, the database failed): forgotten, so that the
    // provider's next delivery of the same event is applied.
    await db().delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
}

/**
 * What the provider now holds for one checkout, applied to our payment: paid for the amount we
 * asked → fulfilled (once, whoever asks first: webhook, return page or reconciliation job);
 * cancelled, failed or expired → nothing active, and the payer told in French.
 */
export async function applyCheckout(provider: PaymentProvider, checkoutId: string, now = new Date()): Promise<EventOutcome> {
  const state = await provider.retrieveCheckout(checkoutId);
  const [payment] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerSessionId, checkoutId)));
  if (!state || !payment || state.reference !== payment.id) {
    log.warn("payment_event.unknown_checkout", { provider: provider.name, checkoutId });
    return "ignored";
  }
  if (state.status === "cancelled") return (await closeUnpaid(payment.id, "cancelled")) ? "applied" : "already-applied";
  if (state.status !== "paid" || state.amount !== payment.amount) return "ignored";
  if (!FULFILLABLE_STATUSES.includes(payment.status as PaymentStatus)) return "already-applied";
  if (payment.kind === "subscription") {
    if (!provider.recurring) return (await startPrepaidPro(payment.id, provider.name, now)) ? "applied" : "already-applied";
    if (!state.subscriptionId) return "ignored";
    const marked = await db()
      .update(payments)
      .set({ status: "paid", completedAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, [...FULFILLABLE_STATUSES])))
      .returning({ id: payments.id });
    if (marked.length === 0) return "already-applied";
    const outcome = await subscriptionEvent(provider, state.subscriptionId, payment.userId);
    if (outcome === "applied") await notify(payment.userId, PRO_ACTIVATED);
    return outcome;
  }
  const fulfilled = await fulfilPromotion(checkoutId, { now });
  if (!fulfilled.ok) return "ignored";
  if (!fulfilled.fresh) return "already-applied";
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
 * A payment that will never be paid: cancelled (the payer gave up, the payment failed, the session
 * expired) or failed (the provider could not open it). Only a pending one changes, once; its payer
 * hears of it. Returns whether it changed.
 */
export async function closeUnpaid(paymentId: string, status: "cancelled" | "failed"): Promise<boolean> {
  const [closed] = await db()
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning({ userId: payments.userId, kind: payments.kind, listingId: payments.listingId });
  if (!closed) return false;
  await notify(closed.userId, unpaidNotice(closed));
  return true;
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
