/**
 * Numbers as fr-FR and English (Britain, Nigeria, Ghana) write them, without Intl: "1 234 567,5"
 * (narrow no-break spaces) and "1,234,567.5". Making the browser's first number format costs a
 * phone 20–90 ms of its start (ICU's locale data: ADR 0062); these locales are most pages'.
 * Equal to Intl's output (plain-numbers.test.ts compares them); null for any other locale.
 */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  "fr-FR": { group: "\u202f", decimal: "," },
  "en-GB": { group: ",", decimal: "." },
  "en-NG": { group: ",", decimal: "." },
  "en-GH": { group: ",", decimal: "." },
};

/** Above this, a number's shortest form has an exponent: Intl then. */
const LARGEST = 1e21;
/** Below this, its shortest form has one too; every decimal shown here rounds it to 0. */
const SMALLEST = 1e-6;

/**
 * `value` grouped, with at most `maximumFractionDigits` (0 to 3) decimals, trailing zeros dropped,
 * never "-0"; null where Intl must say. Rounded half away from zero on the number's shortest
 * decimal form, as Intl rounds (1.005 → "1,01", where `toFixed` says "1.00").
 */
export function plainNumber(locale: string, value: number, maximumFractionDigits: 0 | 1 | 2 | 3): string | null {
  const separators = SEPARATORS[locale];
  if (!separators || !Number.isFinite(value) || Math.abs(value) >= LARGEST) return null;
  const shortest = Math.abs(value) < SMALLEST ? "0" : String(Math.abs(value));
  const [whole, fraction = ""] = shortest.split(".");
  const kept = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0"));
  const digits = String(kept + ((fraction[maximumFractionDigits] ?? "0") >= "5" ? 1n : 0n)).padStart(maximumFractionDigits + 1, "0");
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits);
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, "");
  const zero = /^0*$/.test(wholeDigits + decimals);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return `${value < 0 && !zero ? "-" : ""}${grouped}${decimals ? separators.decimal + decimals : ""}`;
}
