import type { Country } from "../../../../lib/countries.ts";
import type { ListingKind } from "../../listing.ts";
import type { ListingFormState } from "../listing-form-state.ts";
import { formValues } from "./form-values.ts";
import { ListingFormFrame } from "./listing-form-frame.tsx";
import { RentalFields } from "./rental-fields.tsx";
import { SaleFields } from "./sale-fields.tsx";
import { useListingForm } from "./use-listing-form.ts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const LISTING_FORM_TITLES: Readonly<Record<ListingKind, MessageDescriptor>> = {
  sale: msg`Vendre mon véhicule`,
  rental: msg`Louer mon véhicule`,
};

/** 'Vendre mon véhicule' or 'Louer mon véhicule': one form, refilled after a refusal; a sale asks for more. */
export function ListingForm({
  kind,
  currency,
  defaultCountry,
  state,
  editing = false,
}: {
  kind: ListingKind;
  currency: Country;
  defaultCountry: string;
  state?: ListingFormState;
  /** The owner's edit of a listing: its own title, button and way back. */
  editing?: boolean;
}) {
  const { i18n, t } = useLingui();
  const { errors, busy, onSubmit, onChange } = useListingForm(kind, currency, state);
  const fields = { values: formValues(state?.values), errors, currency, defaultCountry, keptPhotos: state?.photos ?? [] };
  return (
    <ListingFormFrame
      title={editing ? t`Modifier l'annonce` : i18n._(LISTING_FORM_TITLES[kind])}
      submitLabel={editing ? t`Enregistrer les modifications` : undefined}
      backTo={editing ? "/profile?tab=annonces" : undefined}
      formError={state?.formError}
      busy={busy}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      {kind === "sale" ? <SaleFields {...fields} /> : <RentalFields {...fields} />}
    </ListingFormFrame>
  );
}
