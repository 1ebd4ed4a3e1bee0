import type { Country } from "../../../../lib/countries.ts";
import type { ListingKind } from "../../listing.ts";
import type { ListingFormState } from "../listing-form-state.ts";
import { formValues } from "./form-values.ts";
import { ListingFormFrame } from "./listing-form-frame.tsx";
import { RentalFields } from "./rental-fields.tsx";
import { SaleFields } from "./sale-fields.tsx";
import { useListingForm } from "./use-listing-form.ts";

export const LISTING_FORM_TITLES: Readonly<Record<ListingKind, string>> = {
  sale: "Vendre mon véhicule",
  rental: "Louer mon véhicule",
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
  const { errors, busy, onSubmit, onChange } = useListingForm(kind, currency, state);
  const fields = { values: formValues(state?.values), errors, currency, defaultCountry, keptPhotos: state?.photos ?? [] };
  return (
    <ListingFormFrame
      title={editing ? "Modifier l'annonce" : LISTING_FORM_TITLES[kind]}
      submitLabel={editing ? "Enregistrer les modifications" : undefined}
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
