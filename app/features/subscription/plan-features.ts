/** The free plan's cap on active listings, while an administrator keeps it switched on. */
export const FREE_LISTING_LIMIT = 5;

/** The free plan's lines that depend on an administrator's switch. */
export const FREE_PLAN_LINES = {
  // FREE_LISTING_LIMIT written out: a marked message is one literal (plan-features.test.ts holds them together).
  limited: /*i18n*/ "Jusqu'à 5 annonces actives",
  unlimited: /*i18n*/ "Annonces illimitées",
  valuation: /*i18n*/ "Évaluation de véhicule",
} as const;

export interface FreePlanSwitches {
  /** enable_free_listings_limit */
  listingLimit: boolean;
  /** restrict_vehicle_evaluation_to_pro */
  valuationForProOnly: boolean;
}

/**
 * The free plan's card as the switches are now: the cap of 5 listings only while it applies (else
 * no cap), the valuation only while it is open to all. The stored list keeps its other lines.
 */
export function freePlanFeatures(stored: readonly string[], switches: FreePlanSwitches): string[] {
  const others = stored.filter(
    (line) => line !== FREE_PLAN_LINES.limited && line !== FREE_PLAN_LINES.unlimited && !(switches.valuationForProOnly && line === FREE_PLAN_LINES.valuation),
  );
  return [switches.listingLimit ? FREE_PLAN_LINES.limited : FREE_PLAN_LINES.unlimited, ...others];
}
