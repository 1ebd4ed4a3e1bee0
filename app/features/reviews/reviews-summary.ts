import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { numberFormatIn } from "../../lib/intl-formats.ts";

export const STARS = [5, 4, 3, 2, 1] as const;

export interface RatingCount {
  rating: number;
  count: number;
}

export interface ReviewsSummary {
  total: number;
  /** Rounded to one decimal; 0 when there is no review. */
  average: number;
  /** One row per star, 5 down to 1; `percent` is a whole number for the bar width. */
  distribution: { stars: number; count: number; percent: number }[];
}

/** Spec §9: average rounded to one decimal, distribution per star. */
export function summarizeRatings(counts: readonly RatingCount[]): ReviewsSummary {
  const countOf = (stars: number) => counts.filter((c) => c.rating === stars).reduce((sum, c) => sum + c.count, 0);
  const distribution = STARS.map((stars) => ({ stars, count: countOf(stars), percent: 0 }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return { total, average: 0, distribution };
  const sum = distribution.reduce((s, d) => s + d.stars * d.count, 0);
  for (const d of distribution) d.percent = Math.round((d.count / total) * 100);
  return { total, average: Math.round((sum / total) * 10) / 10, distribution };
}

/** "4,3" ("4.3" in English) */
export function formatAverage(average: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormatIn(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
