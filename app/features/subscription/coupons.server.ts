import { desc, eq, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { coupons } from "../../server/schema.ts";
import type { CheckoutDiscount } from "../../server/payments/provider.ts";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { type CouponInput, checkCoupon, discountedAmount, normalizedPromoCode } from "./coupon-rules.ts";

export const INVALID_PROMO_CODE = /*i18n*/ "Ce code promo n'est pas valide.";

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

export const COUPON_ADMIN_MESSAGES = {
  denied: ACCESS_DENIED,
  createFailed: /*i18n*/ "Impossible de créer le code promo",
  deleteFailed: /*i18n*/ "Impossible de supprimer le code promo",
  duplicate: /*i18n*/ "Ce code promo existe déjà",
} as const;

/** Every promo code, newest first (the admin panel). */
export function allCoupons() {
  return db().select().from(coupons).orderBy(desc(coupons.createdAt));
}

/**
 * An administrator creates a promo code. It is ours: each payment provider applies it at checkout
 * in its own way (Stripe as a coupon of the exact discount, created on first use).
 */
export async function createCoupon(adminId: string, input: CouponInput): Promise<Result<{ id: string }>> {
  if (!(await isAdmin(adminId))) return { ok: false, error: COUPON_ADMIN_MESSAGES.denied };
  const checked = checkCoupon(input);
  if (!checked.ok) return checked;
  const [row] = await db().insert(coupons).values(checked.coupon).onConflictDoNothing().returning({ id: coupons.id });
  if (!row) return { ok: false, error: COUPON_ADMIN_MESSAGES.duplicate };
  await recordAudit({ adminId, action: "coupon.create", targetType: "coupon", targetId: row.id, details: { ...checked.coupon } });
  return { ok: true, id: row.id };
}

/** An administrator deletes a promo code: checkouts already opened with it keep their price. */
export async function deleteCoupon(adminId: string, id: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: COUPON_ADMIN_MESSAGES.denied };
  if (!isUuid(id)) return { ok: false, error: COUPON_ADMIN_MESSAGES.deleteFailed };
  const [gone] = await db().delete(coupons).where(eq(coupons.id, id)).returning({ name: coupons.name });
  if (!gone) return { ok: false, error: COUPON_ADMIN_MESSAGES.deleteFailed };
  await recordAudit({ adminId, action: "coupon.delete", targetType: "coupon", targetId: id, details: { name: gone.name } });
  return { ok: true };
}
