import { Link } from "react-router";
import type { Country } from "../../../lib/countries.ts";
import type { BrowseQuery } from "../browse-query.ts";
import { BrowseFilterFields } from "../components/browse-filters.tsx";
import { FilterSheet } from "../components/filter-sheet.tsx";

/** "Filtres avancés": the filter fields with their submit and reset, in the docked sheet. */
export function FilterPanel({
  query,
  country,
  filterCount,
  resetTo,
}: {
  query: BrowseQuery;
  country: Country;
  filterCount: number;
  resetTo: string;
}) {
  return (
    <FilterSheet label="Filtres avancés" title="Filtres avancés" count={filterCount} docked>
      <BrowseFilterFields query={query} country={country} />
      <div className="mt-4 flex gap-2">
        <button type="submit" className="flex-1 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white">
          Appliquer les filtres
        </button>
        <Link to={resetTo} className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold">
          Réinitialiser
        </Link>
      </div>
    </FilterSheet>
  );
}
