import { FieldError, TextField } from "../../../../components/ui/field.tsx";
import { EQUIPMENT_LABELS, RENTAL_EQUIPMENT } from "../../../../lib/vehicles.ts";
import { useValueLabel } from "../../../../components/ui/value-label.ts";
import { CheckboxRow } from "./form-section.tsx";
import type { FormValues } from "./form-values.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/** The suggested equipment as checkboxes, plus free entries separated by commas. */
export function EquipmentField({ values, error }: { values: FormValues; error?: string }) {
  const { t } = useLingui();
  const label = useValueLabel();
  const chosen = values.list("features");
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">
        <Trans>Équipements</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {RENTAL_EQUIPMENT.map((item) => (
          <CheckboxRow key={item} name="features" value={item} label={label(EQUIPMENT_LABELS, item)} defaultChecked={chosen.includes(item)} />
        ))}
      </div>
      <TextField
        label={t`Autres équipements`}
        name="featuresExtra"
        defaultValue={values.text("featuresExtra")}
        placeholder={t`ex. Jantes alliage, 4WD`}
        hint={t`Séparez-les par des virgules`}
      />
      <FieldError id="features-error" message={error} />
    </fieldset>
  );
}
