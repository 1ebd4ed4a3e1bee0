import { useState } from "react";
import { OTHER_CITY } from "../../../../lib/cities.ts";
import { CountryCityFields } from "../../../accounts/components/country-city-fields.tsx";
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
      <CountryCityFields country={country} onCountryChange={setCountry} sent={{ country: sentCountry, city: typedCity }} errors={errors} />
      <GeolocationField latitude={values.text("latitude")} longitude={values.text("longitude")} error={errors.latitude ?? errors.longitude} />
    </>
  );
}
