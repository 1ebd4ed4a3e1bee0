import { Flag } from "lucide-react";
import { useLocation, useRouteLoaderData } from "react-router";
import { inputClass } from "../../../components/ui/field.tsx";
import { signInPath } from "../../accounts/sign-in-reasons.ts";
import { REPORT_COMMENT_MAX, REPORT_REASON_LABELS } from "../report-rules.ts";

const summaryClass = "inline-flex cursor-pointer list-none items-center gap-1.5 text-sm text-slate-500 hover:text-red-700";

/**
 * 'Signaler': a plain form (no script needed, nothing added to the page's JavaScript) posted to
 * /signaler, which answers with the page and a toast. A visitor is sent to sign in first.
 */
export function ReportForm({ kind, targetId, label }: { kind: "listing" | "account"; targetId: string; label: string }) {
  const root = useRouteLoaderData("root") as { shell: unknown } | undefined;
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  if (!root?.shell) {
    return (
      <a href={signInPath(back, "signalement")} className={summaryClass}>
        <Flag aria-hidden size={14} /> {label}
      </a>
    );
  }
  const id = `report-${targetId}`;
  return (
    <details>
      <summary className={summaryClass}>
        <Flag aria-hidden size={14} /> {label}
      </summary>
      <form method="post" action="/signaler" className="mt-2 space-y-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={targetId} />
        <input type="hidden" name="back" value={back} />
        <fieldset>
          <legend className="mb-1 font-medium">Motif du signalement</legend>
          {Object.entries(REPORT_REASON_LABELS).map(([value, text]) => (
            <label key={value} className="flex items-center gap-2 py-0.5">
              <input type="radio" name="reason" value={value} required /> {text}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor={id} className="mb-1 block font-medium">
            Précisions (facultatif)
          </label>
          <textarea id={id} name="comment" rows={2} maxLength={REPORT_COMMENT_MAX} className={inputClass} />
        </div>
        <button type="submit" className="rounded-md bg-red-600 px-3 py-1.5 font-medium text-white hover:bg-red-700">
          Envoyer le signalement
        </button>
      </form>
    </details>
  );
}
