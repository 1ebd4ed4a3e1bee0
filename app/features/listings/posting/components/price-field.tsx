import { Field, inputClass } from "../../../../components/ui/field.tsx";
import { groupedNumberProps } from "../../../../components/ui/grouped-input.ts";
import type { Country } from "../../../../lib/countries.ts";
import { useLingui } from "@lingui/react/macro";

/** A whole amount in the visitor's currency; the server converts it to CFA once. */
export function PriceField({
  label,
  name,
  currency,
  defaultValue,
  error,
  perDay = false,
}: {
  label: string;
  name: string;
  currency: Country;
  defaultValue: string;
  error?: string;
  perDay?: boolean;
}) {
  const { t } = useLingui();
  const code = currency.currency;
  const hint = code === "XOF" ? undefined : t`Montant en ${code}, converti en CFA à l'enregistrement`;
  return (
    <Field label={label} name={name} error={error} hint={hint}>
      <div className="flex">
        <input
          id={name}
          name={name}
          {...groupedNumberProps(defaultValue)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className={`${inputClass} rounded-e-none`}
        />
        <span className="flex items-center rounded-e-md border border-s-0 border-slate-300 bg-slate-100 px-3 text-sm font-medium text-slate-600">
          {currency.currencySymbol}
          {perDay ? t`/jour` : null}
        </span>
      </div>
    </Field>
  );
}
