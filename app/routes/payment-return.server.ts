import { data, redirect } from "react-router";
import { PAYMENT_PAGE_MESSAGES, retryLink } from "../features/payments/payment-messages.ts";
import { type PayerPayment, payerPayment } from "../features/purchases/payer-payment.server.ts";

/**
 * The payment a page the provider sends the payer back to shows (`?paiement=` is our payment's id),
 * for the member its route's guard let in. Without an id and without any payment of that kind,
 * the member goes to the page to pay; an id that is not theirs is a 404.
 */
export async function returnPagePayment(request: Request, userId: string, kind: PayerPayment["kind"]): Promise<PayerPayment> {
  const paymentId = new URL(request.url).searchParams.get("paiement");
  const payment = await payerPayment(userId, paymentId, kind);
  if (payment) return payment;
  if (!paymentId) throw redirect(retryLink({ kind, listingId: null }));
  throw data(PAYMENT_PAGE_MESSAGES.notFound, { status: 404 });
}
