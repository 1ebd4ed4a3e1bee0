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

/** An import's rows: line, reference, what it will do (or did), and why a refusal, column by column. */
export function ImportRowsTable({ rows, say }: { rows: readonly ImportRowLine[]; say: (text: string) => string }) {
  const { i18n, t } = useLingui();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Lignes du fichier`}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Ligne</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Référence</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Résultat</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Motif</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.line} className="align-top">
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <td className="max-w-40 break-words px-3 py-2">{row.reference ?? "—"}</td>
              <td className="px-3 py-2">
                {row.listingId && row.outcome !== "refused" ? (
                  <Link className="text-brand-700 underline" to={`/annonces/${row.listingId}/modifier`}>
                    {i18n._(row.outcome ? OUTCOME[row.outcome] : PLANNED[row.planned])}
                  </Link>
                ) : (
                  i18n._(row.outcome ? OUTCOME[row.outcome] : PLANNED[row.planned])
                )}
              </td>
              <td className="px-3 py-2">
                <ul className="space-y-1">
                  {row.problems.map((problem, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's problems never move
                    <li key={i} className="break-words text-red-800">
                      {problem.column ? <Trans>colonne « {problem.column} » :</Trans> : null} {say(problem.message)}
                      {problem.value ? <span className="break-all text-slate-600"> ({problem.value})</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
