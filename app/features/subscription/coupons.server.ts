import { sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { coupons } from "../../server/schema.ts";
import { type CouponDiscount, discountedAmount, normalizedPromoCode } from "./coupon-rules.ts";

export const INVALID_PROMO_CODE = "Ce code promo n'est pas valide.";

/**
 * The price with a promo code, as typed (any case, spaces around): the full price without a code,
 * or null for a code that does not exist.
 */
export async function priceWithCode(price: number, typed: unknown): Promise<{ amount: number; code: string | null } | null> {
  const code = normalizedPromoCode(typed);
  if (!code) return { amount: price, code: null };
  const [coupon] = await db()
    .select({ percentOff: coupons.percentOff, amountOff: coupons.amountOff })
    .from(coupons)
    .where(sql`upper(${coupons.name}) = ${code}`);
  return coupon ? { amount: discountedAmount(price, coupon satisfies CouponDiscount), code } : null;
}
