import { SelectField } from "../../../../components/ui/field.tsx";
import { BODY_TYPES, DEFAULT_SELL_FUEL, SELL_FUEL_OPTIONS, TRANSMISSION_OPTIONS } from "../../../../lib/vehicles.ts";
import type { FormValues } from "./form-values.ts";
import { useLingui } from "@lingui/react/macro";

type Props = { values: FormValues; errors: Record<string, string> };

export function TransmissionFuelFields({ values, errors }: Props) {
  const { t } = useLingui();
  return (
    <>
      <SelectField label={t`Transmission`} name="transmission" defaultValue={values.text("transmission")} error={errors.transmission} options={TRANSMISSION_OPTIONS} empty={t`Choisir`} />
      <SelectField label={t`Carburant`} name="fuelType" defaultValue={values.text("fuelType", DEFAULT_SELL_FUEL)} error={errors.fuelType} options={SELL_FUEL_OPTIONS} />
    </>
  );
}

export function BodyTypeField({ values, errors, optional = false }: Props & { optional?: boolean }) {
  const { t } = useLingui();
  return (
    <SelectField label={optional ? t`Carrosserie (optionnel)` : t`Carrosserie`} name="bodyType" defaultValue={values.text("bodyType")} error={errors.bodyType}>
      <option value="">{t`Non précisée`}</option>
      {BODY_TYPES.map((b) => (
        <option key={b} value={b}>
          {b}
        </option>
      ))}
    </SelectField>
  );
}
