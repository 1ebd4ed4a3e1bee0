import { SelectField } from "../../../../components/ui/field.tsx";
import { BODY_TYPES, DEFAULT_SELL_FUEL, SELL_FUEL_OPTIONS, TRANSMISSION_OPTIONS } from "../../../../lib/vehicles.ts";
import type { FormValues } from "./form-values.ts";

type Props = { values: FormValues; errors: Record<string, string> };

export function TransmissionFuelFields({ values, errors }: Props) {
  return (
    <>
      <SelectField label="Transmission" name="transmission" defaultValue={values.text("transmission")} error={errors.transmission} options={TRANSMISSION_OPTIONS} empty="Choisir" />
      <SelectField label="Carburant" name="fuelType" defaultValue={values.text("fuelType", DEFAULT_SELL_FUEL)} error={errors.fuelType} options={SELL_FUEL_OPTIONS} />
    </>
  );
}

export function BodyTypeField({ values, errors, optional = false }: Props & { optional?: boolean }) {
  return (
    <SelectField label={optional ? "Carrosserie (optionnel)" : "Carrosserie"} name="bodyType" defaultValue={values.text("bodyType")} error={errors.bodyType}>
      <option value="">Non précisée</option>
      {BODY_TYPES.map((b) => (
        <option key={b} value={b}>
          {b}
        </option>
      ))}
    </SelectField>
  );
}
