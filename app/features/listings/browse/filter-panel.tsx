import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import type { Country } from "../../../lib/countries.ts";
import type { BrowseQuery } from "../browse-query.ts";
import { BrowseFilterFields } from "../components/browse-filters.tsx";
import { FilterSheet } from "../components/filter-sheet.tsx";
import type { BrandModelCounts } from "./choice-counts.ts";
import { LiveCountSubmit } from "./live-count-submit.tsx";
import { LiveCounts } from "./live-counts.tsx";
import type { ResultTotal } from "./results-label.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/** "Filtres avancés": the filter fields with their submit (the live count) and reset, in the docked sheet. */
export function FilterPanel({
  query,
  country,
  filterCount,
  resetTo,
  total,
  choices,
}: {
  query: BrowseQuery;
  country: Country;
  filterCount: number;
  resetTo: string;
  /** What the page shows for its URL: the button's count until the filters change. */
  total: ResultTotal | null;
  /** The page's counts of each brand and model choice. */
  choices: BrandModelCounts | null;
}) {
  const { t } = useLingui();
  return (
    <FilterSheet label={t`Filtres avancés`} title={t`Filtres avancés`} count={filterCount} docked>
      <LiveCounts total={total} choices={choices}>
        <BrowseFilterFields query={query} country={country} />
        <Link to={resetTo} className={buttonClass({ variant: "outline", size: "lg", block: true, className: "mt-4" })}>
          <Trans>Réinitialiser</Trans>
        </Link>
        <LiveCountSubmit fallback={t`Appliquer les filtres`} />
      </LiveCounts>
    </FilterSheet>
  );
}
