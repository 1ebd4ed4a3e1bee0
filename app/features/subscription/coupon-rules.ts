import { numberFormatIn } from "../../lib/intl-formats.ts";
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

export const COUPON_DURATIONS = ["once", "forever", "repeating"] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

export const COUPON_MESSAGES = {
  badName: /*i18n*/ "Le code doit faire 3 à 30 caractères : lettres, chiffres, - ou _",
  badPercent: /*i18n*/ "La réduction en pourcentage doit être comprise entre 1 et 100",
  badAmount: /*i18n*/ "Le montant de la réduction doit être d'au moins 1 XOF",
  badMonths: /*i18n*/ "Indiquez un nombre de mois d'au moins 1",
  badDuration: /*i18n*/ "Choisissez une durée",
} as const;

export interface CouponInput {
  name: string;
  kind: "percent" | "amount";
  value: number;
  duration: string;
  durationInMonths?: number | null;
}

export interface CheckedCoupon {
  name: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: CouponDuration;
  durationInMonths: number | null;
}

/** Spec doc 2 §7 coupons: percent 1–100 or a fixed amount ≥ 1 XOF; once, forever, or repeating for N ≥ 1 months. */
export function checkCoupon(input: CouponInput): { ok: true; coupon: CheckedCoupon } | { ok: false; error: string } {
  const name = normalizedPromoCode(input.name);
  if (!name || !/^[A-Z0-9_-]{3,30}$/.test(name)) return { ok: false, error: COUPON_MESSAGES.badName };
  const value = input.value;
  if (input.kind === "percent" && !(Number.isInteger(value) && value >= 1 && value <= 100)) return { ok: false, error: COUPON_MESSAGES.badPercent };
  if (input.kind === "amount" && !(Number.isInteger(value) && value >= 1 && value <= 100_000_000)) return { ok: false, error: COUPON_MESSAGES.badAmount };
  if (!(COUPON_DURATIONS as readonly string[]).includes(input.duration)) return { ok: false, error: COUPON_MESSAGES.badDuration };
  const duration = input.duration as CouponDuration;
  const months = input.durationInMonths ?? null;
  if (duration === "repeating" && !(months !== null && Number.isInteger(months) && months >= 1 && months <= 36)) {
    return { ok: false, error: COUPON_MESSAGES.badMonths };
  }
  return {
    ok: true,
    coupon: {
      name,
      percentOff: input.kind === "percent" ? value : null,
      amountOff: input.kind === "amount" ? value : null,
      duration,
      durationInMonths: duration === "repeating" ? months : null,
    },
  };
}

/** How a code reads in a list: "20 % · 3 mois", "1 000 XOF · une fois". */
export function couponSummary(c: { percentOff: number | null; amountOff: number | null; duration: string; durationInMonths: number | null }): string {
  const off = c.percentOff !== null ? `${c.percentOff} %` : `${numberFormatIn("fr").format(c.amountOff ?? 0)} XOF`;
  const lasts = c.duration === "once" ? "une fois" : c.duration === "forever" ? "pour toujours" : `${c.durationInMonths} mois`;
  return `${off} · ${lasts}`;
}
