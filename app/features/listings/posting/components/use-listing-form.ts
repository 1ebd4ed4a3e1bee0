import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useFormErrors } from "../../../../components/ui/use-form-errors.ts";
import { useNavigation } from "react-router";
import { showToast } from "../../../../components/ui/client-toast.ts";
import type { Country } from "../../../../lib/countries.ts";
import { fieldErrors } from "../../../../lib/field-errors.ts";
import type { ListingKind } from "../../listing.ts";
import { pickedPhotos, readListingForm, rentalListingSchema, saleListingSchema } from "../listing-form-schema.ts";
import type { ListingFormState } from "../listing-form-state.ts";
import { imageFileProblem } from "../../../../lib/images.ts";
import { photoProblem } from "../posting-rules.ts";

/** Checks in the browser what the server will check, so a phone does not upload photos in vain. */
function comfortErrors(kind: ListingKind, currency: Country, form: FormData, i18n: I18n): Record<string, string> {
  const schema = kind === "sale" ? saleListingSchema(currency) : rentalListingSchema(currency);
  const parsed = schema.safeParse(readListingForm(form));
  // The schema says its marked French messages: shown in the page's language.
  const errors = Object.fromEntries(Object.entries(parsed.success ? {} : fieldErrors(parsed.error)).map(([name, text]) => [name, i18n._(text)]));
  const badFile = pickedPhotos(form)
    .map((f) => photoProblem(f.name, imageFileProblem(f), i18n))
    .find(Boolean);
  const photos = errors.photos ?? badFile;
  return photos ? { ...errors, photos } : errors;
}

export function useListingForm(kind: ListingKind, currency: Country, state: ListingFormState | undefined) {
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange } = useFormErrors(
    state?.errors,
    (form) => comfortErrors(kind, currency, form, i18n),
    // The position has no field of its own: its error sits under the country.
    (name) => (name === "latitude" ? "country" : name),
  );

  useEffect(() => {
    if (!state?.formError) return;
    showToast({ type: "error", title: state.formError });
    window.scrollTo({ top: 0 });
  }, [state]);

  return { errors, busy, onSubmit, onChange };
}
