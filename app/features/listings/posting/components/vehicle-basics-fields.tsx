import { TextField } from "../../../../components/ui/field.tsx";
import { groupedNumberProps } from "../../../../components/ui/grouped-input.ts";
import type { Country } from "../../../../lib/countries.ts";
import type { ListingKind } from "../../listing.ts";
import { FieldPair } from "./form-section.tsx";
import type { FormValues } from "./form-values.ts";
import { PriceField } from "./price-field.tsx";
import { TransmissionFuelFields } from "./vehicle-choice-fields.tsx";
import { VehicleIdentityFields } from "./vehicle-identity-fields.tsx";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** A sale is priced whole, a rental per day: the one field where the two forms differ here. */
const PRICE = {
  sale: { label: msg`Prix`, name: "price", perDay: false },
  rental: { label: msg`Prix par jour`, name: "pricePerDay", perDay: true },
} as const;

/** What both forms open with: brand, model, year, mileage, price, transmission and fuel. */
export function VehicleBasicsFields({
  kind,
  values,
  errors,
  currency,
}: {
  kind: ListingKind;
  values: FormValues;
  errors: Record<string, string>;
  currency: Country;
}) {
  const { i18n, t } = useLingui();
  const price = PRICE[kind];
  return (
    <>
      <VehicleIdentityFields values={values} errors={errors} />
      <TextField label={t`Kilométrage (km)`} name="mileage" {...groupedNumberProps(values.text("mileage"))} error={errors.mileage} />
      <PriceField
        label={i18n._(price.label)}
        name={price.name}
        currency={currency}
        defaultValue={values.text(price.name)}
        error={errors[price.name]}
        perDay={price.perDay}
      />
      <FieldPair>
        <TransmissionFuelFields values={values} errors={errors} />
      </FieldPair>
    </>
  );
}
