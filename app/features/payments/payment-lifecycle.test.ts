import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "../../server/schema/payments.ts";
import { PAYMENT_ACTIONS, PAYMENT_ACTORS, isFulfillable, isRefundable, mayTake, movableFrom, nextPaymentStatus, payerView } from "./payment-lifecycle.ts";

describe("payment lifecycle", () => {
  it("allows exactly these transitions, each to its actors", () => {
    const allowed: string[] = [];
    for (const status of PAYMENT_STATUSES) {
      for (const action of PAYMENT_ACTIONS) {
        for (const actor of PAYMENT_ACTORS) {
          const to = nextPaymentStatus(status, action, actor);
          if (to) allowed.push(`${status} -${action}/${actor}-> ${to}`);
        }
      }
    }
    expect(allowed.sort()).toEqual([
      "cancelled -pay/reconciliation-> paid",
      "cancelled -pay/return-page-> paid",
      "cancelled -pay/webhook-> paid",
      "paid -claim-refund/admin-> refunding",
      "pending -cancel/reconciliation-> cancelled",
      "pending -cancel/return-page-> cancelled",
      "pending -cancel/webhook-> cancelled",
      "pending -fail/checkout-> failed",
      "pending -fail/reconciliation-> failed",
      "pending -pay/reconciliation-> paid",
      "pending -pay/return-page-> paid",
      "pending -pay/webhook-> paid",
      "refunding -refund/refund-> refunded",
      "refunding -refuse-refund/refund-> paid",
    ]);
  });

  it("refuses paying twice, paying a failed or refunded payment, an admin paying, a checkout cancelling, and unknown statuses", () => {
    expect(nextPaymentStatus("paid", "pay", "webhook")).toBeNull();
    expect(nextPaymentStatus("failed", "pay", "webhook")).toBeNull();
    expect(nextPaymentStatus("refunded", "pay", "reconciliation")).toBeNull();
    expect(nextPaymentStatus("refunding", "pay", "return-page")).toBeNull();
    expect(nextPaymentStatus("pending", "pay", "admin")).toBeNull();
    expect(nextPaymentStatus("pending", "cancel", "checkout")).toBeNull();
    expect(nextPaymentStatus("pending", "fail", "webhook")).toBeNull();
    expect(nextPaymentStatus("paid", "refund", "admin")).toBeNull();
    expect(nextPaymentStatus("pending", "claim-refund", "admin")).toBeNull();
    expect(nextPaymentStatus("archived", "pay", "webhook")).toBeNull();
    expect(mayTake("claim-refund", "refund")).toBe(false);
    expect(mayTake("refund", "refund")).toBe(true);
  });

  it("fulfils a pending payment, or a cancelled one whose session stayed open, and nothing else", () => {
    expect(PAYMENT_STATUSES.filter(isFulfillable)).toEqual(["pending", "cancelled"]);
    expect(movableFrom("pay")).toEqual(["pending", "cancelled"]);
    expect(isFulfillable("constructor")).toBe(false);
  });

  it("shows the payer waiting, paid, given back or not paid", () => {
    expect(PAYMENT_STATUSES.map(payerView)).toEqual(["pending", "paid", "unpaid", "unpaid", "refunded", "refunded"]);
    expect(payerView("weird")).toBe("unpaid");
  });

  it("refunds only a paid payment, through a provider that refunds", () => {
    expect(PAYMENT_STATUSES.filter((s) => isRefundable(s, true))).toEqual(["paid"]);
    expect(isRefundable("paid", false)).toBe(false);
  });
});
