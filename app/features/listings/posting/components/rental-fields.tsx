import { EXTERIOR_COLOURS } from "../../../../lib/vehicles.ts";
import { ColourField } from "./colour-field.tsx";
import { DescriptionField } from "./description-field.tsx";
import { FormSection } from "./form-section.tsx";
import type { ListingFieldsProps } from "./listing-fields-props.ts";
import { PlacePhotosEquipment } from "./place-photos-equipment.tsx";
import { RentalTermsFields } from "./rental-terms-fields.tsx";
import { VehicleBasicsFields } from "./vehicle-basics-fields.tsx";
import { BodyTypeField } from "./vehicle-choice-fields.tsx";
import { useLingui } from "@lingui/react/macro";

/** The fields of a rental listing: the vehicle, its terms (licence, deposit), its place and photos (no sale history). */
export function RentalFields({ values, errors, currency, defaultCountry, keptPhotos }: ListingFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <FormSection title={t`Informations du véhicule`}>
        <VehicleBasicsFields kind="rental" values={values} errors={errors} currency={currency} />
        <BodyTypeField values={values} errors={errors} optional />
        <ColourField
          label={t`Couleur extérieure`}
          name="exteriorColor"
          colours={EXTERIOR_COLOURS}
          defaultValue={values.text("exteriorColor")}
          error={errors.exteriorColor}
        />
        <DescriptionField kind="rental" values={values} error={errors.description} />
      </FormSection>

      <RentalTermsFields values={values} errors={errors} />

      <PlacePhotosEquipment values={values} errors={errors} defaultCountry={defaultCountry} keptPhotos={keptPhotos} />
    </>
  );
}
