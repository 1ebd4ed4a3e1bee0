import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CITY_LABELS, OTHER_CITY, citiesFor } from "../../../lib/cities.ts";
import { useValueLabel } from "../../../components/ui/value-label.ts";
import { Field, inputClass } from "../../../components/ui/field.tsx";

/**
 * The city list of the chosen country; 'Autre' switches to typing the city, 'Revenir à la liste'
 * goes back and clears it. Without JS the list and a free-text box are both offered.
 */
export function CityField({ country, defaultValue, error, autoFocus }: { country: string; defaultValue?: string; error?: string; autoFocus?: boolean }) {
  const cities = citiesFor(country);
  const initialManual = Boolean(defaultValue) && !cities.includes(defaultValue as string);
  const [manual, setManual] = useState(initialManual);
  const [value, setValue] = useState(defaultValue ?? "");
  const describedBy = error ? "city-error" : undefined;
  const { t } = useLingui();
  const label = useValueLabel();
  return (
    <Field label={t`Ville`} name="city" error={error}>
      {manual ? (
        <div className="flex gap-2">
          <input
            id="city"
            name="city"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t`Saisissez votre ville`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoFocus={autoFocus}
            className={inputClass}
            autoComplete="address-level2"
          />
          <button
            type="button"
            className="shrink-0 text-sm text-brand-600 underline"
            onClick={() => {
              setManual(false);
              setValue("");
            }}
          >
            <Trans>Revenir à la liste</Trans>
          </button>
        </div>
      ) : (
        <>
          <select
            id="city"
            name="city"
            value={cities.includes(value) ? value : ""}
            onChange={(e) => {
              if (e.target.value === OTHER_CITY) {
                setManual(true);
                setValue("");
              } else setValue(e.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoFocus={autoFocus}
            className={inputClass}
          >
            <option value="">{t`Choisissez une ville`}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {label(CITY_LABELS, c)}
              </option>
            ))}
            <option value={OTHER_CITY}>{t`Autre`}</option>
          </select>
          <noscript>
            <input name="cityOther" placeholder={t`Autre ville`} className={`${inputClass} mt-2`} />
          </noscript>
        </>
      )}
    </Field>
  );
}
