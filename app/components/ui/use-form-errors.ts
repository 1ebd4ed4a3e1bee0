import { type ChangeEvent, type FormEvent, useState } from "react";

type Errors = Readonly<Record<string, string>>;
const NONE: Errors = {};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (el: EventTarget | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * The errors a form shows, kept true to what is on screen:
 * - the server's answer to a submit replaces every error shown before it;
 * - a submit checked in the browser (`check`) replaces them too, and is stopped when one fails;
 * - a field's error goes as soon as that field is corrected: `check` no longer names it and the
 *   browser's own constraints (required, type, min…) hold.
 * The server stays the authority; this only keeps stale messages off fields that are right now.
 */
export function useFormErrors(
  serverErrors: Errors | undefined,
  check?: (form: FormData) => Errors,
  /** The control to focus for an error's name, when it is not a visible field of that name. */
  focusName: (name: string) => string = (name) => name,
) {
  const server = serverErrors ?? NONE;
  const [shown, setShown] = useState<{ answer: Errors; errors: Errors }>({ answer: server, errors: server });
  // A new server answer (a new object) replaces whatever the browser showed.
  const current = shown.answer === server ? shown.errors : server;
  const show = (errors: Errors) => setShown({ answer: server, errors });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = check?.(new FormData(event.currentTarget)) ?? NONE;
    show(errors);
    const first = Object.keys(errors)[0];
    if (!first) return;
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(focusName(first));
    if (field instanceof HTMLElement) field.focus();
  }

  function onChange(event: ChangeEvent<HTMLFormElement> | FormEvent<HTMLFormElement>) {
    const field = event.target;
    if (!isControl(field) || !(field.name in current)) return;
    const checked = check?.(new FormData(event.currentTarget))[field.name];
    const stillWrong = checked ?? (field.checkValidity() ? undefined : current[field.name]);
    if (stillWrong === current[field.name]) return;
    const { [field.name]: _fixed, ...rest } = current;
    show(stillWrong ? { ...rest, [field.name]: stillWrong } : rest);
  }

  return { errors: current, onSubmit, onChange };
}
