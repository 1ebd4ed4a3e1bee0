import type { Country } from "../../lib/countries.ts";
import { formatPrice } from "../../lib/money.ts";
import { BODY_TYPES, CATEGORY_LABELS, FUEL_LABELS, TRANSMISSION_LABELS } from "../../lib/vehicles.ts";
import type { BrowseQuery } from "../listings/browse-query.ts";
import { parseSearch } from "../listings/search-text.ts";

/** A saved search's name: at most this many characters (the table's check says the same). */
export const NAME_MAX = 120;

const nf = new Intl.NumberFormat("fr-FR");

function range(min: number | null, max: number | null, format: (value: number) => string): string | null {
  if (min !== null && max !== null) return `entre ${format(min)} et ${format(max)}`;
  if (max !== null) return `moins de ${format(max)}`;
  if (min !== null) return `plus de ${format(min)}`;
  return null;
}

/** What was searched, as the catalogue understood it ("Toyota Hilux 2018"), or the text as typed. */
function searchWords(text: string): string | null {
  if (!text) return null;
  const parsed = parseSearch(text);
  const refs = [...parsed.brands, ...parsed.models.map((m) => `${m.brand} ${m.model}`)];
  if (refs.length === 0) return `« ${text} »`;
  return [...refs, ...parsed.years.map(String), ...parsed.words].join(" ");
}

/**
 * The criteria of a browse state in words, in the order a buyer says them; prices are typed in the
 * selected country's currency, so they are written in it.
 */
export function criteriaWords(query: Pick<BrowseQuery, "kind" | "search" | "filters">, selected: Country): string[] {
  const f = query.filters;
  const inCurrency = (value: number) => formatPrice(value, selected, selected.currency);
  const words: (string | null)[] = [
    query.kind === "rental" ? "Location" : null,
    searchWords(query.search),
    f.fuelType ? FUEL_LABELS[f.fuelType] : null,
    f.transmission ? TRANSMISSION_LABELS[f.transmission] : null,
    f.bodyType && (BODY_TYPES as readonly string[]).includes(f.bodyType) ? f.bodyType : null,
    f.category ? CATEGORY_LABELS[f.category] : null,
    range(f.priceMin, f.priceMax, inCurrency),
    range(f.mileageMin, f.mileageMax, (v) => `${nf.format(v)} km`),
    f.yearMin !== null && f.yearMax !== null
      ? `de ${f.yearMin} à ${f.yearMax}`
      : f.yearMin !== null
        ? `depuis ${f.yearMin}`
        : f.yearMax !== null
          ? `jusqu'à ${f.yearMax}`
          : null,
    f.budget ? "dans mon budget" : null,
    f.city ? `à ${f.city}` : null,
  ];
  return words.filter((w): w is string => w !== null);
}

/** Where the search looks: the typed country filter, or the country selected when it was saved. */
export function countryWords(query: Pick<BrowseQuery, "filters">, selected: Country): string {
  return query.filters.country || selected.name;
}

/** The name proposed when saving: 'Toyota Hilux · Diesel · moins de 15 millions CFA'. */
export function proposedName(query: Pick<BrowseQuery, "kind" | "search" | "filters">, selected: Country): string {
  const words = criteriaWords(query, selected);
  const name = words.length > 0 ? words.join(" · ") : `Toutes les annonces · ${countryWords(query, selected)}`;
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}
