import { DEFAULT_COUNTRY } from "../../lib/countries.ts";
import { searchCriteria } from "./search-criteria.ts";
import { EMPTY_FILTERS } from "./browse-query.ts";
import { searchListings } from "./search.server.ts";
import { getCountry } from "../../lib/countries.ts";

export const HOME_LATEST_SALES = 6;

/** The newest visible sale listings of a country, through the browse query ("Plus récent"). */
export async function latestSaleListings(countryCode: string, limit = HOME_LATEST_SALES) {
  const criteria = searchCriteria(
    { kind: "sale", search: "", sort: "recent", filters: EMPTY_FILTERS, after: null },
    getCountry(countryCode) ?? DEFAULT_COUNTRY,
  );
  const page = await searchListings(criteria, { limit, withCount: false });
  return page.listings;
}
