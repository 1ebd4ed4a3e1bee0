import { describe, expect, it } from "vitest";
import { discountedAmount, normalizedPromoCode } from "./coupon-rules.ts";

describe("promo codes", () => {
  it("are read trimmed and upper-cased, empty as none", () => {
    expect(normalizedPromoCode("  bienvenue10 ")).toBe("BIENVENUE10");
    expect(normalizedPromoCode("   ")).toBeNull();
    expect(normalizedPromoCode(null)).toBeNull();
  });

  it("take a percentage or a fixed amount off, never below zero", () => {
    expect(discountedAmount(5_000, { percentOff: 10, amountOff: null })).toBe(4_500);
    expect(discountedAmount(5_000, { percentOff: 100, amountOff: null })).toBe(0);
    expect(discountedAmount(5_000, { percentOff: 33, amountOff: null })).toBe(3_350);
    expect(discountedAmount(5_000, { percentOff: null, amountOff: 1_500 })).toBe(3_500);
    expect(discountedAmount(5_000, { percentOff: null, amountOff: 9_000 })).toBe(0);
  });
});
