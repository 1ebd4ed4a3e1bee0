import { Trans, useLingui } from "@lingui/react/macro";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { inputClass } from "../../../components/ui/field.tsx";
import { Form, Link } from "../../../components/ui/link.tsx";
import {
  BULK_ACTION_FIELD,
  BULK_FORM_ID,
  BULK_INTENT,
  BULK_LABELS,
  BULK_PERCENT_FIELD,
  type BulkAction,
  MAX_PERCENT,
  MIN_PERCENT,
} from "./bulk-listing-actions.ts";

/**
 * The action bar of 'Mes Annonces': what to do with every listing ticked. A plain POST form, so it
 * works before JavaScript; 'Tout sélectionner' is a link to the tab with every box ticked.
 * 'Changer le prix' comes first: Enter in the percentage field submits it, not a renewal.
 */
export function BulkActionBar({ allSelected }: { allSelected: boolean }) {
  const { t, i18n } = useLingui();
  const action = (value: BulkAction) => (
    <button type="submit" name={BULK_ACTION_FIELD} value={value} className={buttonClass({ variant: "outline", size: "sm" })}>
      {i18n._(BULK_LABELS[value])}
    </button>
  );
  return (
    <Form method="post" id={BULK_FORM_ID} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <input type="hidden" name="intent" value={BULK_INTENT} />
      <fieldset className="space-y-3">
        <legend className="float-left me-3 text-sm font-semibold">
          <Trans>Actions sur les annonces sélectionnées</Trans>
        </legend>
        <Link
          to={allSelected ? "?tab=annonces" : "?tab=annonces&selection=toutes"}
          preventScrollReset
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          {allSelected ? t`Tout désélectionner` : t`Tout sélectionner`}
        </Link>
        <div className="clear-both flex flex-wrap items-end gap-2">
          <div className="w-36">
            <label htmlFor="bulk-percent" className="mb-1 block text-sm font-medium text-slate-700">
              <Trans>Variation du prix (%)</Trans>
            </label>
            <input
              id="bulk-percent"
              name={BULK_PERCENT_FIELD}
              type="number"
              inputMode="numeric"
              min={MIN_PERCENT}
              max={MAX_PERCENT}
              step={1}
              placeholder="-10"
              aria-describedby="bulk-percent-hint"
              className={inputClass}
            />
          </div>
          {action("price")}
        </div>
        <p id="bulk-percent-hint" className="text-xs text-slate-500">
          <Trans>Un nombre entier entre −90 et +100 : −10 baisse le prix de 10 %.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          {action("renew")}
          {action("sold")}
          {action("archive")}
        </div>
      </fieldset>
    </Form>
  );
}
