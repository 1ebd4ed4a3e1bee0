import { COUNTRIES, type Country } from "../../lib/countries.ts";
import { toXof } from "../../lib/money.ts";
import { GASOLINE_FUELS, canonicalFuel, type Category } from "../../lib/vehicles.ts";
import { maxBudget } from "./budget.ts";
import type { BrowseQuery, SortKey } from "./browse-query.ts";
import type { ListingKind } from "./listing.ts";
import { fold } from "../../lib/fold.ts";
import { cityKeyFor, parseSearch, type ParsedSearch } from "./search-text.ts";

/**
 * A browse query resolved for the server: prices in XOF, country names turned into codes, the
 * search text matched against the catalogue. `matchesCriteria` states each rule of spec §5 in
 * plain code; the SQL in search.server.ts must agree with it (the integration tests check both).
 */
export interface SearchCriteria {
  kind: ListingKind;
  countries: string[];
  search: ParsedSearch;
  priceMin: number | null;
  priceMax: number | null;
  mileageMin: number | null;
  mileageMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  /** Stored fuel values that match the chosen fuel ("gasoline" also matches "petrol"). */
  fuels: string[] | null;
  transmission: string | null;
  cityKey: string | null;
  bodyType: string | null;
  category: Category | null;
  budgetMax: number | null;
  sort: SortKey;
}

const FUEL_ALIASES: Readonly<Record<string, readonly string[]>> = { gasoline: GASOLINE_FUELS };

/** Countries whose name contains the typed text (case- and accent-insensitive); default: the selected one. */
export function countriesMatching(text: string, selected: Country): string[] {
  const wanted = fold(text);
  if (!wanted) return [selected.code];
  return COUNTRIES.filter((c) => fold(c.name).includes(wanted) || c.code.toLowerCase() === wanted).map((c) => c.code);
}

// Listing numbers are 32-bit integer columns: bounds outside that range would make the database refuse
// the query, so they are brought inside it (a lower bound rounds up, an upper bound down).
const MAX_INT = 2_147_483_647;
const lowerBound = (value: number | null) => (value === null ? null : Math.min(MAX_INT, Math.max(0, Math.ceil(value))));
const upperBound = (value: number | null) => (value === null ? null : Math.min(MAX_INT, Math.max(0, Math.floor(value))));

/** Prices are typed in the currency shown (the selected country's) and compared in XOF. */
export function searchCriteria(query: BrowseQuery, selected: Country): SearchCriteria {
  const f = query.filters;
  const xof = (value: number | null) => (value === null ? null : toXof(value, selected));
  return {
    kind: query.kind,
    countries: countriesMatching(f.country, selected),
    search: parseSearch(query.search),
    priceMin: lowerBound(xof(f.priceMin)),
    priceMax: upperBound(xof(f.priceMax)),
    mileageMin: lowerBound(f.mileageMin),
    mileageMax: upperBound(f.mileageMax),
    yearMin: lowerBound(f.yearMin),
    yearMax: upperBound(f.yearMax),
    fuels: f.fuelType ? [...(FUEL_ALIASES[f.fuelType] ?? [f.fuelType])] : null,
    transmission: f.transmission,
    cityKey: f.city ? cityKeyFor(f.city) || null : null,
    bodyType: f.bodyType,
    category: f.category,
    budgetMax: query.kind === "sale" && f.budget ? upperBound(maxBudget(f.budget)) : null,
    sort: query.sort,
  };
}

/** What the rules read from a listing; `price` is the sale price or the rental price per day. */
export interface FilterableListing {
  brand: string;
  model: string;
  city: string;
  country: string;
  year: number;
  mileage: number;
  price: number;
  fuelType: string;
  transmission: string;
  bodyType: string | null;
  horsepower: number | null;
  features: readonly string[];
}

export const ECONOMY_PRICE_LIMIT = 10_000_000;
export const SPORTS_HORSEPOWER = 200;
export const SPORTS_BODY_TYPE = "Coupé";
export const AWD_FEATURES = ["AWD", "4WD"] as const;
export const OFFROAD_BODY_TYPES = ["4x4", "SUV", "Pick-up"] as const;
export const ELECTRIFIED_FUELS = ["electric", "hybrid"] as const;
export const SMALL_TRUCK_BODY_TYPE = "Pick-up";

/** Spec §5 category rules. */
export function matchesCategory(listing: FilterableListing, category: Category): boolean {
  const fuel = canonicalFuel(listing.fuelType);
  switch (category) {
    case "economique":
      return listing.price < ECONOMY_PRICE_LIMIT && !(GASOLINE_FUELS as readonly string[]).includes(fuel);
    case "sportive":
      return (listing.horsepower ?? 0) > SPORTS_HORSEPOWER || listing.bodyType === SPORTS_BODY_TYPE;
    case "awd":
      return listing.features.some((f) => (AWD_FEATURES as readonly string[]).includes(f));
    case "4x4":
      return (OFFROAD_BODY_TYPES as readonly (string | null)[]).includes(listing.bodyType);
    case "electrique":
      return (ELECTRIFIED_FUELS as readonly string[]).includes(fuel);
    case "petit_camion":
      return listing.bodyType === SMALL_TRUCK_BODY_TYPE;
  }
}

export function matchesSearch(listing: FilterableListing, search: ParsedSearch): boolean {
  const refs = search.brands.length + search.models.length;
  if (
    refs > 0 &&
    !search.brands.includes(listing.brand) &&
    !search.models.some((m) => m.brand === listing.brand && m.model === listing.model)
  ) {
    return false;
  }
  if (search.years.length > 0 && !search.years.includes(listing.year)) return false;
  const key = fold(`${listing.brand} ${listing.model} ${listing.city}`);
  return search.words.every((w) => key.includes(w));
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** Every filter of spec §5; min/max bounds apply only when filled (null). */
export function matchesCriteria(listing: FilterableListing, c: SearchCriteria): boolean {
  return (
    c.countries.includes(listing.country) &&
    matchesSearch(listing, c.search) &&
    within(listing.price, c.priceMin, c.priceMax) &&
    within(listing.mileage, c.mileageMin, c.mileageMax) &&
    within(listing.year, c.yearMin, c.yearMax) &&
    (c.fuels === null || c.fuels.includes(listing.fuelType)) &&
    (c.transmission === null || listing.transmission === c.transmission) &&
    (c.cityKey === null || cityKeyFor(listing.city).includes(c.cityKey)) &&
    // Listings without a body type pass the body type filter.
    (c.bodyType === null || listing.bodyType === null || listing.bodyType === c.bodyType) &&
    (c.category === null || matchesCategory(listing, c.category)) &&
    (c.budgetMax === null || listing.price <= c.budgetMax)
  );
}

export interface SortableListing {
  id: string;
  sellerPro: boolean;
  createdAt: Date;
  price: number;
  mileage: number;
  year: number;
}

/**
 * The order of each sort. Pro sellers come first under "Plus récent" (the Pro plan's promise);
 * an explicit price, mileage or year sort is honoured as asked. Ties break on id.
 */
export function compareListings(sort: SortKey): (a: SortableListing, b: SortableListing) => number {
  const byId = (a: SortableListing, b: SortableListing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  switch (sort) {
    case "recent":
      return (a, b) =>
        Number(b.sellerPro) - Number(a.sellerPro) || b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a);
    case "price":
      return (a, b) => a.price - b.price || byId(a, b);
    case "mileage":
      return (a, b) => a.mileage - b.mileage || byId(a, b);
    case "year":
      return (a, b) => b.year - a.year || byId(b, a);
  }
}
