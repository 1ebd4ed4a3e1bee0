import { DEFAULT_LANGUAGE, type Language, localeOf } from "./language.ts";
import { plainNumber } from "./plain-numbers.ts";
import { numberFormatIn } from "./intl-formats.ts";

// French groups thousands with a narrow no-break space, English with a comma; the readers of these fields strip both.

/** Digits without their grouping: spaces, and English commas between groups of three ("5,000,000"; "1,5" stays). */
function withoutGrouping(text: string): string {
  const spaced = text.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d{1,3}(?:,\d{3})+$/.test(spaced) ? spaced.replaceAll(",", "") : spaced;
}

/** "5000000" → "5 000 000" ("5,000,000" in English); text that is not a whole number is left as typed. */
export function groupDigits(value: string | number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (value === null || value === undefined) return "";
  const digits = withoutGrouping(String(value));
  if (!/^\d+$/.test(digits)) return String(value);
  // French and English without Intl (ADR 0062): making a number format is slow on a phone at start.
  return (
    plainNumber(localeOf(language, null), Number(digits), 0) ?? numberFormatIn(language, { maximumFractionDigits: 0, useGrouping: true }).format(Number(digits))
  );
}

/** The number in a grouped field: "5 000 000" → 5000000; NaN when it is not one. */
export function readGrouped(text: string): number {
  const digits = withoutGrouping(text);
  return digits === "" ? Number.NaN : Number(digits);
}
