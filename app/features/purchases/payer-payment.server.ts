import { and, desc, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { payments } from "../../server/schema.ts";
import { requireUser } from "../accounts/session.server.ts";
import { checkPaymentSoon } from "./payment-reconciliation.server.ts";
import { payerView } from "../payments/payment-lifecycle.ts";
import { PAYMENT_PAGE_MESSAGES, retryLink } from "../payments/payment-messages.ts";

/** What a return page shows of a payment: its state as we hold it, and where to try again. */
export interface PayerPayment {
  status: "pending" | "paid" | "unpaid" | "refunded";
  kind: "promotion" | "subscription";
  retry: string;
}

/**
 * The payer's own payment, for the page the provider sends them back to (anyone else's id reads as
 * none; without an id, their latest of that kind). Still pending, its provider is asked in the
 * background; the page updates live when it is applied.
 */
async function payerPayment(userId: string, paymentId: string | null, kind: "promotion" | "subscription"): Promise<PayerPayment | null> {
  if (paymentId !== null && !isUuid(paymentId)) return null;
  const [payment] = await db()
    .select({ id: payments.id, kind: payments.kind, status: payments.status, listingId: payments.listingId, provider: payments.provider, providerSessionId: payments.providerSessionId })
    .from(payments)
    .where(and(eq(payments.userId, userId), paymentId ? eq(payments.id, paymentId) : eq(payments.kind, kind)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return null;
  if (payment.status === "pending") checkPaymentSoon(payment);
  return { status: payerView(payment.status), kind: payment.kind === "subscription" ? "subscription" : "promotion", retry: retryLink(payment) };
}

/**
 * The loader of a page the provider sends the payer back to (`?paiement=` is our payment's id):
 * the signed-in payer and their payment. Without an id and without any payment of that kind, the
 * member goes to the page to pay; an id that is not theirs is a 404.
 */
export async function returnPagePayment(request: Request, kind: "promotion" | "subscription"): Promise<{ userId: string; payment: PayerPayment }> {
  const user = await requireUser(request);
  const paymentId = new URL(request.url).searchParams.get("paiement");
  const payment = await payerPayment(user.id, paymentId, kind);
  if (!payment && !paymentId) throw redirect(retryLink({ kind, listingId: null }));
  if (!payment) throw data(PAYMENT_PAGE_MESSAGES.notFound, { status: 404 });
  return { userId: user.id, payment };
}

