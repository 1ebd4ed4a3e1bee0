import type { Country } from "../../lib/countries.ts";
import { convertFromXof } from "../../lib/money.ts";

/**
 * The price of a rental, one rule for the page and the server (ADR 0023): the days (both dates
 * count) at the daily price, plus 15 % for insurance and fees, is the total. The calculator
 * estimates it for a number of days (spec §9: slider 1-30, typed 1-365, default 7); a booking's
 * total is the same sum for its dates, computed by the server from the listing's price.
 */
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
  /** days × daily price */
  subtotal: number;
  /** Insurance and fees: 15 % of the subtotal, to the unit. */
  fees: number;
  /** What the renter pays, all in. */
  total: number;
}

/** Whole amounts for `days` days at `pricePerDay`, in the currency of `pricePerDay`: a booking's total. */
export function rentalTotal(pricePerDay: number, days: number): RentalCost {
  const subtotal = days * pricePerDay;
  const fees = Math.round(subtotal * INSURANCE_AND_FEES_RATE);
  return { days, subtotal, fees, total: subtotal + fees };
}

/** The calculator's estimate: the total for a typed number of days, clamped to 1-365. */
export function rentalCost(pricePerDay: number, days: number): RentalCost {
  return rentalTotal(pricePerDay, clampRentalDays(days));
}

/**
 * The total in the visitor's currency. The day rate is converted and rounded first, then every
 * line is computed from it, so "rate × days = subtotal" and "subtotal + fees = total" hold as shown.
 */
export function rentalCostIn(country: Country, pricePerDayXof: number, days: number): RentalCost & { pricePerDay: number } {
  const pricePerDay = Math.round(convertFromXof(pricePerDayXof, country));
  return { pricePerDay, ...rentalCost(pricePerDay, days) };
}
