import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "./button.tsx";
import { useShownText } from "./shown-text.ts";

export const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-1 focus:ring-brand-500 aria-[invalid=true]:border-red-500";

/** A field's error; a marked French message shows in the page's language (ADR 0049). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const say = useShownText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {say(message)}
    </p>
  );
}

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  children?: ReactNode;
}

export function Field({ label, name, error, hint, children }: FieldProps) {
  const say = useShownText();
  return (
    // `data-field`: the block brought into view, label and message with it, when its control is refused.
    <div data-field={name}>
      <label htmlFor={name} className="mb-1 block text-sm font-medium text-slate-700">
        {say(label)}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}

export function TextField({ label, name, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} name={name} error={error} hint={hint}>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={inputClass}
        {...input}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A labelled select; `options` (after an optional `empty` choice whose value is "") or `children`. */
export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  empty,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options?: readonly SelectOption[]; empty?: string }) {
  // Options come with their words in the page's language (a catalogue's through `valueLabel`, issue 43).
  const say = useShownText();
  return (
    <Field label={label} name={name} error={error} hint={hint}>
      <select
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={inputClass}
        {...select}
      >
        {empty !== undefined ? <option value="">{say(empty)}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
}

export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel?: string }) {
  return (
    <Button type="submit" disabled={busy} size="lg" block>
      {busy ? (busyLabel ?? <Trans>Chargement...</Trans>) : children}
    </Button>
  );
}

export function FormAlert({ message }: { message?: string }) {
  const say = useShownText();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {say(message)}
    </p>
  );
}
