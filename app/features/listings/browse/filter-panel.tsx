import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
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
      <div className="mt-4 grid gap-2">
        <Button type="submit" size="lg" block>
          Appliquer les filtres
        </Button>
        <Link to={resetTo} className={buttonClass({ variant: "outline", size: "lg", block: true })}>
          Réinitialiser
        </Link>
      </div>
    </FilterSheet>
  );
}
