import { COUNTRIES } from "./countries.ts";
import type { Language } from "./language.ts";
import { numberFormatIn } from "./intl-formats.ts";
import { rateOf, withSymbol } from "./money.ts";

/** Digits after the unit in the amounts providers take: kobo and pesewas are hundredths; CFA and Guinean francs have none. */
const MINOR_DIGITS: Readonly<Record<string, number>> = { XOF: 0, GNF: 0, NGN: 2, GHS: 2 };

const CURRENCY_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  fr: { XOF: "francs CFA", GNF: "francs guinéens", NGN: "nairas", GHS: "cedis" },
  en: { XOF: "CFA francs", GNF: "Guinean francs", NGN: "naira", GHS: "cedis" },
  pt: { XOF: "francos CFA", GNF: "francos guineenses", NGN: "nairas", GHS: "cedis" },
  ar: { XOF: "فرنك إفريقي", GNF: "فرنك غيني", NGN: "نيرة", GHS: "سيدي" },
};

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

/** An amount in a currency's smallest unit, as the payer reads it: "350 GH₵", "6 000 ₦", "5 000 CFA" (English: "₦6,000"). */
export function formatCharge(amount: number, currency: string, language: Language = "fr"): string {
  const upper = currency.toUpperCase();
  const digits = numberFormatIn(language, { maximumFractionDigits: 2 }).format(amount / 10 ** minorDigits(upper));
  const country = COUNTRIES.find((c) => c.currency === upper);
  return country ? withSymbol(digits, language, country) : `${digits} ${upper}`;
}

/** How a currency is named to a payer, in the plural: "francs CFA", in English "CFA francs". */
export function currencyName(currency: string, language: Language = "fr"): string {
  return CURRENCY_NAMES[language][currency.toUpperCase()] ?? currency.toUpperCase();
}
