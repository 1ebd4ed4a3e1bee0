import type { Country } from "../../../lib/countries.ts";
import { convertFromXof } from "../../../lib/money.ts";

/** Spec §9 rental calculator: slider 1-30 days, typed input 1-365, default 7, +15 % insurance and fees. */
export const RENTAL_DAYS = { default: 7, sliderMin: 1, sliderMax: 30, inputMin: 1, inputMax: 365 } as const;
export const INSURANCE_AND_FEES_RATE = 0.15;

/** A typed number of days: clamped to 1-365, anything non-numeric counts as 1. */
export function clampRentalDays(input: string | number): number {
  const value = typeof input === "number" ? Math.trunc(input) : Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return RENTAL_DAYS.inputMin;
  return Math.min(RENTAL_DAYS.inputMax, Math.max(RENTAL_DAYS.inputMin, value));
}

/** Where the slider sits for a number of days: it stops at 30 even when more days are typed. */
export function sliderPosition(days: number): number {
  return Math.min(RENTAL_DAYS.sliderMax, Math.max(RENTAL_DAYS.sliderMin, days));
}

export interface RentalCost {
  days: number;
  subtotal: number;
  fees: number;
  estimate: number;
}

/** Whole amounts for `days` days at `pricePerDay`, in the currency of `pricePerDay`. */
export function rentalCost(pricePerDay: number, days: number): RentalCost {
  const clamped = clampRentalDays(days);
  const subtotal = clamped * pricePerDay;
  const fees = Math.round(subtotal * INSURANCE_AND_FEES_RATE);
  return { days: clamped, subtotal, fees, estimate: subtotal + fees };
}

/**
 * The estimate in the visitor's currency. The day rate is converted and rounded first, then every
 * line is computed from it, so "rate × days = subtotal" and "subtotal + fees = total" hold as shown.
 */
export function rentalCostIn(country: Country, pricePerDayXof: number, days: number): RentalCost & { pricePerDay: number } {
  const pricePerDay = Math.round(convertFromXof(pricePerDayXof, country));
  return { pricePerDay, ...rentalCost(pricePerDay, days) };
}
