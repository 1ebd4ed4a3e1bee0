import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Country, countryName } from "../../lib/countries.ts";
import { CITY_LABELS } from "../../lib/cities.ts";
import { groupDigits } from "../../lib/grouped-number.ts";
import { type Language, languageOfLocale } from "../../lib/language.ts";
import { formatPrice } from "../../lib/money.ts";
import { BODY_TYPE_LABELS, BRAND_LABELS, CATEGORY_LABELS, type Catalogue, FUEL_LABELS, TRANSMISSION_LABELS, valueLabel } from "../../lib/vehicles.ts";
import type { BrowseQuery } from "../listings/browse-query.ts";
import { parseSearch } from "../listings/search-text.ts";

/** A saved search's name: at most this many characters (the table's check says the same). */
export const NAME_MAX = 120;

function range(i18n: I18n, min: number | null, max: number | null, format: (value: number) => string): string | null {
  const low = min === null ? "" : format(min);
  const high = max === null ? "" : format(max);
  if (min !== null && max !== null) return i18n._(msg`entre ${low} et ${high}`);
  if (max !== null) return i18n._(msg`moins de ${high}`);
  if (min !== null) return i18n._(msg`plus de ${low}`);
  return null;
}

function yearWords(i18n: I18n, from: number | null, to: number | null): string | null {
  if (from !== null && to !== null) return i18n._(msg`de ${from} à ${to}`);
  if (from !== null) return i18n._(msg`depuis ${from}`);
  if (to !== null) return i18n._(msg`jusqu'à ${to}`);
  return null;
}

/** The language `i18n` speaks. */
function languageOf(i18n: I18n): Language {
  return languageOfLocale(i18n.locale);
}

/** What was searched, as the catalogue understood it ("Toyota Hilux 2018"), or the text as typed. */
function searchWords(text: string, i18n: I18n): string | null {
  if (!text) return null;
  const parsed = parseSearch(text);
  const refs = [...parsed.brands, ...parsed.models.map((m) => `${m.brand} ${m.model}`)];
  if (refs.length === 0) return i18n._(msg`« ${text} »`);
  return [...refs, ...parsed.years.map(String), ...parsed.words].join(" ");
}

/**
 * The criteria of a browse state in words, in the order a buyer says them, in the language of
 * `i18n` (the server's `serverI18n(language)`); prices are typed in the selected country's
 * currency, so they are written in it.
 */
export function criteriaWords(query: Pick<BrowseQuery, "kind" | "search" | "filters">, selected: Country, i18n: I18n): string[] {
  const f = query.filters;
  const language = languageOf(i18n);
  const inCurrency = (value: number) => formatPrice(value, selected, selected.currency, language);
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  // Typed in the filter: a city of the catalogue in the language, any other as typed.
  const city = f.city ? valueLabel(CITY_LABELS, f.city, translate) : null;
  // The catalogues' words (lib/vehicles.ts) in the language of `i18n`; a value they do not know as it is.
  const label = (labels: Catalogue, value: string | null) => (value ? valueLabel(labels, value, translate) : null);
  const words: (string | null)[] = [
    query.kind === "rental" ? i18n._(msg`Location`) : null,
    f.brand ? [valueLabel(BRAND_LABELS, f.brand, translate), f.model].filter(Boolean).join(" ") : null,
    searchWords(query.search, i18n),
    label(FUEL_LABELS, f.fuelType),
    label(TRANSMISSION_LABELS, f.transmission),
    label(BODY_TYPE_LABELS, f.bodyType),
    label(CATEGORY_LABELS, f.category),
    range(i18n, f.priceMin, f.priceMax, inCurrency),
    range(i18n, f.mileageMin, f.mileageMax, (v) => `${groupDigits(v, language)} km`),
    yearWords(i18n, f.yearMin, f.yearMax),
    f.budget ? i18n._(msg`dans mon budget`) : null,
    city ? i18n._(msg`à ${city}`) : null,
  ];
  return words.filter((w): w is string => w !== null);
}

/**
 * Where the search looks, named in the language of `i18n`: the country filter (its value is the
 * country's French name), or the country selected when it was saved.
 */
export function countryWords(query: Pick<BrowseQuery, "filters">, selected: Country, i18n: I18n): string {
  return countryName(query.filters.country || selected.code, languageOf(i18n));
}

/** The name proposed when saving: 'Toyota Hilux · Diesel · moins de 15 millions CFA'. */
export function proposedName(query: Pick<BrowseQuery, "kind" | "search" | "filters">, selected: Country, i18n: I18n): string {
  const words = criteriaWords(query, selected, i18n);
  const where = countryWords(query, selected, i18n);
  const name = words.length > 0 ? words.join(" · ") : i18n._(msg`Toutes les annonces · ${where}`);
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}
