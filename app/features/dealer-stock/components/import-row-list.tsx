import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Link } from "../../../components/ui/link.tsx";
import type { ImportRowLine } from "../stock-report.ts";

const PLANNED: Record<ImportRowLine["planned"], MessageDescriptor> = {
  create: msg`Création`,
  update: msg`Mise à jour`,
  refuse: msg`Refusée`,
};
const OUTCOME: Record<NonNullable<ImportRowLine["outcome"]>, MessageDescriptor> = {
  created: msg`Créée`,
  updated: msg`Mise à jour`,
  unchanged: msg`Inchangée`,
  refused: msg`Refusée`,
};

const OUTCOME_STYLE: Record<"ok" | "refused" | "waiting", string> = {
  ok: "bg-green-50 text-green-900",
  refused: "bg-red-50 text-red-800",
  waiting: "bg-slate-100 text-slate-800",
};

/** An import's rows: line, reference, what it will do (or did), and why a refusal, column by column. One card a row: it reads on a phone. */
export function ImportRowList({ rows, say }: { rows: readonly ImportRowLine[]; say: (text: string) => string }) {
  const { i18n } = useLingui();
  return (
    <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => {
        const refused = row.outcome === "refused" || (row.outcome === null && row.planned === "refuse");
        const label = i18n._(row.outcome ? OUTCOME[row.outcome] : PLANNED[row.planned]);
        const style = OUTCOME_STYLE[refused ? "refused" : row.outcome ? "ok" : "waiting"];
        return (
          <li key={row.line} className="space-y-1 px-3 py-2 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">
                <Trans>Ligne {row.line}</Trans>
              </span>
              <span className="min-w-0 break-all text-slate-700">{row.reference ?? "—"}</span>
              <span className={`rounded px-2 py-0.5 text-xs font-medium ${style}`}>
                {row.listingId && !refused ? (
                  <Link className="underline" to={`/annonces/${row.listingId}/modifier`}>
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </span>
            </p>
            {row.problems.length > 0 ? (
              <ul className="space-y-1">
                {row.problems.map((problem, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's problems never move
                  <li key={i} className="break-words text-red-800">
                    {problem.column ? <Trans>colonne « {problem.column} » :</Trans> : null} {say(problem.message)}
                    {problem.value ? <span className="break-all text-slate-700"> ({problem.value})</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
