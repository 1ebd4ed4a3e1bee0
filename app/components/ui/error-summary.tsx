import { useLingui } from "@lingui/react/macro";
import type { MouseEvent, ReactNode } from "react";
import { revealField } from "./reveal-first-error.ts";
import { useShownText } from "./shown-text.ts";

export interface SummaryItem {
  /** The id of the field's control, which the item links to. */
  id: string;
  label: string;
  message: string;
}

/**
 * The refusals of a form listed above it, each a link to its field: what a page the server answered
 * shows first, before any script runs. With JavaScript a link also focuses the field and brings it
 * into view with its label and message.
 */
export function ErrorSummary({ title, items }: { title: ReactNode; items: readonly SummaryItem[] }) {
  const say = useShownText();
  const { t } = useLingui();
  if (items.length === 0) return null;
  const reveal = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    revealField(control);
  };
  return (
    <section aria-labelledby="error-summary-title" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      <h2 id="error-summary-title" className="font-semibold">
        {title}
      </h2>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {items.map((item) => {
          const label = say(item.label);
          const message = say(item.message);
          return (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={reveal(item.id)} className="underline">
                {t`${label} : ${message}`}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
