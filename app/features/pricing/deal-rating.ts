import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { numberFormatIn } from "../../lib/intl-formats.ts";
import type { ShownFactor } from "./price-factor-words.ts";

/**
 * A listing's price against its estimated market value (spec 000 §1, §9).
 *
 * Thresholds, on savings = (value − price) / value:
 * - 'Excellent prix' from 15 % under: well beyond the model's typical error (a median of about
 *   11 % on held-out listings), so it is very likely a real bargain;
 * - 'Bon prix' from 5 % under;
 * - 'Prix correct' down to 10 % over: asking prices here are opened above the price that is
 *   finally agreed (buyers negotiate), and the estimate itself is ±10 %: a listing in that band
 *   cannot honestly be called expensive;
 * - 'Prix élevé' beyond.
 * Under 55 % of the value with at least 5 comparables, no badge: a caution instead, as a price that
 * good is the usual bait of a scam (pay a deposit to "reserve" a car that does not exist).
 */
export type DealRating = "excellent" | "good" | "fair" | "poor";

export const DEAL_THRESHOLDS = { excellent: 15, good: 5, fair: -10 } as const;
export const SUSPICIOUS_RATIO = 0.55;
export const SUSPICIOUS_MIN_COMPARABLES = 5;
export const LIMITED_DATA_BELOW = 3;

export const DEAL_LABELS: Readonly<Record<DealRating, string>> = {
  excellent: /*i18n*/ "Excellent prix",
  good: /*i18n*/ "Bon prix",
  fair: /*i18n*/ "Prix correct",
  poor: /*i18n*/ "Prix élevé",
};

export const SUSPICIOUS_PRICE = /*i18n*/ "Prix anormalement bas : méfiez-vous des demandes de paiement avant la visite";

/** The spec's price evaluation response (spec 000 §3), with the caution of a too-good price. */
export interface PriceEvaluation {
  dealRating: DealRating;
  /** Positive when the price is under the value. */
  savingsPercentage: number;
  comparableCount: number;
  explanation: string;
  /** The three factors that moved the estimate most (the model's own contributions), for 'Pourquoi ce prix'. */
  factors: ShownFactor[];
  aiPowered: boolean;
  marketValue: number;
  suspicious: boolean;
}

/** What a card shows: the rating and its savings. */
export interface DealBadge {
  rating: DealRating;
  savings: number;
  comparables: number;
}

export function savingsPercentage(price: number, marketValue: number): number {
  return Math.round(((marketValue - price) / marketValue) * 1000) / 10;
}

export function dealRatingOf(savings: number): DealRating {
  if (savings >= DEAL_THRESHOLDS.excellent) return "excellent";
  if (savings >= DEAL_THRESHOLDS.good) return "good";
  if (savings >= DEAL_THRESHOLDS.fair) return "fair";
  return "poor";
}

/**
 * Percentage points a listing's savings must go past a threshold before a refit changes the badge
 * it already had: a refit on a market that moved a little (a few listings more) moves every
 * estimate a little, the model's own noise (measured on 600 listings, the market grown by 1 %: 0.5
 * to 0.8 point at the median, 3 to 6 at most over five runs), and a badge that flips back and forth
 * with nothing changed in the listing is a badge nobody can trust.
 */
export const BADGE_HYSTERESIS = 8;

const BANDS: Readonly<Record<DealRating, readonly [number, number]>> = {
  excellent: [DEAL_THRESHOLDS.excellent, Number.POSITIVE_INFINITY],
  good: [DEAL_THRESHOLDS.good, DEAL_THRESHOLDS.excellent],
  fair: [DEAL_THRESHOLDS.fair, DEAL_THRESHOLDS.good],
  poor: [Number.NEGATIVE_INFINITY, DEAL_THRESHOLDS.fair],
};

/** The rating of `savings`, except that a listing unchanged since its `previous` rating keeps it while the savings stay within BADGE_HYSTERESIS of its band. */
export function steadyDealRating(savings: number, previous?: DealRating | null): DealRating {
  const rating = dealRatingOf(savings);
  if (!previous || previous === rating) return rating;
  const [low, high] = BANDS[previous];
  return savings >= low - BADGE_HYSTERESIS && savings < high + BADGE_HYSTERESIS ? previous : rating;
}

export function isSuspiciouslyCheap(price: number, marketValue: number, comparableCount: number): boolean {
  return comparableCount >= SUSPICIOUS_MIN_COMPARABLES && price < SUSPICIOUS_RATIO * marketValue;
}

/** 'Basé sur N annonces similaires' from 3, else 'Données limitées (N annonces)', in the language of `i18n`. */
export function comparablesWording(count: number, i18n: I18n): string {
  if (count >= LIMITED_DATA_BELOW) return i18n._(msg`Basé sur ${plural(count, { one: "# annonce similaire", other: "# annonces similaires" })}`);
  return i18n._(msg`Données limitées (${plural(count, { one: "# annonce", other: "# annonces" })})`);
}

/** The savings as the badge shows them: a minus sign when the price is under the value ('-12 %'; English '-12%'). */
export function savingsWording(savings: number, language: Language = DEFAULT_LANGUAGE): string {
  const abs = numberFormatIn(language, { maximumFractionDigits: 0 }).format(Math.abs(savings));
  const unit = language === "fr" ? " %" : "%";
  return savings > 0 ? `-${abs}${unit}` : savings < 0 ? `+${abs}${unit}` : `0${unit}`;
}
