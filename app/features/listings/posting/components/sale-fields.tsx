import { SelectField, TextField } from "../../../../components/ui/field.tsx";
import { ACCIDENT_OPTIONS, CONDITIONS, CONDITION_LABELS, EXTERIOR_COLOURS, INTERIOR_COLOURS, PREVIOUS_OWNER_OPTIONS } from "../../../../lib/vehicles.ts";
import { useValueLabel } from "../../../../components/ui/value-label.ts";
import { ColourField } from "./colour-field.tsx";
import { DescriptionField } from "./description-field.tsx";
import { DocumentsField } from "./documents-field.tsx";
import { FieldPair, FormSection } from "./form-section.tsx";
import { HistoryAnswerField } from "./history-answer-field.tsx";
import type { ListingFieldsProps } from "./listing-fields-props.ts";
import { PlacePhotosEquipment } from "./place-photos-equipment.tsx";
import { VehicleBasicsFields } from "./vehicle-basics-fields.tsx";
import { BodyTypeField } from "./vehicle-choice-fields.tsx";
import { useLingui } from "@lingui/react/macro";

/** Every field of a sale listing: the vehicle, its history, its characteristics, photos and papers. */
export function SaleFields({ values, errors, currency, defaultCountry, keptPhotos }: ListingFieldsProps) {
  const { t } = useLingui();
  const label = useValueLabel();
  return (
    <>
      <FormSection title={t`Informations du véhicule`}>
        <VehicleBasicsFields kind="sale" values={values} errors={errors} currency={currency} />
        <SelectField
          label={t`État`}
          name="condition"
          defaultValue={values.text("condition")}
          error={errors.condition}
          options={label.options(CONDITIONS, CONDITION_LABELS)}
          empty={t`Choisir`}
        />
      </FormSection>

      <FormSection title={t`Historique`}>
        <FieldPair>
          <SelectField label={t`Accidents`} name="accidents" defaultValue={values.text("accidents", "0")} error={errors.accidents} options={ACCIDENT_OPTIONS} />
          <SelectField
            label={t`Propriétaires précédents`}
            name="previousOwners"
            defaultValue={values.text("previousOwners", "1")}
            error={errors.previousOwners}
            options={PREVIOUS_OWNER_OPTIONS}
          />
        </FieldPair>
        <HistoryAnswerField name="cleanTitle" label={t`Titre de propriété en règle`} values={values} error={errors.cleanTitle} />
        <TextField label={t`Date du dernier entretien`} name="lastService" type="date" defaultValue={values.text("lastService")} error={errors.lastService} />
      </FormSection>

      <FormSection title={t`Caractéristiques`}>
        <FieldPair>
          <ColourField
            label={t`Couleur extérieure`}
            name="exteriorColor"
            colours={EXTERIOR_COLOURS}
            defaultValue={values.text("exteriorColor")}
            error={errors.exteriorColor}
          />
          <ColourField
            label={t`Couleur intérieure`}
            name="interiorColor"
            colours={INTERIOR_COLOURS}
            defaultValue={values.text("interiorColor")}
            error={errors.interiorColor}
          />
        </FieldPair>
        <BodyTypeField values={values} errors={errors} />
        <FieldPair>
          <TextField
            label={t`Portes`}
            name="doors"
            type="number"
            min={1}
            max={9}
            inputMode="numeric"
            defaultValue={values.text("doors")}
            error={errors.doors}
          />
          <TextField
            label={t`Places`}
            name="seats"
            type="number"
            min={1}
            max={60}
            inputMode="numeric"
            defaultValue={values.text("seats")}
            error={errors.seats}
          />
        </FieldPair>
        <TextField label={t`Moteur`} name="engine" defaultValue={values.text("engine")} placeholder={t`ex. 2.0 L`} error={errors.engine} />
        <FieldPair>
          <TextField
            label={t`Puissance (ch)`}
            name="horsepower"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={values.text("horsepower")}
            error={errors.horsepower}
          />
          <TextField
            label={t`Cylindres`}
            name="cylinders"
            type="number"
            min={1}
            max={16}
            inputMode="numeric"
            defaultValue={values.text("cylinders")}
            error={errors.cylinders}
          />
        </FieldPair>
        <DescriptionField kind="sale" values={values} error={errors.description} />
      </FormSection>

      <PlacePhotosEquipment values={values} errors={errors} defaultCountry={defaultCountry} keptPhotos={keptPhotos} />

      <FormSection title={t`Documents et dédouanement`}>
        <DocumentsField values={values} errors={errors} />
      </FormSection>
    </>
  );
}
