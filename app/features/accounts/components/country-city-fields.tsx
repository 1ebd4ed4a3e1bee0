import { useLingui } from "@lingui/react/macro";
import { SelectField } from "../../../components/ui/field.tsx";
import { COUNTRIES, countryName } from "../../../lib/countries.ts";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { CityField } from "./city-field.tsx";

/**
 * 'Pays' and 'Ville' together: the city list follows the chosen country, and the city sent back
 * after a refusal is offered again only while its country is still the one chosen.
 */
export function CountryCityFields({
  country,
  onCountryChange,
  sent,
  errors,
  focus,
}: {
  country: string;
  onCountryChange: (code: string) => void;
  /** What a refused submit sent: its country and city. */
  sent: { country?: string; city?: string };
  errors: { country?: string; city?: string };
  /** The field the page opens on, when it is one of these. */
  focus?: string;
}) {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <>
      <SelectField
        label={t`Pays`}
        name="country"
        value={country}
        onChange={(e) => onCountryChange(e.target.value)}
        error={errors.country}
        autoFocus={focus === "country"}
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.flag} {countryName(c.code, language)}
          </option>
        ))}
      </SelectField>
      <CityField
        key={country}
        country={country}
        defaultValue={country === sent.country ? sent.city : undefined}
        error={errors.city}
        autoFocus={focus === "city"}
      />
    </>
  );
}
