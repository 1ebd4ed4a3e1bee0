import { type Language, localeOf } from "./language.ts";

/**
 * Intl's formatters for a language, made once each (building one costs far more than using it):
 * numbers and dates in the language's own region ("fr-FR", "en-GB", "pt-PT", "ar-MA", Latin
 * digits), whatever the country shown.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

export function numberFormatIn(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let made = numbers.get(key);
  if (!made) {
    made = new Intl.NumberFormat(localeOf(language, null), options);
    numbers.set(key, made);
  }
  return made;
}

export function dateFormatIn(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let made = dates.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf(language, null), options);
    dates.set(key, made);
  }
  return made;
}
