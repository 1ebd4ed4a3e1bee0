import type { Country } from "../../../../lib/countries.ts";
import type { FormValues } from "./form-values.ts";

/** What each kind's fields get from the one listing form. */
export interface ListingFieldsProps {
  values: FormValues;
  errors: Record<string, string>;
  currency: Country;
  defaultCountry: string;
  keptPhotos: string[];
}
