/** The filter sheet's live count: the endpoint that counts a browse query (its query is the form's). */
export const LISTINGS_COUNT_PATH = "/listings/nombre";

export interface ResultTotal {
  count: number;
  /** More than `count` match: the count stopped there. */
  capped: boolean;
}

const nf = new Intl.NumberFormat("fr-FR");

/** The filter sheet's button: 'Voir 128 annonces', 'Voir 1 annonce', 'Aucune annonce', 'Voir 1 000+ annonces'. */
export function seeResultsLabel(total: ResultTotal): string {
  if (total.count === 0 && !total.capped) return "Aucune annonce";
  if (total.count === 1 && !total.capped) return "Voir 1 annonce";
  return `Voir ${nf.format(total.count)}${total.capped ? "+" : ""} annonces`;
}
