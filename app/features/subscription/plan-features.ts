/** The free plan's cap on active listings (applied while an administrator keeps it switched on). */
export const FREE_LISTING_LIMIT = 5;

/** The plans' lines the cards put first, and the valuation's, which depends on an administrator's switch. */
export const PLAN_LINES = {
  // FREE_LISTING_LIMIT written out: a marked message is one literal (plan-features.test.ts holds them together).
  limited: /*i18n*/ "Jusqu'à 5 annonces actives",
  /** The Pro plan's: spec doc 2 §9, "Pro subscribers have no listing limit". */
  unlimited: /*i18n*/ "Annonces illimitées",
  valuation: /*i18n*/ "Évaluation de véhicule",
} as const;

/**
 * Lines a plan stored by an earlier install may still hold that the product does not deliver:
 * nothing in the spec nor in the app gives Pro members faster support.
 */
const RETIRED_LINES: ReadonlySet<string> = new Set(["Support prioritaire"]);

export interface FreePlanSwitches {
  /** enable_free_listings_limit */
  listingLimit: boolean;
  /** restrict_vehicle_evaluation_to_pro */
  valuationForProOnly: boolean;
}

/**
 * The free plan's card as the switches are now: its limit of 5 active listings first while the
 * server applies it, and no line about a number of listings while it does not ('Annonces
 * illimitées' is the Pro card's line alone: spec doc 2 §9); the valuation only while it is open
 * to all. The stored list keeps its other lines.
 */
export function freePlanFeatures(stored: readonly string[], switches: FreePlanSwitches): string[] {
  const others = stored.filter(
    (line) =>
      line !== PLAN_LINES.limited &&
      line !== PLAN_LINES.unlimited &&
      !RETIRED_LINES.has(line) &&
      !(switches.valuationForProOnly && line === PLAN_LINES.valuation),
  );
  return switches.listingLimit ? [PLAN_LINES.limited, ...others] : others;
}

/**
 * The Pro plan's card as the spec describes the plan (doc 2 §1, §9): no listing limit first, then
 * the stored lines (first in search results, the Pro badge, advanced statistics), without those
 * the product does not deliver.
 */
export function proPlanFeatures(stored: readonly string[]): string[] {
  const others = stored.filter((line) => line !== PLAN_LINES.unlimited && line !== PLAN_LINES.limited && !RETIRED_LINES.has(line));
  return [PLAN_LINES.unlimited, ...others];
}
