import { Button } from "../../../components/ui/button.tsx";
import { type BrowseQuery, SORT_LABELS, SORT_VALUES } from "../browse-query.ts";

/** The sort control of the form `form`: submits it on change; without JavaScript a 'Trier' button does. */
export function SortSelect({ sort, form }: { sort: BrowseQuery["sort"]; form: string }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm text-slate-600">
        Trier par
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
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" form={form} variant="outline" size="sm">
          Trier
        </Button>
      </noscript>
    </div>
  );
}
