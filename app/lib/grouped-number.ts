import { DEFAULT_LANGUAGE, type Language } from "./language.ts";

// French groups thousands with a narrow no-break space, English with a comma; the readers of these fields strip both.
const GROUPED = {
  fr: new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0, useGrouping: true }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0, useGrouping: true }),
} satisfies Record<Language, Intl.NumberFormat>;

/** Digits without their grouping: spaces, and English commas between groups of three ("5,000,000"; "1,5" stays). */
function withoutGrouping(text: string): string {
  const spaced = text.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d{1,3}(?:,\d{3})+$/.test(spaced) ? spaced.replaceAll(",", "") : spaced;
}

/** "5000000" → "5 000 000" ("5,000,000" in English); text that is not a whole number is left as typed. */
export function groupDigits(value: string | number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (value === null || value === undefined) return "";
  const digits = withoutGrouping(String(value));
  return /^\d+$/.test(digits) ? GROUPED[language].format(Number(digits)) : String(value);
}

/** The number in a grouped field: "5 000 000" → 5000000; NaN when it is not one. */
export function readGrouped(text: string): number {
  const digits = withoutGrouping(text);
  return digits === "" ? Number.NaN : Number(digits);
}
