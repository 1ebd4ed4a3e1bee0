/**
 * The payment lifecycle, the one place that says which status may follow which and who may move it.
 * The payments table's owner (payments.server.ts) asks it before every write.
 *
 *   a checkout opens it ─▶ pending ──pay (webhook | return page | reconciliation)──▶ paid
 *                            ├──cancel (the same three)──▶ cancelled ──pay (the same three)──▶ paid
 *                            └──fail (checkout: not opened | reconciliation: no checkout)──▶ failed
 *   paid ──claim-refund (admin)──▶ refunding ──refund (refund: the provider gave it back)──▶ refunded
 *                                      └──refuse-refund (refund: the provider refused)──▶ paid
 *
 * The webhook, the return page and the reconciliation job all apply the provider's word the same
 * way: whoever reads it first moves the payment, the others find it moved.
 */

import type { PaymentStatus } from "../../server/schema/payments.ts";

/** Who or what moves a payment: the code path that writes it. */
export const PAYMENT_ACTORS = ["checkout", "webhook", "return-page", "reconciliation", "refund", "admin"] as const;
export type PaymentActor = (typeof PAYMENT_ACTORS)[number];

export const PAYMENT_ACTIONS = ["pay", "cancel", "fail", "claim-refund", "refuse-refund", "refund"] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** A new payment is pending, opened by a checkout only. */
export const OPENING_STATUS = "pending" satisfies PaymentStatus;

/** The three readers of the provider's word on a checkout. */
const PROVIDER_READERS = ["webhook", "return-page", "reconciliation"] as const satisfies readonly PaymentActor[];

interface Transition {
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  by: readonly PaymentActor[];
}

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentAction, Transition>> = {
  // A cancelled payment whose session stayed open is still honoured (a Wave payer whose attempt
  // failed may try again and succeed).
  pay: { from: ["pending", "cancelled"], to: "paid", by: PROVIDER_READERS },
  cancel: { from: ["pending"], to: "cancelled", by: PROVIDER_READERS },
  fail: { from: ["pending"], to: "failed", by: ["checkout", "reconciliation"] },
  "claim-refund": { from: ["paid"], to: "refunding", by: ["admin"] },
  "refuse-refund": { from: ["refunding"], to: "paid", by: ["refund"] },
  refund: { from: ["refunding"], to: "refunded", by: ["refund"] },
};

/** The statuses an action moves a payment from (the WHERE of its one UPDATE). */
export function movableFrom(action: PaymentAction): readonly PaymentStatus[] {
  return PAYMENT_TRANSITIONS[action].from;
}

/** Whether this actor may ever take this action (a caller that may not is a programming error). */
export function mayTake(action: PaymentAction, actor: PaymentActor): boolean {
  return PAYMENT_TRANSITIONS[action].by.includes(actor);
}

/** The status an action leads to, or null when this actor may not take it from this status. */
export function nextPaymentStatus(status: string, action: PaymentAction, actor: PaymentActor): PaymentStatus | null {
  const transition = PAYMENT_TRANSITIONS[action];
  if (!transition || !mayTake(action, actor) || !(transition.from as readonly string[]).includes(status)) return null;
  return transition.to;
}

/** Whether a provider's "paid" still fulfils a payment in this status. */
export function isFulfillable(status: string): boolean {
  return (movableFrom("pay") as readonly string[]).includes(status);
}

/** What the payer's return page says of a payment: waiting, paid, given back, or not paid. */
export function payerView(status: string): "pending" | "paid" | "refunded" | "unpaid" {
  if (status === "pending" || status === "paid") return status;
  if (status === "refunding" || status === "refunded") return "refunded";
  return "unpaid";
}

/** Only a paid payment can be given back, and only through a provider that refunds. */
export function isRefundable(status: string, providerRefunds: boolean): boolean {
  return providerRefunds && nextPaymentStatus(status, "claim-refund", "admin") !== null;
}
