import { TextField } from "../../../../components/ui/field.tsx";
import type { Country } from "../../../../lib/countries.ts";
import type { ListingFormState } from "../listing-form-state.ts";
import { DescriptionField } from "./description-field.tsx";
import { FormSection } from "./form-section.tsx";
import { formValues } from "./form-values.ts";
import { ListingFormFrame } from "./listing-form-frame.tsx";
import { PlacePhotosEquipment } from "./place-photos-equipment.tsx";
import { useListingForm } from "./use-listing-form.ts";
import { VehicleBasicsFields } from "./vehicle-basics-fields.tsx";
import { BodyTypeField } from "./vehicle-choice-fields.tsx";

/** 'Louer mon véhicule': vehicle, location and photos of a rental listing. */
export function RentalListingForm({ currency, defaultCountry, state }: { currency: Country; defaultCountry: string; state?: ListingFormState }) {
  const { errors, busy, onSubmit, onChange } = useListingForm("rental", currency, state);
  const values = formValues(state?.values);
  return (
    <ListingFormFrame title="Louer mon véhicule" formError={state?.formError} busy={busy} onSubmit={onSubmit} onChange={onChange}>
      <FormSection title="Informations du véhicule">
        <VehicleBasicsFields kind="rental" values={values} errors={errors} currency={currency} />
        <BodyTypeField values={values} errors={errors} optional />
        <TextField label="Couleur extérieure" name="exteriorColor" defaultValue={values.text("exteriorColor")} placeholder="ex. Blanc" error={errors.exteriorColor} />
        <DescriptionField kind="rental" values={values} error={errors.description} />
      </FormSection>

      <PlacePhotosEquipment values={values} errors={errors} defaultCountry={defaultCountry} keptPhotos={state?.photos ?? []} />
    </ListingFormFrame>
  );
}
