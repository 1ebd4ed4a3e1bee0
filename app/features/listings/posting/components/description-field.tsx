import { Field, inputClass } from "../../../../components/ui/field.tsx";
import type { ListingKind } from "../../listing.ts";
import type { FormValues } from "./form-values.ts";

/** What a buyer or a renter wants to read: a sale says why it is sold, a rental how it may be used. */
const PLACEHOLDER: Readonly<Record<ListingKind, string>> = {
  sale: "État général, options, raison de la vente...",
  rental: "État général, options, conditions de location (caution, chauffeur, zone)...",
};

export function DescriptionField({ kind, values, error }: { kind: ListingKind; values: FormValues; error?: string }) {
  return (
    <Field label="Description" name="description" error={error}>
      <textarea
        id="description"
        name="description"
        rows={4}
        maxLength={5000}
        defaultValue={values.text("description")}
        placeholder={PLACEHOLDER[kind]}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      />
    </Field>
  );
}
