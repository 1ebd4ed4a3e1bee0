import { COUNTRY_CODES } from "../../lib/countries.ts";
import { isCalendarDay } from "../../lib/calendar-day.ts";

/**
 * The rules of the 'Permis de conduire' form, for the page and the server alike: the number, the
 * issuing country and the expiry date. The photos are judged by the image rules (app/lib/images.ts).
 */

/** Where a licence may come from: the site's countries, then those its members often drive on. */
export const LICENCE_COUNTRY_CODES: readonly string[] = [
  ...COUNTRY_CODES,
  ...["FR", "BE", "CA", "US", "GB", "DE", "IT", "ES", "LB"].filter((code) => !(COUNTRY_CODES as readonly string[]).includes(code)),
];

export const LICENCE_NUMBER_MIN = 4;
export const LICENCE_NUMBER_MAX = 30;
const NUMBER_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

/** A licence further in the future than this is a typing mistake (a year of 20300). */
const MAX_YEARS_AHEAD = 100;

export const LICENCE_FORM_MESSAGES = {
  number: /*i18n*/ "Le numéro du permis doit compter de 4 à 30 caractères : lettres, chiffres, espaces ou tirets.",
  country: /*i18n*/ "Choisissez le pays de délivrance dans la liste.",
  expiresOnInvalid: /*i18n*/ "Saisissez une date d'expiration valide.",
  expired: /*i18n*/ "Ce permis a expiré : la date d'expiration est passée.",
  frontMissing: /*i18n*/ "Ajoutez la photo du recto du permis.",
  backMissing: /*i18n*/ "Ajoutez la photo du verso du permis.",
  notImage: /*i18n*/ "Ce fichier n'est pas une image JPG, PNG ou WEBP lisible.",
  tooLarge: /*i18n*/ "Cette photo dépasse 5 MB : choisissez une image plus légère.",
  tooManyPixels: /*i18n*/ "Cette photo est trop grande (plus de 50 mégapixels) : réduisez-la et réessayez.",
  formTooLarge: /*i18n*/ "Les photos dépassent 5 MB chacune : choisissez des images plus légères.",
  chooseAgain: /*i18n*/ "Pour votre sécurité, les photos ne sont pas gardées : choisissez de nouveau le recto et le verso.",
  saved: /*i18n*/ "Permis envoyé : il sera vérifié par notre équipe.",
} as const;

export type LicenceField = "number" | "country" | "expiresOn" | "front" | "back";

export interface LicenceFields {
  number: string;
  country: string;
  expiresOn: string;
}

/** The number as kept: spaces gathered, letters in capitals. */
export function normalizeLicenceNumber(typed: string): string {
  return typed.trim().replace(/\s+/g, " ").toUpperCase();
}

/**
 * The typed fields checked against `today` (YYYY-MM-DD): the clean values, or the message of each
 * field that is wrong (the message ids of LICENCE_FORM_MESSAGES).
 */
export function checkLicenceFields(
  typed: LicenceFields,
  today: string,
): { ok: true; value: LicenceFields } | { ok: false; errors: Partial<Record<LicenceField, string>> } {
  const errors: Partial<Record<LicenceField, string>> = {};
  const number = normalizeLicenceNumber(typed.number);
  if (number.length < LICENCE_NUMBER_MIN || number.length > LICENCE_NUMBER_MAX || !NUMBER_SHAPE.test(number)) {
    errors.number = LICENCE_FORM_MESSAGES.number;
  }
  const country = typed.country.trim().toUpperCase();
  if (!LICENCE_COUNTRY_CODES.includes(country)) errors.country = LICENCE_FORM_MESSAGES.country;
  const expiresOn = typed.expiresOn.trim();
  if (!isCalendarDay(expiresOn) || Number(expiresOn.slice(0, 4)) > Number(today.slice(0, 4)) + MAX_YEARS_AHEAD) {
    errors.expiresOn = LICENCE_FORM_MESSAGES.expiresOnInvalid;
  } else if (expiresOn < today) {
    errors.expiresOn = LICENCE_FORM_MESSAGES.expired;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { number, country, expiresOn } };
}
