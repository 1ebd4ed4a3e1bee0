/** A promo code's discount (spec doc 2 §7, coupons): a percentage from 1 to 100, or a fixed XOF amount. */
export interface CouponDiscount {
  percentOff: number | null;
  amountOff: number | null;
}

/** The code as the form sends it: trimmed and upper-cased, or null when empty. */
export function normalizedPromoCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return code ? code : null;
}

/** What the first month costs with the code: never below zero, whole XOF. */
export function discountedAmount(price: number, coupon: CouponDiscount): number {
  if (coupon.percentOff !== null) return Math.max(0, Math.round((price * (100 - coupon.percentOff)) / 100));
  if (coupon.amountOff !== null) return Math.max(0, price - coupon.amountOff);
  return price;
}
