import { COUNTRIES } from "./countries.ts";
import { rateOf } from "./money.ts";

/** Digits after the unit in the amounts providers take: kobo and pesewas are hundredths; CFA and Guinean francs have none. */
const MINOR_DIGITS: Readonly<Record<string, number>> = { XOF: 0, GNF: 0, NGN: 2, GHS: 2 };

/** How a currency is named to a payer, in the plural. */
const CURRENCY_NAMES: Readonly<Record<string, string>> = { XOF: "francs CFA", GNF: "francs guinéens", NGN: "nairas", GHS: "cedis" };

export interface ChargeQuote {
  /** In the smallest unit of `currency`. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Units of `currency` for 1 XOF. */
  rate: number;
}

const minorDigits = (currency: string) => MINOR_DIGITS[currency] ?? 0;

/**
 * A price in XOF as a provider takes it in `currency`, at our table's rate, rounded up to the
 * smallest unit (and to `step` of them for a provider that asks): never less than the price.
 * Null for a currency we hold no rate for.
 */
export function quoteCharge(amountXof: number, currency: string, step = 1): ChargeQuote | null {
  const rate = rateOf(currency);
  if (rate === undefined || !Number.isFinite(amountXof)) return null;
  // Rounded to a millionth first, so that 5 000 × 0,07 × 100 (35 000,000…04) does not round up to 35 001.
  const exact = Math.round(amountXof * rate * 10 ** minorDigits(currency) * 1e6) / 1e6;
  return { amount: Math.ceil(exact / step) * step, currency, rate };
}

const GROUPED = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** An amount in a currency's smallest unit, as the payer reads it: "350 ₵", "6 000 ₦", "5 000 CFA". */
export function formatCharge(amount: number, currency: string): string {
  const upper = currency.toUpperCase();
  const symbol = COUNTRIES.find((c) => c.currency === upper)?.currencySymbol ?? upper;
  return `${GROUPED.format(amount / 10 ** minorDigits(upper))} ${symbol}`;
}

export function currencyName(currency: string): string {
  return CURRENCY_NAMES[currency.toUpperCase()] ?? currency.toUpperCase();
}
