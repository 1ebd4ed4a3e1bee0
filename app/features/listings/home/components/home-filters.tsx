import { Form } from "react-router";
import type { Country } from "../../../../lib/countries.ts";
import { BrowseFilterFields } from "../../components/browse-filters.tsx";
import { FilterSheet } from "../../components/filter-sheet.tsx";
import { EMPTY_FILTERS } from "../../browse-query.ts";
import type { ListingKind } from "../../listing.ts";

/** The home page's 'Filtres' side sheet: the browse filters, submitted to /listings. */
export function HomeFilters({ kind, country }: { kind: ListingKind; country: Country }) {
  const query = { kind, search: "", sort: "recent" as const, after: null, filters: EMPTY_FILTERS };
  return (
    <FilterSheet label="Filtres" title="Filtres" count={0}>
      <Form method="get" action="/listings">
        <BrowseFilterFields query={query} country={country} />
        <button type="submit" className="mt-4 w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white">
          Voir les résultats
        </button>
      </Form>
    </FilterSheet>
  );
}
