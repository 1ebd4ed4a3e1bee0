import { type FormEvent, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { showToast } from "../../../../shell/client-toast.ts";
import type { Country } from "../../../../lib/countries.ts";
import { fieldErrors } from "../../../../lib/field-errors.ts";
import type { ListingKind } from "../../browse-query.ts";
import { pickedPhotos, readListingForm, rentalListingSchema, saleListingSchema } from "../listing-form-schema.ts";
import type { ListingFormState } from "../listing-form-state.ts";
import { MAX_PHOTO_BYTES, PHOTO_TYPES, photoNotImage, photoTooLarge } from "../posting-rules.ts";

/** Checks in the browser what the server will check, so a phone does not upload photos in vain. */
function comfortErrors(kind: ListingKind, currency: Country, form: FormData): Record<string, string> {
  const schema = kind === "sale" ? saleListingSchema(currency) : rentalListingSchema(currency);
  const parsed = schema.safeParse(readListingForm(form));
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const badFile = pickedPhotos(form)
    .map((f) => (!PHOTO_TYPES.includes(f.type) ? photoNotImage(f.name) : f.size > MAX_PHOTO_BYTES ? photoTooLarge(f.name) : undefined))
    .find(Boolean);
  const photos = errors.photos ?? badFile;
  return photos ? { ...errors, photos } : errors;
}

export function useListingForm(kind: ListingKind, currency: Country, state: ListingFormState | undefined) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | undefined>();
  const busy = useNavigation().state === "submitting";

  useEffect(() => {
    if (!state?.formError) return;
    showToast({ type: "error", title: state.formError });
    window.scrollTo({ top: 0 });
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = comfortErrors(kind, currency, new FormData(event.currentTarget));
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (!first) return;
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(first === "latitude" ? "country" : first);
    if (field instanceof HTMLElement) field.focus();
  }

  return { errors: clientErrors ?? state?.errors ?? {}, busy, onSubmit };
}
