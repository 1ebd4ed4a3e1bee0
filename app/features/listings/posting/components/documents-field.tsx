import { DOCUMENTS } from "../../../../lib/vehicles.ts";
import { CheckboxRow } from "./form-section.tsx";
import type { FormValues } from "./form-values.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/** The papers the seller holds and whether the car has cleared customs. */
export function DocumentsField({ values }: { values: FormValues }) {
  const { t } = useLingui();
  const held = values.list("documentsAvailable");
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700"><Trans>Documents disponibles</Trans></legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {DOCUMENTS.map((doc) => (
          <CheckboxRow key={doc} name="documentsAvailable" value={doc} label={doc} defaultChecked={held.includes(doc)} />
        ))}
      </div>
      <p className="pt-2 text-sm font-medium text-slate-700"><Trans>Statut douanier</Trans></p>
      <CheckboxRow name="customsCleared" label={t`Véhicule dédouané`} defaultChecked={values.checked("customsCleared", false)} />
    </fieldset>
  );
}
