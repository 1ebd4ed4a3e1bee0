import { and, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { providerNamed } from "../../server/payments/payment-provider.server.ts";
import type { PaymentProvider, ProviderEvent } from "../../server/payments/provider.ts";
import { paymentEvents, payments } from "../../server/schema.ts";
import { type PaymentActor, isFulfillable } from "../payments/payment-lifecycle.ts";
import { markCancelled } from "../payments/payments.server.ts";
import { applyProviderSubscription } from "../subscription/subscriptions.server.ts";
import { type EventOutcome, fulfil } from "./fulfilment.server.ts";
import { chargeMatches, reportChargeMismatch } from "./payment-mismatch.server.ts";

/**
 * A provider's news (its webhook, or the sandbox's pages): recorded by its id and applied once.
 * The event only says "look": the checkout or subscription is read back from the provider, and a
 * payment is fulfilled only when the provider holds it paid for the amount we asked.
 */
export async function handlePaymentEvent(providerName: string, event: ProviderEvent, now = new Date()): Promise<EventOutcome> {
  const provider = providerNamed(providerName);
  if (!provider) return "ignored";
  if (!(await firstTime(event.id, providerName, event.type))) return "already-applied";
  try {
    if (event.checkoutId) return await applyCheckout(provider, event.checkoutId, "webhook", now);
    if (event.subscriptionId) return (await applyProviderSubscription(provider, event.subscriptionId)) ? "applied" : "ignored";
    return "ignored";
  } catch (error) {
    // Not applied (the provider did not answer, the database failed): forgotten, so that the
    // provider's next delivery of the same event is applied.
    await db().delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
}

/** Records a provider's event (or our own report about a payment) by its id: true the first time only. */
async function firstTime(id: string, provider: string, type: string): Promise<boolean> {
  const recorded = await db().insert(paymentEvents).values({ id, provider, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

/**
 * What the provider now holds for one checkout, applied to our payment by whoever asks (`by`:
 * webhook, return page or reconciliation job): paid for the amount and currency we asked →
 * fulfilled, once, whoever asks first; paid for another → nothing granted, the admins told once; cancelled, failed or expired → nothing active, and the payer told in French.
 */
export async function applyCheckout(provider: PaymentProvider, checkoutId: string, by: PaymentActor, now = new Date()): Promise<EventOutcome> {
  const state = await provider.retrieveCheckout(checkoutId);
  const [payment] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerSessionId, checkoutId)));
  if (!state || !payment || state.reference !== payment.id) {
    log.warn("payment_event.unknown_checkout", { provider: provider.name, checkoutId });
    return "ignored";
  }
  if (state.status === "cancelled") return (await markCancelled(payment.id, by)) ? "applied" : "already-applied";
  if (state.status !== "paid") return "ignored";
  if (!isFulfillable(payment.status)) return "already-applied";
  if (!chargeMatches(payment, state)) {
    if (await firstTime(`mismatch:${payment.id}`, provider.name, "charge.mismatch")) await reportChargeMismatch(payment, state);
    return "ignored";
  }
  return fulfil(payment, provider, state, by, now);
}
