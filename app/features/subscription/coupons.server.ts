import { sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { coupons } from "../../server/schema.ts";
import type { CheckoutDiscount } from "../../server/payments/provider.ts";
import { discountedAmount, normalizedPromoCode } from "./coupon-rules.ts";

export const INVALID_PROMO_CODE = "Ce code promo n'est pas valide.";

export interface PricedWithCode {
  /** What is charged (the first payment, for a subscription). */
  amount: number;
  code: string | null;
  /** How long the code's discount lasts, for the provider to apply; absent without a code. */
  discount?: CheckoutDiscount;
}

/**
 * The price with a promo code, as typed (any case, spaces around): the full price without a code,
 * or null for a code that does not exist.
 */
export async function priceWithCode(price: number, typed: unknown): Promise<PricedWithCode | null> {
  const code = normalizedPromoCode(typed);
  if (!code) return { amount: price, code: null };
  const [coupon] = await db()
    .select({ percentOff: coupons.percentOff, amountOff: coupons.amountOff, duration: coupons.duration, durationInMonths: coupons.durationInMonths })
    .from(coupons)
    .where(sql`upper(${coupons.name}) = ${code}`);
  if (!coupon) return null;
  const duration = coupon.duration as CheckoutDiscount["duration"];
  return { amount: discountedAmount(price, coupon), code, discount: { code, duration, durationInMonths: coupon.durationInMonths } };
}
