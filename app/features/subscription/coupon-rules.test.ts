import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, checkCoupon, couponSummary, discountedAmount, normalizedPromoCode } from "./coupon-rules.ts";

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

  it("are created with a percent of 1 to 100 or a fixed amount of at least 1 XOF, for once, ever, or some months", () => {
    expect(checkCoupon({ name: " rentree-25 ", kind: "percent", value: 25, duration: "repeating", durationInMonths: 3 })).toEqual({
      ok: true,
      coupon: { name: "RENTREE-25", percentOff: 25, amountOff: null, duration: "repeating", durationInMonths: 3 },
    });
    expect(checkCoupon({ name: "FIXE", kind: "amount", value: 1000, duration: "once", durationInMonths: 4 })).toEqual({
      ok: true,
      coupon: { name: "FIXE", percentOff: null, amountOff: 1000, duration: "once", durationInMonths: null },
    });
    expect(checkCoupon({ name: "AB", kind: "percent", value: 10, duration: "once" })).toEqual({ ok: false, error: COUPON_MESSAGES.badName });
    expect(checkCoupon({ name: "ÉTÉ 2026", kind: "percent", value: 10, duration: "once" })).toEqual({ ok: false, error: COUPON_MESSAGES.badName });
    expect(checkCoupon({ name: "ZERO", kind: "percent", value: 0, duration: "once" })).toEqual({ ok: false, error: COUPON_MESSAGES.badPercent });
    expect(checkCoupon({ name: "TROP", kind: "percent", value: 101, duration: "once" })).toEqual({ ok: false, error: COUPON_MESSAGES.badPercent });
    expect(checkCoupon({ name: "DEMI", kind: "percent", value: 12.5, duration: "once" })).toEqual({ ok: false, error: COUPON_MESSAGES.badPercent });
    expect(checkCoupon({ name: "RIEN", kind: "amount", value: 0, duration: "once" })).toEqual({ ok: false, error: COUPON_MESSAGES.badAmount });
    expect(checkCoupon({ name: "MOIS", kind: "amount", value: 500, duration: "repeating", durationInMonths: 0 })).toEqual({
      ok: false,
      error: COUPON_MESSAGES.badMonths,
    });
    expect(checkCoupon({ name: "MOIS", kind: "amount", value: 500, duration: "repeating" })).toEqual({ ok: false, error: COUPON_MESSAGES.badMonths });
    expect(checkCoupon({ name: "DUREE", kind: "amount", value: 500, duration: "weekly" })).toEqual({ ok: false, error: COUPON_MESSAGES.badDuration });
  });

  it("read as their discount and how long it lasts", () => {
    expect(couponSummary({ percentOff: 20, amountOff: null, duration: "repeating", durationInMonths: 3 })).toBe("20 % · 3 mois");
    expect(couponSummary({ percentOff: null, amountOff: 1000, duration: "once", durationInMonths: null })).toBe("1\u202f000 XOF · une fois");
    expect(couponSummary({ percentOff: 5, amountOff: null, duration: "forever", durationInMonths: null })).toBe("5 % · pour toujours");
  });
});
