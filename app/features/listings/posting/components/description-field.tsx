import { Field, inputClass } from "../../../../components/ui/field.tsx";
import type { FormValues } from "./form-values.ts";

export function DescriptionField({ values, error }: { values: FormValues; error?: string }) {
  return (
    <Field label="Description" name="description" error={error}>
      <textarea
        id="description"
        name="description"
        rows={4}
        maxLength={5000}
        defaultValue={values.text("description")}
        placeholder="État général, options, raison de la vente..."
        aria-invalid={error ? true : undefined}
        className={inputClass}
      />
    </Field>
  );
}
