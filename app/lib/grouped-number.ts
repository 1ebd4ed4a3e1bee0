// fr-FR groups thousands with a narrow no-break space; the readers of these fields strip it.
const GROUPED = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0, useGrouping: true });

/** "5000000" → "5 000 000"; text that is not a whole number is left as typed. */
export function groupDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const digits = String(value).replace(/[\s\u00a0\u202f]/g, "");
  return /^\d+$/.test(digits) ? GROUPED.format(Number(digits)) : String(value);
}

/** The number in a grouped field: "5 000 000" → 5000000; NaN when it is not one. */
export function readGrouped(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f]/g, "");
  return digits === "" ? Number.NaN : Number(digits);
}
