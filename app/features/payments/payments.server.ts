import { type SQL, and, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { type Db, db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { paymentsTotal } from "../../server/metrics.server.ts";
import type { PaymentRoute } from "../../server/payments/payment-provider.server.ts";
import type { CheckoutRequest } from "../../server/payments/provider.ts";
import { payments, profiles } from "../../server/schema.ts";
import { quoteCharge } from "../../lib/charge.ts";
import { notify } from "../notifications/notifications.server.ts";
import { OPENING_STATUS, PAYMENT_TRANSITIONS, type PaymentAction, type PaymentActor, mayTake, movableFrom } from "./payment-lifecycle.ts";
import { unpaidNotice } from "./payment-messages.ts";
import { MAX_PENDING_PAYMENTS, TOO_MANY_PENDING_PAYMENTS } from "./pending-payments.ts";

/**
 * The one writer of the `payments` table: a payment is opened here and moved only through the
 * lifecycle (payment-lifecycle.ts), whichever path asks (webhook, return page, reconciliation,
 * refund, admin). Reads may happen anywhere.
 */

export type Payment = typeof payments.$inferSelect;

/** What a new payment is, before its checkout exists: what it buys and its XOF price (its route and charge are set here). */
export type NewPayment = Omit<
  typeof payments.$inferInsert,
  "id" | "status" | "providerSessionId" | "checkoutUrl" | "provider" | "method" | "currency" | "chargedAmount" | "exchangeRate"
>;

/** The checkout asked of the provider for a payment, given its id (the checkout's reference). */
export type CheckoutFor = (paymentId: string) => Omit<CheckoutRequest, "reference" | "charge" | "method" | "customerEmail">;

/**
 * Opens a payment through a route (method, provider, currency): the charge is quoted from the XOF
 * price at our rate, and the pending record keeps the charge, its currency and the rate (unless
 * MAX_PENDING_PAYMENTS of the member's are pending already); then the provider's checkout, whose
 * session and address the record keeps. A provider that cannot open it fails the payment and
 * answers `failure`, the French reason its page shows.
 *
 * The same purchase asked again within RETRY_WINDOW (its answer lost: a server stopped after the
 * insert or after the provider's answer, the browser sent it again, maybe to another server) gets
 * the payment already pending: its checkout's address when stored, else the provider is asked for
 * that payment's checkout (Stripe and Wave answer the same session for the same reference), and
 * whichever request stores a session first is the one every request answers.
 */
export async function openCheckout(
  route: PaymentRoute,
  payment: NewPayment,
  checkout: CheckoutFor,
  failure: string,
): Promise<Result<{ paymentId: string; sessionId: string; url: string }>> {
  const { provider, method } = route;
  const charge = quoteCharge(payment.amount, route.currency, provider.amountStep);
  if (!charge) return { ok: false, error: failure };
  const opened = await insertPending({
    ...payment,
    provider: provider.name,
    method,
    currency: charge.currency.toLowerCase(),
    chargedAmount: charge.amount,
    exchangeRate: charge.rate,
  });
  if (!opened.ok) return opened;
  const paymentId = opened.id;
  if (opened.checkout) return { ok: true, paymentId, ...opened.checkout };
  if (!opened.reused) paymentsTotal.inc({ provider: provider.name, status: OPENING_STATUS });
  try {
    const [payer] = await db().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, payment.userId));
    const session = await provider.createCheckout({
      reference: paymentId,
      ...checkout(paymentId),
      charge: { amount: charge.amount, currency: charge.currency },
      method,
      customerEmail: payer?.email ?? "",
    });
    if (!session.url) throw new Error("checkout without a URL");
    const [kept] = await db()
      .update(payments)
      .set({ providerSessionId: session.id, checkoutUrl: session.url })
      .where(and(eq(payments.id, paymentId), isNull(payments.providerSessionId), eq(payments.status, OPENING_STATUS)))
      .returning({ id: payments.id });
    if (kept) return { ok: true, paymentId, sessionId: session.id, url: session.url };
    // Another request for this payment stored its session first: both send the payer there.
    const stored = await storedCheckout(paymentId);
    return stored ? { ok: true, paymentId, ...stored } : { ok: false, error: failure };
  } catch (error) {
    const stored = await storedCheckout(paymentId);
    if (stored) return { ok: true, paymentId, ...stored };
    log.error("payment.checkout_failed", { error, paymentId, kind: payment.kind, reused: opened.reused });
    await markFailed(paymentId, "checkout");
    return { ok: false, error: failure };
  }
}

/** How long a pending payment answers the same purchase asked again instead of a new one. */
const RETRY_WINDOW = sql`interval '30 minutes'`;

/** A pending payment's checkout, once a request has stored it. */
async function storedCheckout(paymentId: string): Promise<{ sessionId: string; url: string } | null> {
  const [row] = await db()
    .select({ sessionId: payments.providerSessionId, url: payments.checkoutUrl })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, OPENING_STATUS)));
  return row?.sessionId && row.url ? { sessionId: row.sessionId, url: row.url } : null;
}

/** `column = value`, a missing value matching a missing one. */
const same = (column: Parameters<typeof isNull>[0], value: unknown): SQL => (value == null ? isNull(column) : eq(column, value));

/**
 * Records the pending payment, or finds the one already pending for the same purchase (the same
 * thing bought at the same price, through the same provider and method, within RETRY_WINDOW) with
 * its checkout when stored: that one is not a new opening, so the limit does not refuse it. One
 * member's openings go one at a time (an advisory lock on the member, held to the end of the
 * insert), so simultaneous requests cannot all slip under the limit, nor open the same purchase
 * twice. The provider's checkout is opened afterwards, outside the transaction.
 */
async function insertPending(
  payment: typeof payments.$inferInsert,
): Promise<Result<{ id: string; reused: boolean; checkout: { sessionId: string; url: string } | null }>> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments:${payment.userId}`}))`);
    const [pending] = await tx
      .select({ id: payments.id, sessionId: payments.providerSessionId, url: payments.checkoutUrl })
      .from(payments)
      .where(
        and(
          eq(payments.userId, payment.userId),
          eq(payments.status, OPENING_STATUS),
          gt(payments.createdAt, sql`now() - ${RETRY_WINDOW}`),
          eq(payments.kind, payment.kind),
          same(payments.listingId, payment.listingId),
          same(payments.packageId, payment.packageId),
          same(payments.couponCode, payment.couponCode),
          eq(payments.provider, payment.provider),
          eq(payments.method, payment.method ?? "card"),
          eq(payments.currency, payment.currency ?? "xof"),
          eq(payments.amount, payment.amount),
          eq(payments.chargedAmount, payment.chargedAmount),
          // A session kept without its address (before addresses were kept) cannot be answered again.
          or(isNull(payments.providerSessionId), isNotNull(payments.checkoutUrl)),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (pending) {
      const checkout = pending.sessionId && pending.url ? { sessionId: pending.sessionId, url: pending.url } : null;
      return { ok: true as const, id: pending.id, reused: true, checkout };
    }
    const [open] = await tx
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.userId, payment.userId), eq(payments.status, OPENING_STATUS)));
    if ((open?.n ?? 0) >= MAX_PENDING_PAYMENTS) return { ok: false as const, error: TOO_MANY_PENDING_PAYMENTS };
    const [row] = await tx
      .insert(payments)
      .values({ ...payment, status: OPENING_STATUS })
      .returning({ id: payments.id });
    if (!row) throw new Error("insert returned no row");
    return { ok: true as const, id: row.id, reused: false, checkout: null };
  });
}

/**
 * The one UPDATE of a payment's status: taken only from the statuses the lifecycle allows, so that
 * of two paths applying the same news, one moves it and the other finds it moved (null).
 */
async function move(
  paymentId: string,
  action: PaymentAction,
  by: PaymentActor,
  set: Partial<Pick<Payment, "completedAt" | "refundedAt">> = {},
  executor: Db = db(),
): Promise<Payment | null> {
  if (!mayTake(action, by)) throw new Error(`payment: ${by} may not ${action}`);
  const [moved] = await executor
    .update(payments)
    .set({ ...set, status: PAYMENT_TRANSITIONS[action].to })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...movableFrom(action)])))
    .returning();
  if (moved) paymentsTotal.inc({ provider: moved.provider, status: moved.status });
  return moved ?? null;
}

/**
 * The provider holds the payment paid: it becomes paid, once, whoever reads it first. Given a
 * transaction, it is paid only if what it buys is delivered in the same one. Returns whether this
 * call marked it.
 */
export async function markPaid(paymentId: string, by: PaymentActor, now: Date, executor: Db = db()): Promise<boolean> {
  return (await move(paymentId, "pay", by, { completedAt: now }, executor)) !== null;
}

/**
 * A payment that will never be paid, cancelled: the payer gave up, the payment failed at the
 * provider or its session expired. Only a pending one changes, once; its payer hears of it.
 * Returns whether it changed.
 */
export async function markCancelled(paymentId: string, by: PaymentActor): Promise<boolean> {
  return closeUnpaid(paymentId, "cancel", by);
}

/** A payment that never got a checkout: the provider could not open it, or the process stopped first. */
export async function markFailed(paymentId: string, by: PaymentActor): Promise<boolean> {
  return closeUnpaid(paymentId, "fail", by);
}

async function closeUnpaid(paymentId: string, action: "cancel" | "fail", by: PaymentActor): Promise<boolean> {
  const closed = await move(paymentId, action, by);
  if (!closed) return false;
  // A checkout that could not open is answered on the page that asked for it; any later close reaches the payer by the bell.
  if (by !== "checkout") await notify(closed.userId, unpaidNotice(closed));
  return true;
}

/** An administrator's refund starts: paid → refunding, so two administrators never refund it twice. */
export async function claimRefund(paymentId: string): Promise<Payment | null> {
  return move(paymentId, "claim-refund", "admin");
}

/** The provider refused (or cannot refund it): the payment is paid again. */
export async function refuseRefund(paymentId: string): Promise<void> {
  await move(paymentId, "refuse-refund", "refund");
}

/** The provider gave the money back; given a transaction, with what the payment bought taken back. */
export async function markRefunded(paymentId: string, now: Date, executor: Db = db()): Promise<void> {
  await move(paymentId, "refund", "refund", { refundedAt: now }, executor);
}
