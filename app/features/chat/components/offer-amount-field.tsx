import { inputClass } from "../../../components/ui/field.tsx";

/** The amount of an offer or a counter-offer, typed in the person's currency (digits may be grouped). */
export function OfferAmountField({
  id,
  label,
  currency,
  defaultValue,
  error,
}: {
  id: string;
  label: string;
  currency: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label} ({currency})
      </label>
      <input
        id={id}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={20}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
