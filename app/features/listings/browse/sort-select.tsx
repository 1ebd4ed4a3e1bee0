import { Button } from "../../../components/ui/button.tsx";
import { type BrowseQuery, SORT_LABELS, SORT_VALUES } from "../browse-query.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/**
 * The sort control of the form `form`: submits it on change; without JavaScript a 'Trier' button does.
 * One line whatever its row leaves it ('Trier par' and its select never break apart): the row wraps instead.
 */
export function SortSelect({ sort, form }: { sort: BrowseQuery["sort"]; form: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor="sort" className="whitespace-nowrap text-sm text-slate-600">
        <Trans>Trier par</Trans>
      </label>
      <select
        id="sort"
        name="sort"
        form={form}
        defaultValue={sort}
        key={sort}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {SORT_VALUES.map((s) => (
          <option key={s} value={s}>
            {i18n._(SORT_LABELS[s])}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" form={form} variant="outline" size="sm">
          <Trans>Trier</Trans>
        </Button>
      </noscript>
    </div>
  );
}
