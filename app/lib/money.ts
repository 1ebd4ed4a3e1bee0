import { COUNTRIES, type Country, DEFAULT_COUNTRY } from "./countries.ts";
import { DEFAULT_LANGUAGE, type Language, localeOf } from "./language.ts";
import { plainNumber } from "./plain-numbers.ts";

/** Shown instead of a price when the amount cannot be computed. */
export const NO_PRICE = "—";

/** Units of `currency` for 1 XOF, or undefined for a currency we do not list. */
export function rateOf(currency: string): number | undefined {
  if (currency === "XOF") return 1;
  return COUNTRIES.find((c) => c.currency === currency)?.exchangeRate;
}

export function convertFromXof(amountXof: number, country: Country): number {
  return amountXof * country.exchangeRate;
}

/**
 * Amount in `sourceCurrency` to the country's currency, through XOF.
 * NaN for a non-finite amount or an unknown source currency.
 */
export function convertPrice(amount: number, country: Country, sourceCurrency: string = "XOF"): number {
  if (!Number.isFinite(amount)) return Number.NaN;
  // Avoid a divide-then-multiply round trip (100 / 0.07 * 0.07 drifts).
  if (sourceCurrency === country.currency) return amount;
  const sourceRate = rateOf(sourceCurrency);
  if (sourceRate === undefined) return Number.NaN;
  return convertFromXof(amount / sourceRate, country);
}

/**
 * The sell form's one-time conversion of a typed price to integer XOF (the
 * server's unit). A price of at least 1 never rounds down to 0 — 1 FG is
 * worth less than 1 XOF but must still pass the server's "min 1".
 */
export function toXof(amountInCountryCurrency: number, country: Country): number {
  if (!Number.isFinite(amountInCountryCurrency)) return Number.NaN;
  const xof = Math.round(amountInCountryCurrency / country.exchangeRate) + 0; // + 0 turns -0 into 0
  return amountInCountryCurrency >= 1 ? Math.max(1, xof) : xof;
}

// French groups digits with U+202F (narrow no-break space), English with a comma; kept as is.
// signDisplay "negative" avoids "-0" when a small negative rounds to zero.
// Building a formatter costs far more than using one: one per locale and shape, made at first use,
// and none for French and English, written without Intl (plain-numbers.ts, ADR 0062).
const formats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, language: Language, country: Country, decimals: 0 | 2): string {
  const locale = localeFor(language, country);
  const plain = plainNumber(locale, value, decimals);
  if (plain !== null) return plain;
  const key = `${locale} ${decimals}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, signDisplay: "negative" });
    formats.set(key, made);
  }
  return made.format(value);
}

function localeFor(language: Language, country: Country): string {
  return language === DEFAULT_LANGUAGE ? "fr-FR" : localeOf(language, country.code);
}

const symbolFirst = new Map<string, boolean>();
const PLAIN_ENGLISH = new Set(["en-GB", "en-NG", "en-GH"]);
/** Whether the locale writes a currency's sign before the amount ("₦10,080,000" in en-NG), as Intl says. */
export function currencyFirst(locale: string, currency: string): boolean {
  // French writes the sign after, English before, whatever the currency (money.test.ts checks Intl agrees): no Intl to make at start.
  if (locale === "fr-FR") return false;
  if (PLAIN_ENGLISH.has(locale)) return true;
  const key = `${locale} ${currency}`;
  let first = symbolFirst.get(key);
  if (first === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(1);
    first = parts.findIndex((p) => p.type === "currency") < parts.findIndex((p) => p.type === "integer");
    symbolFirst.set(key, first);
  }
  return first;
}

/**
 * An amount's digits with the country's currency sign where the page's locale puts it (ADR 0057):
 * after in French, Portuguese and Arabic ("42 500 CFA"), before in English ("₦10,080,000",
 * "GH₵1,000", "CFA 42,500": a sign made of letters keeps a space).
 */
export function withSymbol(digits: string, language: Language, country: Country): string {
  const symbol = country.currencySymbol;
  if (!currencyFirst(localeFor(language, country), country.currency)) return `${digits} ${symbol}`;
  const sign = digits.startsWith("-") ? "-" : "";
  return `${sign}${symbol}${/\p{L}$/u.test(symbol) ? " " : ""}${digits.slice(sign.length)}`;
}

/** "million" in each language, singular and plural (English keeps "million" whatever the count). */
const MILLION_WORDS: Readonly<Record<Language, readonly [one: string, many: string]>> = {
  fr: ["million", "millions"],
  en: ["million", "million"],
  pt: ["milhão", "milhões"],
  ar: ["مليون", "مليون"],
};

/** `value` in `unit`s rounded to `decimals` (halves away from zero): the number shown, and compared. */
function inUnits(value: number, unit: number, decimals: number): number {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) / (unit / scale))) / scale;
}

/**
 * Spec §9 price display, after conversion to the country's currency, with enough digits that an
 * edit of 1 % or more always shows (2 000 000 → 1 950 000 reads "2 millions" → "1,95 million"):
 * - ≥ 1 000 000: millions with at most 2 decimals, "12,55 millions CFA" (French puts "million"
 *   in the plural from 2 on: "1 million", "1,95 million", "2 millions");
 * - otherwise the whole amount, grouped: "42 500 CFA", "999 999 CFA".
 * The spec's thousands tier ("47,5K CFA") is not used: a "K" is read by few buyers, and on a card a
 * rental's "42,5K CFA/jour" left them guessing the daily price; below a million the whole amount is
 * at most 7 digits, which every card and sentence has room for.
 * Thresholds apply to the absolute value; negatives keep their sign. The exact amount is
 * `formatExactPrice`'s (a listing's own page).
 */
export function formatPrice(amount: number, country: Country, sourceCurrency: string = "XOF", language: Language = DEFAULT_LANGUAGE): string {
  const value = convertPrice(amount, country, sourceCurrency);
  if (!Number.isFinite(value)) return NO_PRICE;
  // Rounded first: 999 999,6 is 1 000 000, which reads "1 million", not "1 000 000".
  const whole = Math.round(value);
  if (Math.abs(whole) >= 1_000_000) {
    const millions = inUnits(value, 1_000_000, 2);
    // French and Portuguese put "million" in the plural from 2 on: "1,95 million", "2 millions".
    const [one, many] = MILLION_WORDS[language];
    return withSymbol(`${formatNumber(millions, language, country, 2)} ${Math.abs(millions) >= 2 ? many : one}`, language, country);
  }
  return withSymbol(formatNumber(value, language, country, 0), language, country);
}

/**
 * The whole amount, grouped, in the country's currency: "193 200 CFA". For calculators and totals,
 * whose lines must add up (the form above shortens millions, for prices on cards and in sentences).
 */
export function formatExactPrice(amount: number, country: Country, sourceCurrency: string = "XOF", language: Language = DEFAULT_LANGUAGE): string {
  const value = convertPrice(amount, country, sourceCurrency);
  return Number.isFinite(value) ? withSymbol(formatNumber(value, language, country, 0), language, country) : NO_PRICE;
}

/** An amount that stays in CFA whatever the visitor's currency (the budget calculator's inputs are CFA). */
export function formatCfa(amountXof: number, language: Language = DEFAULT_LANGUAGE): string {
  return formatExactPrice(amountXof, DEFAULT_COUNTRY, "XOF", language);
}
