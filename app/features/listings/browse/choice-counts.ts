import type { ResultTotal } from "./results-label.ts";

/** How many listings each 'Marque' choice, and each 'Modèle' choice of one brand, would show. */
export interface BrandModelCounts {
  brands: Readonly<Record<string, number>>;
  /** The brand whose models are counted; null when none is chosen. */
  brand: string | null;
  models: Readonly<Record<string, number>>;
}

/** What the filter sheet's live count endpoint answers: the form's total and its choices' counts. */
export interface LiveCountAnswer extends ResultTotal {
  choices: BrandModelCounts;
}

/** A choice with its number, as the select shows it: 'Toyota (12)'; the name alone when not counted. */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
