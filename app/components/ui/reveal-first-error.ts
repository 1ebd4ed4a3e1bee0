import { type RefObject, useEffect, useRef } from "react";

/**
 * Focuses a refused control and brings its field into view, label and message with it (the
 * field's `data-field` block, centred: clear of the fixed header and the bottom bar).
 */
export function revealField(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  (control.closest<HTMLElement>("[data-field]") ?? control).scrollIntoView({ block: "center" });
}

/**
 * The first refused control of a form in the order it shows them (`aria-invalid`), revealed; else
 * the form's own alert (a refusal of the whole form), brought into view. False when there is neither.
 */
export function revealFirstError(form: HTMLFormElement): boolean {
  const control = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (control) {
    revealField(control);
    return true;
  }
  const alert = form.querySelector<HTMLElement>('[role="alert"]');
  alert?.scrollIntoView({ block: "center" });
  return Boolean(alert);
}

/**
 * `inForm`: any element of the form. After each answer that refused the form (`answer`: the server's, a new object each time) and each
 * refusal the browser found (`checks` counts them), the first refused field is focused and in view,
 * wherever the person was when they pressed the button. On the page's first render the answer came
 * with the page (no JavaScript yet): the page's `autoFocus` has placed the focus, or the person has
 * moved on, and nothing is taken from them.
 */
export function useRevealFirstError(inForm: RefObject<HTMLElement | null>, answer: unknown, checks: number): void {
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const form = inForm.current?.closest("form");
    if (!form || (answer == null && checks === 0)) return;
    if (first && document.activeElement && document.activeElement !== document.body) return;
    revealFirstError(form);
  }, [inForm, answer, checks]);
}
