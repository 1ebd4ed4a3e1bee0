import { Field, FieldError, inputClass } from "../../../../components/ui/field.tsx";
import { groupedNumberProps } from "../../../../components/ui/grouped-input.ts";
import { FormSection } from "./form-section.tsx";
import type { FormValues } from "./form-values.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/**
 * A rental's terms: 'Permis vérifié exigé' and the deposit ('Caution'). The deposit is typed in
 * FCFA whatever the visitor's currency: it is handed over in cash or by mobile money at pick-up.
 */
export function RentalTermsFields({ values, errors }: { values: FormValues; errors: Record<string, string> }) {
  const { t } = useLingui();
  const licenceError = errors.licenceRequired;
  const depositError = errors.depositAmount;
  return (
    <FormSection title={t`Conditions de location`}>
      <div data-field="licenceRequired">
        <label className="flex items-start gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            name="licenceRequired"
            defaultChecked={values.checked("licenceRequired", false)}
            aria-describedby="licenceRequired-hint"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
          />
          <Trans>Permis vérifié exigé</Trans>
        </label>
        <p id="licenceRequired-hint" className="ms-6 mt-1 text-xs text-slate-500">
          <Trans>Le locataire doit avoir fait vérifier son permis de conduire par AutoAfrique.</Trans>
        </p>
        <FieldError id="licenceRequired-error" message={licenceError} />
      </div>
      <Field label={t`Caution (FCFA)`} name="depositAmount" error={depositError} hint={t`Remise à la prise du véhicule, rendue au retour.`}>
        <div className="flex">
          <input
            id="depositAmount"
            name="depositAmount"
            {...groupedNumberProps(values.text("depositAmount"))}
            aria-invalid={depositError ? true : undefined}
            aria-describedby={depositError ? "depositAmount-error" : undefined}
            className={`${inputClass} rounded-e-none`}
          />
          <span className="flex items-center rounded-e-md border border-s-0 border-slate-300 bg-slate-100 px-3 text-sm font-medium text-slate-600">CFA</span>
        </div>
      </Field>
    </FormSection>
  );
}
