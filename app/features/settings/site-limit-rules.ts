import { numberFormatIn } from "../../lib/intl-formats.ts";
/** The site's numeric limits an administrator sets in 'Paramètres': each one's default, range and words. */

export const SITE_LIMIT_KEYS = ["sms_codes_per_day", "max_booking_days", "listing_days", "pro_listing_days"] as const;
export type SiteLimitKey = (typeof SITE_LIMIT_KEYS)[number];

interface SiteLimitRule {
  /** What a fresh install uses, and what a limit never saved reads as. */
  default: number;
  min: number;
  max: number;
  title: string;
  text: string;
  unit: string;
}

export const SITE_LIMITS: Readonly<Record<SiteLimitKey, SiteLimitRule>> = {
  sms_codes_per_day: {
    default: 500,
    min: 1,
    max: 100_000,
    title: /*i18n*/ "Plafond quotidien de SMS",
    text: /*i18n*/ "Codes de vérification envoyés par jour sur tout le site. Au-delà, les codes attendent le lendemain.",
    unit: /*i18n*/ "SMS par jour",
  },
  max_booking_days: {
    default: 90,
    min: 1,
    // The calendar offers 12 months: no stay can be longer.
    max: 365,
    title: /*i18n*/ "Durée maximale d'une location",
    text: /*i18n*/ "Nombre de jours qu'une demande de réservation peut couvrir au plus.",
    unit: /*i18n*/ "jours",
  },
  // At least 14 days: the owner is told 7 days and 1 day before the end, never on the day it is posted.
  listing_days: {
    default: 60,
    min: 14,
    max: 365,
    title: /*i18n*/ "Durée de visibilité d'une annonce",
    text: /*i18n*/ "Nombre de jours pendant lesquels une annonce reste en ligne après sa publication ou son renouvellement.",
    unit: /*i18n*/ "jours",
  },
  pro_listing_days: {
    default: 90,
    min: 14,
    max: 365,
    title: /*i18n*/ "Durée de visibilité d'une annonce Pro",
    text: /*i18n*/ "La même durée pour les annonces des membres Pro.",
    unit: /*i18n*/ "jours",
  },
};

export const SITE_LIMIT_MESSAGES = {
  unknown: /*i18n*/ "Paramètre inconnu",
  invalid: (key: SiteLimitKey) =>
    `${SITE_LIMITS[key].title} : un nombre entier de ${numberFormatIn("fr").format(SITE_LIMITS[key].min)} à ${numberFormatIn("fr").format(SITE_LIMITS[key].max)} est attendu.`,
} as const;

export function isSiteLimitKey(key: unknown): key is SiteLimitKey {
  return typeof key === "string" && (SITE_LIMIT_KEYS as readonly string[]).includes(key);
}

/** Whether `value` may be saved as this limit: a whole number within its range. */
export function isValidSiteLimit(key: SiteLimitKey, value: number): boolean {
  return Number.isInteger(value) && value >= SITE_LIMITS[key].min && value <= SITE_LIMITS[key].max;
}
