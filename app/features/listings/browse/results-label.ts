/** The filter sheet's live count: the endpoint that counts a browse query (its query is the form's). */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { groupDigits } from "../../../lib/grouped-number.ts";
import { languageOfLocale } from "../../../lib/language.ts";
export const LISTINGS_COUNT_PATH = "/listings/nombre";

export interface ResultTotal {
  count: number;
  /** More than `count` match: the count stopped there. */
  capped: boolean;
}

/**
 * The filter sheet's button: 'Voir 128 annonces', 'Voir 1 annonce', 'Aucune annonce', 'Voir 1 000+ annonces'.
 * In French, or in `i18n`'s language when given.
 */
export function seeResultsLabel(total: ResultTotal, i18n?: I18n): string {
  const language = languageOfLocale(i18n?.locale);
  const shown = groupDigits(total.count, language);
  if (!i18n) {
    if (total.count === 0 && !total.capped) return "Aucune annonce";
    if (total.count === 1 && !total.capped) return "Voir 1 annonce";
    return `Voir ${shown}${total.capped ? "+" : ""} annonces`;
  }
  if (total.count === 0 && !total.capped) return i18n._(msg`Aucune annonce`);
  if (total.count === 1 && !total.capped) return i18n._(msg`Voir 1 annonce`);
  return total.capped ? i18n._(msg`Voir ${shown}+ annonces`) : i18n._(msg`Voir ${shown} annonces`);
}
