import { useState } from "react";
import { SelectField } from "../../../components/ui/field.tsx";
import { BRAND_LABELS, BRAND_NAMES, modelsFor } from "../../../lib/vehicles.ts";
import { useValueLabel } from "../../../components/ui/value-label.ts";
import { withCount } from "../browse/choice-counts.ts";
import { useLiveCounts } from "../browse/live-counts.tsx";
import { useLingui } from "@lingui/react/macro";

/**
 * 'Marque' then 'Modèle' (the catalogue's), each choice with the number of listings it would show.
 * The model list follows the brand chosen; before JavaScript it is the brand's of the page shown,
 * and a model left from another brand is dropped by the server.
 */
export function BrandModelFields({ brand: shownBrand, model }: { brand: string | null; model: string | null }) {
  const { t } = useLingui();
  const label = useValueLabel();
  const { choices } = useLiveCounts();
  const [brand, setBrand] = useState(shownBrand ?? "");
  const models = modelsFor(brand);
  const modelCounts = choices && choices.brand === brand ? choices.models : null;
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField label={t`Marque`} name="brand" value={brand} onChange={(event) => setBrand(event.currentTarget.value)}>
        <option value="">{t`Toutes`}</option>
        {BRAND_NAMES.map((b) => (
          <option key={b} value={b}>
            {withCount(label(BRAND_LABELS, b), choices ? (choices.brands[b] ?? 0) : undefined)}
          </option>
        ))}
      </SelectField>
      {/* A new list for each brand: the choice starts at 'Tous' again. */}
      <SelectField key={brand} label={t`Modèle`} name="model" defaultValue={brand === shownBrand ? (model ?? "") : ""} disabled={models.length === 0}>
        <option value="">{brand ? t`Tous` : t`Choisissez une marque`}</option>
        {models.map((m) => (
          <option key={m} value={m}>
            {withCount(m, modelCounts ? (modelCounts[m] ?? 0) : undefined)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
