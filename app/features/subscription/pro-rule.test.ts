import { describe, expect, it } from "vitest";
import { FREE_STATUS, isLive, isProStatus, subscriptionStatusOf } from "./pro-rule.ts";

const now = new Date("2026-11-25T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const sub = (status: string, end: Date | null, productId = "prod_pro") => ({ status, productId, currentPeriodEnd: end });

describe("the Pro rule", () => {
  it("counts a subscription only while its status gives the plan and its period runs", () => {
    expect(isLive(sub("active", days(3)), now)).toBe(true);
    expect(isLive(sub("trialing", days(3)), now)).toBe(true);
    expect(isLive(sub("active", null), now)).toBe(true);
    expect(isLive(sub("active", days(-1)), now)).toBe(false);
    expect(isLive(sub("active", now), now)).toBe(false);
    for (const status of ["canceled", "past_due", "unpaid", "incomplete", "incomplete_expired", "paused"]) {
      expect(isLive(sub(status, days(3)), now)).toBe(false);
    }
  });

  it("is not subscribed, product 'free', without a live subscription", () => {
    expect(subscriptionStatusOf([], "prod_pro", now)).toEqual(FREE_STATUS);
    expect(subscriptionStatusOf([sub("canceled", days(10)), sub("active", days(-2))], "prod_pro", now)).toEqual(FREE_STATUS);
  });

  it("reports the live Pro subscription before any other, then the one that runs longest", () => {
    const rows = [sub("canceled", days(40)), sub("active", days(5)), sub("active", days(9)), sub("active", days(20), "prod_autre")];
    expect(subscriptionStatusOf(rows, "prod_pro", now)).toEqual({ subscribed: true, productId: "prod_pro", subscriptionEnd: days(9).toISOString() });
    expect(subscriptionStatusOf(rows, "prod_nouveau", now)).toEqual({ subscribed: true, productId: "prod_autre", subscriptionEnd: days(20).toISOString() });
    expect(subscriptionStatusOf([sub("active", days(5)), sub("active", null)], "prod_pro", now).subscriptionEnd).toBeNull();
  });

  it("makes Pro only a subscription to the Pro plan's product", () => {
    const status = subscriptionStatusOf([sub("active", days(5))], "prod_pro", now);
    expect(isProStatus(status, "prod_pro")).toBe(true);
    expect(isProStatus(status, "prod_autre")).toBe(false);
    expect(isProStatus(status, null)).toBe(false);
    expect(isProStatus(FREE_STATUS, "free")).toBe(false);
  });
});
