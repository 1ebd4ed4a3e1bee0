import { EquipmentField } from "./equipment-field.tsx";
import { FormSection } from "./form-section.tsx";
import type { FormValues } from "./form-values.ts";
import { LocationFields } from "./location-fields.tsx";
import { PhotosField } from "./photos-field.tsx";
import { useLingui } from "@lingui/react/macro";

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
  const { t } = useLingui();
  return (
    <>
      <FormSection title={t`Localisation`}>
        <LocationFields values={values} errors={errors} defaultCountry={defaultCountry} />
      </FormSection>

      <FormSection title={t`Photos`}>
        <PhotosField kept={keptPhotos} error={errors.photos} />
      </FormSection>

      <FormSection title={t`Équipements`}>
        <EquipmentField values={values} error={errors.features} />
      </FormSection>
    </>
  );
}
