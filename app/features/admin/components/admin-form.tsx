import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import { Form } from "../../../components/ui/link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/field.tsx";

/** What the panel's action answers a refused form with: its error, and what was typed to fill in again. */
export interface AdminRefusal {
  ok: false;
  intent: string;
  target: string;
  error: string;
  fields: Record<string, string>;
}

/** The refusal of this form (same intent and target), if it was the one just sent. */
export function useRefusal(intent: string, target = ""): AdminRefusal | null {
  const answer = useActionData() as AdminRefusal | undefined;
  return answer && answer.ok === false && answer.intent === intent && answer.target === target ? answer : null;
}

/** A panel form: posts its intent (and target id), shows its own refusal (in the page's language) above its fields. */
export function AdminForm({
  intent,
  target = "",
  children,
  className,
  multipart = false,
}: {
  intent: string;
  target?: string;
  children: ReactNode;
  className?: string;
  multipart?: boolean;
}) {
  const refusal = useRefusal(intent, target);
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {target ? <input type="hidden" name="id" value={target} /> : null}
      {refusal ? (
        <p role="alert" className="mb-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal.error}
        </p>
      ) : null}
      {children}
    </Form>
  );
}

/** A label over its control; ids are given per form, as several panels share field names. */
export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

export function AdminInput({ id, label, ...input }: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled id={id} label={label}>
      <input id={id} className={inputClass} {...input} />
    </Labelled>
  );
}

/** The submit of a panel form, busy while this form's request runs. */
export function AdminSubmit({ children, variant, intent }: { children: ReactNode; variant?: "primary" | "outline" | "danger"; intent: string }) {
  const navigation = useNavigation();
  const { t } = useLingui();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" variant={variant} size="sm" disabled={busy}>
      {busy ? t`Chargement...` : children}
    </Button>
  );
}

/**
 * A destructive action asked twice, with or without JavaScript: the first button opens the
 * confirmation, whose button sends the form.
 */
export function ConfirmAction({
  intent,
  target,
  label,
  confirm,
  children,
}: {
  intent: string;
  target: string;
  label: string;
  confirm: string;
  children?: ReactNode;
}) {
  return (
    <details className="group">
      <summary className="inline-flex cursor-pointer list-none items-center rounded-md border border-red-200 px-2.5 py-1 text-sm font-medium text-red-700 hover:bg-red-50">
        {label}
      </summary>
      <AdminForm intent={intent} target={target} className="mt-2 space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
        {children}
        <AdminSubmit intent={intent} variant="danger">
          {confirm}
        </AdminSubmit>
      </AdminForm>
    </details>
  );
}

/** A tab's search: a GET form that keeps the tab, answered by the server like any page. */
export function PanelSearch({ tab, name, value, label, placeholder }: { tab: string; name: string; value: string; label: string; placeholder: string }) {
  const id = `${tab}-search`;
  return (
    <Form method="get" className="flex gap-2" role="search">
      <input type="hidden" name="tab" value={tab} />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} name={name} defaultValue={value} placeholder={placeholder} className={inputClass} />
      <button type="submit" className="rounded-md border border-slate-300 px-3 text-sm">
        <Trans>Rechercher</Trans>
      </button>
    </Form>
  );
}
