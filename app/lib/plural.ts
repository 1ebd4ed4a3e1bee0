import { numberFormatIn } from "./intl-formats.ts";

/**
 * The noun agreeing with a count, the French way: below 2 it stays singular ('0 vue', '1 vue',
 * '1,5 jour'), from 2 on it takes the plural ('2 vues'). Give the plural when it is not the singular
 * plus an s ('avis', 'véhicules trouvés').
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return Math.abs(count) < 2 ? singular : pluralForm;
}

/** A count written with its noun: '1 vue', '12 500 vues' (thousands grouped with a narrow no-break space). */
export function countOf(count: number, singular: string, pluralForm?: string): string {
  // Made at first use (intl-formats), not when the module loads: making a number format is slow on a phone.
  return `${numberFormatIn("fr", { maximumFractionDigits: 1 }).format(count)} ${plural(count, singular, pluralForm)}`;
}
