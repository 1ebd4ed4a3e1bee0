import { Form, useLocation } from "react-router";
import { DATA_SAVER_FIELD, DATA_SAVER_LABEL, DATA_SAVER_PATH } from "../../lib/data-saver.ts";
import { cx } from "./cx.ts";
import { useDataSaver } from "./data-saver.tsx";

/**
 * 'Économiseur de données' as a switch: a form that asks for the other state and comes back to
 * this page (without JavaScript too). The server keeps it on the device, and on the account of a
 * member (ADR 0046).
 */
export function DataSaverSwitch({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const on = useDataSaver();
  const location = useLocation();
  return (
    <Form method="post" action={DATA_SAVER_PATH} className={className}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name={DATA_SAVER_FIELD} value={on ? "non" : "oui"} />
      <button type="submit" role="switch" aria-checked={on} className="flex w-full items-center justify-between gap-3 text-left text-sm">
        <span className={tone === "dark" ? "text-slate-300" : "font-medium text-slate-900"}>{DATA_SAVER_LABEL}</span>
        <span aria-hidden className={cx("relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors", on ? "bg-brand-600" : "bg-slate-400")}>
          <span className={cx("inline-block h-5 w-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-5.5" : "translate-x-0.5")} />
        </span>
      </button>
    </Form>
  );
}
