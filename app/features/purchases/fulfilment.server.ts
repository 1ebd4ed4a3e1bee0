import type { CheckoutState, PaymentProvider } from "../../server/payments/provider.ts";
import { notify } from "../notifications/notifications.server.ts";
import type { PaymentActor } from "../payments/payment-lifecycle.ts";
import { type Payment, markPaid } from "../payments/payments.server.ts";
import { announcePromotion, fulfilPromotion } from "../promotion/promotion.server.ts";
import { PRO_ACTIVATED, startPrepaidPro } from "../subscription/prepaid-pro.server.ts";
import { applyProviderSubscription } from "../subscription/subscriptions.server.ts";

/** What applying a provider's word did: moved our records, found them moved already, or nothing to do. */
export type EventOutcome = "applied" | "already-applied" | "ignored";

/**
 * What a payment the provider holds paid buys, delivered by its purpose, with the payment given
 * (never read again): a promotion, a prepaid Pro month (Wave), or a Pro subscription the provider
 * renews. Each marks the payment paid where it delivers, so it is delivered once.
 */
export async function fulfil(payment: Payment, provider: PaymentProvider, state: CheckoutState, by: PaymentActor, now: Date): Promise<EventOutcome> {
  if (payment.kind === "subscription") return fulfilPro(payment, provider, state, by, now);
  const fulfilled = await fulfilPromotion(payment, by, { now });
  if (!fulfilled.ok) return "ignored";
  if (!fulfilled.fresh) return "already-applied";
  await announcePromotion(payment);
  return "applied";
}

async function fulfilPro(payment: Payment, provider: PaymentProvider, state: CheckoutState, by: PaymentActor, now: Date): Promise<EventOutcome> {
  if (!provider.recurring) return (await startPrepaidPro(payment, provider.name, by, now)) ? "applied" : "already-applied";
  if (!state.subscriptionId) return "ignored";
  if (!(await markPaid(payment.id, by, now))) return "already-applied";
  if (!(await applyProviderSubscription(provider, state.subscriptionId, payment.userId))) return "ignored";
  await notify(payment.userId, PRO_ACTIVATED);
  return "applied";
}
