import { EquipmentField } from "./equipment-field.tsx";
import { FormSection } from "./form-section.tsx";
import type { FormValues } from "./form-values.ts";
import { LocationFields } from "./location-fields.tsx";
import { PhotosField } from "./photos-field.tsx";

/** The sections both listing forms share: where the vehicle is, its photos, its equipment. */
export function PlacePhotosEquipment({
  values,
  errors,
  defaultCountry,
  keptPhotos,
}: {
  values: FormValues;
  errors: Record<string, string>;
  defaultCountry: string;
  keptPhotos: string[];
}) {
  return (
    <>
      <FormSection title="Localisation">
        <LocationFields values={values} errors={errors} defaultCountry={defaultCountry} />
      </FormSection>

      <FormSection title="Photos">
        <PhotosField kept={keptPhotos} error={errors.photos} />
      </FormSection>

      <FormSection title="Équipements">
        <EquipmentField values={values} error={errors.features} />
      </FormSection>
    </>
  );
}
