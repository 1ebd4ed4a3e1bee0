import { DOCUMENTS, DOCUMENT_LABELS } from "../../../../lib/vehicles.ts";
import { useValueLabel } from "../../../../components/ui/value-label.ts";
import { CheckboxRow } from "./form-section.tsx";
import type { FormValues } from "./form-values.ts";
import { HistoryAnswerField } from "./history-answer-field.tsx";
import { Trans, useLingui } from "@lingui/react/macro";

/** The papers the seller holds and whether the car has cleared customs ('Non précisé' until they say). */
export function DocumentsField({ values, errors }: { values: FormValues; errors: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const label = useValueLabel();
  const held = values.list("documentsAvailable");
  return (
    <div className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          <Trans>Documents disponibles</Trans>
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {DOCUMENTS.map((doc) => (
            <CheckboxRow key={doc} name="documentsAvailable" value={doc} label={label(DOCUMENT_LABELS, doc)} defaultChecked={held.includes(doc)} />
          ))}
        </div>
      </fieldset>
      <HistoryAnswerField name="customsCleared" label={t`Véhicule dédouané`} values={values} error={errors.customsCleared} />
    </div>
  );
}
