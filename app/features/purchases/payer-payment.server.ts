import { and, desc, eq } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { payments } from "../../server/schema.ts";
import { checkPaymentSoon } from "./payment-reconciliation.server.ts";
import { payerView } from "../payments/payment-lifecycle.ts";
import { retryLink } from "../payments/payment-messages.ts";

/** What a return page shows of a payment: its state as we hold it, and where to try again. */
export interface PayerPayment {
  status: "pending" | "paid" | "unpaid" | "refunded";
  kind: "promotion" | "subscription";
  retry: string;
}

/**
 * The payer's own payment, for the page the provider sends them back to (`paymentId` is the return
 * address's `?paiement=`, our payment's id): anyone else's id reads as none; without an id, their
 * latest of that kind. Still pending, its provider is asked in the background; the page updates
 * live when it is applied. Null when there is none: the route says what that means.
 */
export async function payerPayment(userId: string, paymentId: string | null, kind: "promotion" | "subscription"): Promise<PayerPayment | null> {
  if (paymentId !== null && !isUuid(paymentId)) return null;
  const [payment] = await db()
    .select({
      id: payments.id,
      kind: payments.kind,
      status: payments.status,
      listingId: payments.listingId,
      provider: payments.provider,
      providerSessionId: payments.providerSessionId,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), paymentId ? eq(payments.id, paymentId) : eq(payments.kind, kind)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return null;
  if (payment.status === "pending") checkPaymentSoon(payment);
  return { status: payerView(payment.status), kind: payment.kind === "subscription" ? "subscription" : "promotion", retry: retryLink(payment) };
}
