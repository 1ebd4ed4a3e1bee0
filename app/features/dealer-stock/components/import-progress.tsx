import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { groupDigits } from "../../../lib/grouped-number.ts";
import { type ImportCounts, importPercent, importRunning } from "../import-status.ts";

/** How often a running import's counts are asked again: a light JSON answer, not the page. */
const POLL_MS = 1500;

/** The counts of a running import, re-read until it ends; then the page is read again for its report. */
function useLiveCounts(initial: ImportCounts): ImportCounts {
  const [counts, setCounts] = useState(initial);
  const { revalidate } = useRevalidator();
  useEffect(() => setCounts(initial), [initial]);
  const running = importRunning(counts.status);
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const answer = await fetch(`/pro/import/${initial.id}/progression`, { headers: { Accept: "application/json" } }).catch(() => null);
      if (stopped || !answer?.ok) return;
      const next = (await answer.json()) as ImportCounts;
      setCounts(next);
      if (!importRunning(next.status)) void revalidate();
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, initial.id, revalidate]);
  return counts;
}

/** A running import's bar, then its report's counts. */
export function ImportProgress({ imported }: { imported: ImportCounts }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const counts = useLiveCounts(imported);
  const running = importRunning(counts.status);
  const percent = importPercent(counts.processed, counts.total);
  const n = (value: number) => groupDigits(value, language);
  return (
    <section aria-labelledby="progress-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="progress-heading" className="font-bold">
        {running ? <Trans>Import en cours</Trans> : <Trans>Rapport de l'import</Trans>}
      </h2>
      <progress className="h-3 w-full accent-brand-600" max={100} value={percent} aria-label={t`Avancement de l'import`}>
        {percent} %
      </progress>
      <p role="status" className="text-sm">
        <Trans>
          {n(counts.processed)} lignes traitées sur {n(counts.total)} ({percent} %)
        </Trans>
      </p>
      <ul className="grid gap-2 text-sm sm:grid-cols-4">
        <li>
          <Trans>Créées : {n(counts.created)}</Trans>
        </li>
        <li>
          <Trans>Mises à jour : {n(counts.updated)}</Trans>
        </li>
        <li>
          <Trans>Refusées : {n(counts.refused)}</Trans>
        </li>
        <li>
          <Trans>Archivées : {n(counts.archived)}</Trans>
        </li>
      </ul>
      {running ? (
        <p className="text-sm">
          <noscript>
            <meta httpEquiv="refresh" content="5" />
          </noscript>
          <Link className="text-brand-700 underline" to={`/pro/import/${counts.id}`}>
            <Trans>Actualiser</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
