import { Form } from "../../../../components/ui/link.tsx";
import type { Country } from "../../../../lib/countries.ts";
import { BrowseFilterFields } from "../../components/browse-filters.tsx";
import { FilterSheet } from "../../components/filter-sheet.tsx";
import { EMPTY_FILTERS } from "../../browse-query.ts";
import type { ListingKind } from "../../listing.ts";
import { LiveCountSubmit } from "../../browse/live-count-submit.tsx";
import { LiveCounts } from "../../browse/live-counts.tsx";
import { useBrowseSubmit } from "../../browse/use-browse-submit.ts";
import { useLingui } from "@lingui/react/macro";

/** The home page's 'Filtres' side sheet: the browse filters, submitted to /listings. */
export function HomeFilters({ kind, country }: { kind: ListingKind; country: Country }) {
  const query = { kind, search: "", sort: "recent" as const, after: null, filters: EMPTY_FILTERS };
  const onSubmit = useBrowseSubmit();
  const { t } = useLingui();
  return (
    <FilterSheet label={t`Filtres`} title={t`Filtres`} count={0}>
      <Form method="get" action="/listings" onSubmit={onSubmit}>
        <LiveCounts total={null} choices={null}>
          <BrowseFilterFields query={query} country={country} />
          <LiveCountSubmit fallback={t`Voir les résultats`} />
        </LiveCounts>
      </Form>
    </FilterSheet>
  );
}
