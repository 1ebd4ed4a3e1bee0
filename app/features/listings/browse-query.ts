import { BODY_TYPES, BRAND_NAMES, CATEGORY_VALUES, TRANSMISSIONS, type Category, modelsFor } from "../../lib/vehicles.ts";
import type { ListingKind } from "./listing.ts";
import { BUDGET_DEFAULTS, clampMonths, type BudgetInput } from "./budget.ts";

/**
 * The browse page's whole state lives in the URL query, so a search can be shared, bookmarked,
 * reached with the back button and submitted by a plain GET form. This module reads and writes it.
 */

/** The browse URL names the Louer tab `type=location`; the Acheter tab is the default, with no parameter. */
export const KIND_PARAM = { name: "type", rental: "location" } as const;

export const SORT_VALUES = ["recent", "price", "mileage", "year"] as const;
export type SortKey = (typeof SORT_VALUES)[number];
export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  recent: /*i18n*/ "Plus récent",
  price: /*i18n*/ "Prix croissant",
  mileage: /*i18n*/ "Kilométrage",
  year: /*i18n*/ "Année",
};
export const FILTER_FUELS = ["gasoline", "diesel", "electric", "hybrid"] as const;

export interface BrowseFilters {
  /** A brand of the catalogue (lib/vehicles.ts), "Autre" included. */
  brand: string | null;
  /** One of the chosen brand's models; never without a brand. */
  model: string | null;
  /** Prices in the visitor's currency, as typed. */
  priceMin: number | null;
  priceMax: number | null;
  mileageMin: number | null;
  mileageMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  fuelType: (typeof FILTER_FUELS)[number] | null;
  transmission: (typeof TRANSMISSIONS)[number] | null;
  city: string;
  /** A country name or part of one; empty = the country selected in the header. */
  country: string;
  bodyType: string | null;
  category: Category | null;
  /** The budget calculator's inputs (XOF) when "Limiter à mon budget" is ticked. */
  budget: BudgetInput | null;
}

export interface BrowseQuery {
  kind: ListingKind;
  search: string;
  sort: SortKey;
  filters: BrowseFilters;
  /** Keyset cursor of the page to show ("Voir plus"); null = first page. */
  after: string | null;
}

export const EMPTY_FILTERS: BrowseFilters = {
  brand: null,
  model: null,
  priceMin: null,
  priceMax: null,
  mileageMin: null,
  mileageMax: null,
  yearMin: null,
  yearMax: null,
  fuelType: null,
  transmission: null,
  city: "",
  country: "",
  bodyType: null,
  category: null,
  budget: null,
};

const MAX_TEXT = 100;

/** A filled, finite, non-negative number; anything else counts as "not filled". */
function numberParam(params: URLSearchParams, name: string): number | null {
  const raw = params
    .get(name)
    ?.replace(/[\s\u202f\u00a0]/g, "")
    .replace(",", ".");
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function textParam(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, MAX_TEXT);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const kind: ListingKind = params.get(KIND_PARAM.name) === KIND_PARAM.rental ? "rental" : "sale";
  const budgetOn = params.get("budget") === "on";
  const brand = oneOf(BRAND_NAMES, params.get("brand"));
  return {
    kind,
    search: textParam(params, "search"),
    sort: oneOf(SORT_VALUES, params.get("sort")) ?? "recent",
    after: params.get("after") || null,
    filters: {
      brand,
      // A model is read only with its brand: a model of another brand (the brand changed, the
      // model list not yet) is dropped, never matched against nothing.
      model: oneOf(modelsFor(brand), params.get("model")),
      priceMin: numberParam(params, "priceMin"),
      priceMax: numberParam(params, "priceMax"),
      mileageMin: numberParam(params, "mileageMin"),
      mileageMax: numberParam(params, "mileageMax"),
      yearMin: numberParam(params, "yearMin"),
      yearMax: numberParam(params, "yearMax"),
      fuelType: oneOf(FILTER_FUELS, params.get("fuelType")),
      transmission: oneOf(TRANSMISSIONS, params.get("transmission")),
      city: textParam(params, "city"),
      country: textParam(params, "country"),
      bodyType: oneOf(BODY_TYPES, params.get("bodyType")),
      category: oneOf(CATEGORY_VALUES, params.get("category")),
      // The budget maximum applies in sale mode only (spec §5).
      budget:
        budgetOn && kind === "sale"
          ? {
              downPayment: numberParam(params, "downPayment") ?? BUDGET_DEFAULTS.downPayment,
              monthlyPayment: numberParam(params, "monthlyPayment") ?? BUDGET_DEFAULTS.monthlyPayment,
              months: clampMonths(numberParam(params, "months") ?? BUDGET_DEFAULTS.months),
            }
          : null,
    },
  };
}

/** The "Filtres avancés" badge: how many filters are set (the search box and sort are not filters). */
export function activeFilterCount(filters: BrowseFilters): number {
  return Object.values(filters).filter((v) => v !== null && v !== "").length;
}

/** The canonical URL query of a state: defaults left out, so equal states share one URL. */
export function browseSearchParams(query: Omit<BrowseQuery, "after"> & { after?: string | null }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind === "rental") params.set(KIND_PARAM.name, KIND_PARAM.rental);
  if (query.search) params.set("search", query.search);
  const f = query.filters;
  if (f.brand) params.set("brand", f.brand);
  if (f.brand && f.model) params.set("model", f.model);
  for (const name of ["priceMin", "priceMax", "mileageMin", "mileageMax", "yearMin", "yearMax"] as const) {
    if (f[name] !== null) params.set(name, String(f[name]));
  }
  for (const name of ["fuelType", "transmission", "city", "country", "bodyType", "category"] as const) {
    if (f[name]) params.set(name, f[name]);
  }
  if (f.budget) {
    params.set("budget", "on");
    for (const name of ["downPayment", "monthlyPayment", "months"] as const) {
      if (f.budget[name] !== BUDGET_DEFAULTS[name]) params.set(name, String(f.budget[name]));
    }
  }
  if (query.sort !== "recent") params.set("sort", query.sort);
  if (query.after) params.set("after", query.after);
  return params;
}

/** The browse page on a tab with no search and no filter ("Voir tout", "Réinitialiser"). */
export function freshBrowseHref(kind: ListingKind): string {
  return listingsHref({ kind, search: "", sort: "recent", filters: EMPTY_FILTERS });
}

/** The browse page's URL for a state: "/listings" alone when every value is the default. */
export function listingsHref(query: Parameters<typeof browseSearchParams>[0]): string {
  const params = browseSearchParams(query);
  return params.size > 0 ? `/listings?${params}` : "/listings";
}

/**
 * The 'Acheter' / 'Louer' tab's URL from the current state. Switching keeps the search text and the
 * filters that mean the same on both tabs; a price is a car's on one tab and a day's on the other,
 * and the budget applies to purchases only, so they are left behind.
 */
export function tabHref(query: BrowseQuery, kind: ListingKind): string {
  if (kind === query.kind) return listingsHref({ ...query, after: null });
  const filters = { ...query.filters, priceMin: null, priceMax: null, budget: null };
  return listingsHref({ ...query, kind, after: null, filters });
}
