import { SelectField } from "../../../../components/ui/field.tsx";
import { BODY_TYPES, BODY_TYPE_LABELS, DEFAULT_SELL_FUEL, FUEL_LABELS, SELL_FUELS, TRANSMISSIONS, TRANSMISSION_LABELS } from "../../../../lib/vehicles.ts";
import { useValueLabel } from "../../../../components/ui/value-label.ts";
import type { FormValues } from "./form-values.ts";
import { useLingui } from "@lingui/react/macro";

type Props = { values: FormValues; errors: Record<string, string> };

export function TransmissionFuelFields({ values, errors }: Props) {
  const { t } = useLingui();
  const label = useValueLabel();
  return (
    <>
      <SelectField
        label={t`Transmission`}
        name="transmission"
        defaultValue={values.text("transmission")}
        error={errors.transmission}
        options={label.options(TRANSMISSIONS, TRANSMISSION_LABELS)}
        empty={t`Choisir`}
      />
      <SelectField
        label={t`Carburant`}
        name="fuelType"
        defaultValue={values.text("fuelType", DEFAULT_SELL_FUEL)}
        error={errors.fuelType}
        options={label.options(SELL_FUELS, FUEL_LABELS)}
      />
    </>
  );
}

export function BodyTypeField({ values, errors, optional = false }: Props & { optional?: boolean }) {
  const { t } = useLingui();
  const label = useValueLabel();
  return (
    <SelectField label={optional ? t`Carrosserie (optionnel)` : t`Carrosserie`} name="bodyType" defaultValue={values.text("bodyType")} error={errors.bodyType}>
      <option value="">{t`Non précisée`}</option>
      {BODY_TYPES.map((b) => (
        <option key={b} value={b}>
          {label(BODY_TYPE_LABELS, b)}
        </option>
      ))}
    </SelectField>
  );
}
