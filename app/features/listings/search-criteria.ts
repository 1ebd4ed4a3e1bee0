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
  /** The 'Marque' and 'Modèle' filters: stored values, compared as they are. */
  brand: string | null;
  model: string | null;
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
    brand: f.brand,
    model: f.brand ? f.model : null,
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
  if (refs > 0 && !search.brands.includes(listing.brand) && !search.models.some((m) => m.brand === listing.brand && m.model === listing.model)) {
    return false;
  }
  if (search.years.length > 0 && !search.years.includes(listing.year)) return false;
  const key = fold(`${listing.brand} ${listing.model} ${listing.city}`);
  return search.words.every((w) => key.includes(w));
}

const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

/** Every filter of spec §5; min/max bounds apply only when filled (null). */
export function matchesCriteria(listing: FilterableListing, c: SearchCriteria): boolean {
  return (
    c.countries.includes(listing.country) &&
    (c.brand === null || listing.brand === c.brand) &&
    (c.model === null || listing.model === c.model) &&
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
  /** The end of its active promotion, if any: promoted while that is later than the instant asked. */
  promotedUntil?: Date | null;
}

/**
 * The sorts under which promoted listings take the first places (ADR 0053): an explicit price or
 * mileage sort is a buyer's question answered as asked, where a promoted listing keeps its place
 * (and its 'Premium' mark).
 */
export const PROMOTED_FIRST: Readonly<Record<SortKey, boolean>> = { recent: true, year: true, price: false, mileage: false };

/** The promoted places are shuffled anew every slice of this many seconds, the same within one. */
export const ROTATION_SLICE_SECONDS = 15 * 60;

/** The instant a browse reads promotions at, in whole seconds (a page's cursor carries it to the next). */
export function promotionInstant(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

/** Promoted at `instant` (whole seconds): its promotion ends after it. */
export function isPromotedAt(listing: Pick<SortableListing, "promotedUntil">, instant: number): boolean {
  return listing.promotedUntil != null && listing.promotedUntil.getTime() > instant * 1000;
}

/** The seed of the rotation slice `instant` falls in: the slice's number. */
export function rotationSeed(instant: number): number {
  return Math.floor(instant / ROTATION_SLICE_SECONDS);
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/**
 * PostgreSQL's `hashint4extended(k, seed)` (Bob Jenkins' lookup3 on one 32-bit word, the hash of
 * hash partitioning, stable across versions), its low 32 bits, for a seed below 2^32.
 */
function lookup3(k: number, seed: number): number {
  let a = (0x9e3779b9 + 4 + 3923095) >>> 0;
  let b = a;
  let c = a;
  if (seed !== 0) {
    b = (b + seed) >>> 0;
    a = (a - c) >>> 0;
    a = (a ^ rotl(c, 4)) >>> 0;
    c = (c + b) >>> 0;
    b = (b - a) >>> 0;
    b = (b ^ rotl(a, 6)) >>> 0;
    a = (a + c) >>> 0;
    c = (c - b) >>> 0;
    c = (c ^ rotl(b, 8)) >>> 0;
    b = (b + a) >>> 0;
    a = (a - c) >>> 0;
    a = (a ^ rotl(c, 16)) >>> 0;
    c = (c + b) >>> 0;
    b = (b - a) >>> 0;
    b = (b ^ rotl(a, 19)) >>> 0;
    a = (a + c) >>> 0;
    c = (c - b) >>> 0;
    c = (c ^ rotl(b, 4)) >>> 0;
    b = (b + a) >>> 0;
  }
  a = (a + k) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rotl(b, 14)) >>> 0;
  a = (a ^ c) >>> 0;
  a = (a - rotl(c, 11)) >>> 0;
  b = (b ^ a) >>> 0;
  b = (b - rotl(a, 25)) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rotl(b, 16)) >>> 0;
  a = (a ^ c) >>> 0;
  a = (a - rotl(c, 4)) >>> 0;
  b = (b ^ a) >>> 0;
  b = (b - rotl(a, 14)) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rotl(b, 24)) >>> 0;
  return c;
}

/**
 * A promoted listing's place in its slice: the hash of its id's first and last 8 hex digits with
 * the slice's seed, so each slice is a fresh shuffle where every promoted listing has the same
 * chance of each place. The SQL in search.server.ts computes the same with `hashint4extended`
 * (the tests hold them equal).
 */
export function promotionRank(id: string, seed: number): number {
  const first = parseInt(id.slice(0, 8), 16);
  const last = parseInt(id.slice(-8), 16);
  return lookup3((first ^ last) >>> 0, seed);
}

/**
 * The order of each sort at the instant `now`. Under "Plus récent" and "Année" the listings
 * promoted then come first, shuffled per rotation slice (ties on id), then the sort's own order:
 * Pro sellers first under "Plus récent" (the Pro plan's promise), the newest models under "Année".
 * "Prix croissant" and "Kilométrage" are answered as asked, promoted listings in their place.
 * Ties break on id.
 */
export function compareListings(sort: SortKey, now: Date = new Date()): (a: SortableListing, b: SortableListing) => number {
  const byId = (a: SortableListing, b: SortableListing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const rest = ((): ((a: SortableListing, b: SortableListing) => number) => {
    switch (sort) {
      case "recent":
        return (a, b) => Number(b.sellerPro) - Number(a.sellerPro) || b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a);
      case "price":
        return (a, b) => a.price - b.price || byId(a, b);
      case "mileage":
        return (a, b) => a.mileage - b.mileage || byId(a, b);
      case "year":
        return (a, b) => b.year - a.year || byId(b, a);
    }
  })();
  if (!PROMOTED_FIRST[sort]) return rest;
  const instant = promotionInstant(now);
  const seed = rotationSeed(instant);
  return (a, b) => {
    const promoted = [isPromotedAt(a, instant), isPromotedAt(b, instant)];
    if (promoted[0] !== promoted[1]) return promoted[0] ? -1 : 1;
    if (promoted[0]) return promotionRank(a.id, seed) - promotionRank(b.id, seed) || byId(a, b);
    return rest(a, b);
  };
}
