import { useState } from "react";
import { SelectField } from "../../../../components/ui/field.tsx";
import { OTHER_CITY } from "../../../../lib/cities.ts";
import { COUNTRIES } from "../../../../lib/countries.ts";
import { CityField } from "../../../accounts/components/city-field.tsx";
import type { FormValues } from "./form-values.ts";
import { GeolocationField } from "./geolocation-field.tsx";

/** Country (the visitor's by default), its cities, and the optional browser position. */
export function LocationFields({ values, errors, defaultCountry }: { values: FormValues; errors: Record<string, string>; defaultCountry: string }) {
  const sentCountry = values.text("country", defaultCountry);
  const [country, setCountry] = useState(sentCountry);
  const city = values.text("city");
  const typedCity = city && city !== OTHER_CITY ? city : values.text("cityOther");
  return (
    <>
      <SelectField label="Pays" name="country" value={country} onChange={(e) => setCountry(e.target.value)} error={errors.country}>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.flag} {c.name}
          </option>
        ))}
      </SelectField>
      <CityField key={country} country={country} defaultValue={country === sentCountry ? typedCity : undefined} error={errors.city} />
      <GeolocationField latitude={values.text("latitude")} longitude={values.text("longitude")} error={errors.latitude ?? errors.longitude} />
    </>
  );
}
