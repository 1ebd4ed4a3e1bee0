import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Field, inputClass } from "../../../../components/ui/field.tsx";
import { useValueLabel } from "../../../../components/ui/value-label.ts";
import { COLOUR_LABELS, type Colour, OTHER_COLOUR, OTHER_LABEL } from "../../../../lib/vehicles.ts";

/**
 * A colour from the catalogue's list (stored as its French word, shown in the page's language, so
 * the listing reads in every language), or typed after 'Autre' (the seller's words, shown as
 * written); 'Revenir à la liste' goes back. Without JS the list and a free-text box are both
 * offered. A colour typed before the list existed comes back in the box.
 */
export function ColourField({
  name,
  label,
  colours,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  colours: readonly Colour[];
  defaultValue: string;
  error?: string;
}) {
  const { i18n, t } = useLingui();
  const words = useValueLabel();
  const listed = (value: string) => (colours as readonly string[]).includes(value);
  const [manual, setManual] = useState(defaultValue !== "" && !listed(defaultValue));
  const [value, setValue] = useState(defaultValue);
  const describedBy = error ? `${name}-error` : undefined;
  return (
    <Field label={label} name={name} error={error}>
      {manual ? (
        // The box takes the column's width (two colours share a row on a phone); the way back goes under it.
        <>
          <input
            id={name}
            name={name}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t`Saisissez la couleur`}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
          <button
            type="button"
            className="mt-1 text-sm text-brand-600 underline"
            onClick={() => {
              setManual(false);
              setValue("");
            }}
          >
            <Trans>Revenir à la liste</Trans>
          </button>
        </>
      ) : (
        <>
          <select
            id={name}
            name={name}
            value={listed(value) ? value : ""}
            onChange={(e) => {
              if (e.target.value === OTHER_COLOUR) {
                setManual(true);
                setValue("");
              } else setValue(e.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          >
            <option value="">{t`Non précisée`}</option>
            {colours.map((colour) => (
              <option key={colour} value={colour}>
                {words(COLOUR_LABELS, colour)}
              </option>
            ))}
            <option value={OTHER_COLOUR}>{i18n._(OTHER_LABEL)}</option>
          </select>
          <noscript>
            <input name={`${name}Other`} placeholder={t`Autre couleur`} maxLength={40} aria-label={t`Autre couleur`} className={`${inputClass} mt-2`} />
          </noscript>
        </>
      )}
    </Field>
  );
}
