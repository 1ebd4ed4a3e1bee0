import { useState } from "react";
import { SelectField, TextField } from "../../../../components/ui/field.tsx";
import { BRAND_LABELS, BRAND_NAMES, CAR_BRANDS, OTHER_BRAND, modelsFor, yearChoices } from "../../../../lib/vehicles.ts";
import { useValueLabel } from "../../../../components/ui/value-label.ts";
import type { FormValues } from "./form-values.ts";
import { useHydrated } from "../../../../components/ui/use-hydrated.ts";
import { useLingui } from "@lingui/react/macro";

/**
 * Brand, model and year. The model list follows the brand (disabled until one is chosen, emptied
 * when it changes; 'Autre' takes free text). Without JS the model is typed, with every catalogue
 * model suggested.
 */
export function VehicleIdentityFields({ values, errors }: { values: FormValues; errors: Record<string, string> }) {
  const { t } = useLingui();
  const label = useValueLabel();
  const hydrated = useHydrated();
  const [brand, setBrand] = useState(values.text("brand"));
  const [model, setModel] = useState(values.text("model"));
  const models = modelsFor(brand);
  return (
    <>
      <SelectField
        label={t`Marque`}
        name="brand"
        value={brand}
        onChange={(e) => {
          setBrand(e.target.value);
          setModel("");
        }}
        error={errors.brand}
      >
        <option value="">{t`Choisir une marque`}</option>
        {BRAND_NAMES.map((b) => (
          <option key={b} value={b}>
            {label(BRAND_LABELS, b)}
          </option>
        ))}
      </SelectField>
      {!hydrated ? (
        <>
          <TextField label={t`Modèle`} name="model" defaultValue={model} list="all-models" error={errors.model} autoComplete="off" />
          <datalist id="all-models">{BRAND_NAMES.flatMap((b) => (CAR_BRANDS[b] ?? []).map((m) => <option key={`${b}-${m}`} value={m} />))}</datalist>
        </>
      ) : brand === OTHER_BRAND ? (
        <TextField
          label={t`Modèle`}
          name="model"
          value={model}
          onChange={(e) => setModel(e.target.value)}
          error={errors.model}
          placeholder={t`Saisissez le modèle`}
        />
      ) : (
        <SelectField label={t`Modèle`} name="model" value={model} onChange={(e) => setModel(e.target.value)} disabled={!brand} error={errors.model}>
          <option value="">{brand ? t`Choisir un modèle` : t`Choisissez d'abord une marque`}</option>
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label={t`Année`} name="year" defaultValue={values.text("year")} error={errors.year}>
        <option value="">{t`Choisir l'année`}</option>
        {yearChoices().map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </SelectField>
    </>
  );
}
