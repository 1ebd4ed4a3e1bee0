import { and, asc, eq, lte } from "drizzle-orm";
import { runInBackground } from "../../server/background.server.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { providerNamed } from "../../server/payments/payment-provider.server.ts";
import { payments } from "../../server/schema.ts";
import { markCancelled, markFailed } from "../payments/payments.server.ts";
import { GIVE_UP_AFTER_MS } from "../payments/pending-payments.ts";
import { applyCheckout } from "./payment-events.server.ts";

/** A webhook usually comes within seconds: the job asks the provider about payments older than this. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A payment that never got a checkout (the process stopped between the two) is failed after this. */
const NO_CHECKOUT_AFTER_MS = 10 * 60_000;
const BATCH = 50;

/**
 * The scheduler's safety net under webhooks: every pending payment old enough is read back from its
 * provider and applied like an event (a lost or failed webhook still fulfils); one that can never
 * be paid is closed, so no payment stays pending forever, even when the provider cannot be reached.
 */
export async function reconcilePendingPayments(now = new Date()): Promise<{ checked: number; closed: number }> {
  const due = await db()
    .select({ id: payments.id, provider: payments.provider, sessionId: payments.providerSessionId, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.status, "pending"), lte(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS))))
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  let closed = 0;
  for (const payment of due) {
    const age = now.getTime() - payment.createdAt.getTime();
    if (!payment.sessionId) {
      if (age > NO_CHECKOUT_AFTER_MS && (await markFailed(payment.id, "reconciliation"))) closed++;
      continue;
    }
    const provider = providerNamed(payment.provider);
    try {
      if (provider) await applyCheckout(provider, payment.sessionId, "reconciliation", now);
      if (age <= GIVE_UP_AFTER_MS) continue;
      // Closed at the provider first, then read once more: a payment made meanwhile is still honoured.
      await provider?.expireCheckout?.(payment.sessionId);
      if (provider) await applyCheckout(provider, payment.sessionId, "reconciliation", now);
    } catch (error) {
      log.warn("payments.reconcile_unreachable", { paymentId: payment.id, provider: payment.provider, error: String(error) });
      if (age <= GIVE_UP_AFTER_MS) continue;
    }
    if (await markCancelled(payment.id, "reconciliation")) closed++;
  }
  return { checked: due.length, closed };
}

const lastAsked = new Map<string, number>();
const ASK_AT_MOST_EVERY_MS = 5_000;

/**
 * The payer is back on the return page and the payment is still pending: the provider is asked
 * now, in the background (the page answers at once and updates live when this applies it). At most
 * once every few seconds per payment, however often the page is loaded.
 */
export function checkPaymentSoon(payment: { id: string; provider: string; providerSessionId: string | null }): void {
  const { providerSessionId } = payment;
  const provider = providerNamed(payment.provider);
  if (!providerSessionId || !provider) return;
  const now = Date.now();
  if ((lastAsked.get(payment.id) ?? 0) > now - ASK_AT_MOST_EVERY_MS) return;
  lastAsked.set(payment.id, now);
  if (lastAsked.size > 10_000) lastAsked.clear();
  runInBackground("payment.check", () => applyCheckout(provider, providerSessionId, "return-page"));
}
