import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { numberFormatIn } from "../../lib/intl-formats.ts";

/** What moved an estimate, as the page says it: a factor, its direction when it has one, and its effect (−0.08: −8 %). */
export interface ShownFactor {
  factor: string;
  /** The vehicle's value of the factor is above the market's usual one (more kilometres, a more recent year…). */
  high?: boolean;
  effect: number;
}

/** How many factors the page names: the three that moved the estimate most. */
export const SHOWN_FACTORS = 3;

/** Factors said by the side of the usual the vehicle is on. */
const SIDED: Readonly<Record<string, { high: MessageDescriptor; low: MessageDescriptor }>> = {
  mileage: { high: msg`Kilométrage élevé`, low: msg`Kilométrage faible` },
  year: { high: msg`Année récente`, low: msg`Année ancienne` },
  power: { high: msg`Moteur puissant`, low: msg`Moteur peu puissant` },
  engine: { high: msg`Grosse cylindrée`, low: msg`Petite cylindrée` },
  owners: { high: msg`Plusieurs propriétaires`, low: msg`Peu de propriétaires` },
  seats: { high: msg`Beaucoup de places`, low: msg`Peu de places` },
  accidents: { high: msg`Accidents déclarés`, low: msg`Aucun accident déclaré` },
};

/** Factors said by what they are (the make, the model…): the effect says whether it helps. */
const NAMED: Readonly<Record<string, MessageDescriptor>> = {
  brand: msg`Marque`,
  model: msg`Modèle`,
  variant: msg`Version`,
  fuel: msg`Carburant`,
  transmission: msg`Boîte de vitesses`,
  history: msg`Historique (titre, dédouanement)`,
  condition: msg`État`,
  seller: msg`Type de vendeur`,
  body: msg`Carrosserie`,
  country: msg`Pays`,
};

/** The effect as a signed whole percentage: '−8 %', '+12 %' (no space before % in English). */
export function effectWording(effect: number, language: Language = DEFAULT_LANGUAGE): string {
  const percent = Math.round(effect * 100);
  const digits = numberFormatIn(language, { maximumFractionDigits: 0 }).format(Math.abs(percent));
  const sign = percent > 0 ? "+" : percent < 0 ? "−" : "";
  return `${sign}${digits}${language === "fr" ? " %" : "%"}`;
}

/** 'Kilométrage élevé : −8 %' in the language of `i18n`; null for a factor the page does not know or an effect under 1 %. */
export function factorWording(f: ShownFactor, i18n: I18n, language: Language): string | null {
  if (Math.abs(f.effect) < 0.005) return null;
  const sided = SIDED[f.factor];
  const name = sided ? (f.high ? sided.high : sided.low) : NAMED[f.factor];
  if (!name) return null;
  const colon = language === "fr" ? " : " : ": ";
  return `${i18n._(name)}${colon}${effectWording(f.effect, language)}`;
}

/** The SHOWN_FACTORS largest effects, worded, largest first. */
export function topFactorWordings(factors: readonly ShownFactor[], i18n: I18n, language: Language): string[] {
  return [...factors]
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .flatMap((f) => factorWording(f, i18n, language) ?? [])
    .slice(0, SHOWN_FACTORS);
}
