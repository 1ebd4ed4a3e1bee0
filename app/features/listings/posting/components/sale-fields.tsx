import { SelectField, TextField } from "../../../../components/ui/field.tsx";
import { ACCIDENT_OPTIONS, CONDITION_OPTIONS, PREVIOUS_OWNER_OPTIONS } from "../../../../lib/vehicles.ts";
import { DescriptionField } from "./description-field.tsx";
import { DocumentsField } from "./documents-field.tsx";
import { CheckboxRow, FieldPair, FormSection } from "./form-section.tsx";
import type { ListingFieldsProps } from "./listing-fields-props.ts";
import { PlacePhotosEquipment } from "./place-photos-equipment.tsx";
import { VehicleBasicsFields } from "./vehicle-basics-fields.tsx";
import { BodyTypeField } from "./vehicle-choice-fields.tsx";

/** Every field of a sale listing: the vehicle, its history, its characteristics, photos and papers. */
export function SaleFields({ values, errors, currency, defaultCountry, keptPhotos }: ListingFieldsProps) {
  return (
    <>
      <FormSection title="Informations du véhicule">
        <VehicleBasicsFields kind="sale" values={values} errors={errors} currency={currency} />
        <SelectField label="État" name="condition" defaultValue={values.text("condition")} error={errors.condition} options={CONDITION_OPTIONS} empty="Choisir" />
      </FormSection>

      <FormSection title="Historique">
        <FieldPair>
          <SelectField label="Accidents" name="accidents" defaultValue={values.text("accidents", "0")} error={errors.accidents} options={ACCIDENT_OPTIONS} />
          <SelectField label="Propriétaires précédents" name="previousOwners" defaultValue={values.text("previousOwners", "1")} error={errors.previousOwners} options={PREVIOUS_OWNER_OPTIONS} />
        </FieldPair>
        <CheckboxRow name="cleanTitle" label="Titre de propriété en règle" defaultChecked={values.checked("cleanTitle", true)} />
        <TextField label="Date du dernier entretien" name="lastService" type="date" defaultValue={values.text("lastService")} error={errors.lastService} />
      </FormSection>

      <FormSection title="Caractéristiques">
        <FieldPair>
          <TextField label="Couleur extérieure" name="exteriorColor" defaultValue={values.text("exteriorColor")} placeholder="ex. Blanc" error={errors.exteriorColor} />
          <TextField label="Couleur intérieure" name="interiorColor" defaultValue={values.text("interiorColor")} placeholder="ex. Noir" error={errors.interiorColor} />
        </FieldPair>
        <BodyTypeField values={values} errors={errors} />
        <FieldPair>
          <TextField label="Portes" name="doors" type="number" min={1} max={9} inputMode="numeric" defaultValue={values.text("doors")} error={errors.doors} />
          <TextField label="Places" name="seats" type="number" min={1} max={60} inputMode="numeric" defaultValue={values.text("seats")} error={errors.seats} />
        </FieldPair>
        <TextField label="Moteur" name="engine" defaultValue={values.text("engine")} placeholder="ex. 2.0 L" error={errors.engine} />
        <FieldPair>
          <TextField label="Puissance (ch)" name="horsepower" type="number" min={1} inputMode="numeric" defaultValue={values.text("horsepower")} error={errors.horsepower} />
          <TextField label="Cylindres" name="cylinders" type="number" min={1} max={16} inputMode="numeric" defaultValue={values.text("cylinders")} error={errors.cylinders} />
        </FieldPair>
        <DescriptionField kind="sale" values={values} error={errors.description} />
      </FormSection>

      <PlacePhotosEquipment values={values} errors={errors} defaultCountry={defaultCountry} keptPhotos={keptPhotos} />

      <FormSection title="Documents et dédouanement">
        <DocumentsField values={values} />
      </FormSection>
    </>
  );
}
