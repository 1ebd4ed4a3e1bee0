import { Field, inputClass } from "../../../../components/ui/field.tsx";
import type { ListingKind } from "../../listing.ts";
import type { FormValues } from "./form-values.ts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** What a buyer or a renter wants to read: a sale says why it is sold, a rental how it may be used. */
const PLACEHOLDER: Readonly<Record<ListingKind, MessageDescriptor>> = {
  sale: msg`État général, options, raison de la vente...`,
  rental: msg`État général, options, conditions de location (caution, chauffeur, zone)...`,
};

export function DescriptionField({ kind, values, error }: { kind: ListingKind; values: FormValues; error?: string }) {
  const { i18n, t } = useLingui();
  return (
    <Field label={t`Description`} name="description" error={error}>
      <textarea
        id="description"
        name="description"
        rows={4}
        maxLength={5000}
        defaultValue={values.text("description")}
        placeholder={i18n._(PLACEHOLDER[kind])}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      />
    </Field>
  );
}
