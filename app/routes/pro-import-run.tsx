import { data, redirect } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/pro-import-run";
import { Link } from "../components/ui/link.tsx";
import { buttonClass } from "../components/ui/button-class.ts";
import { FormAlert } from "../components/ui/field.tsx";
import { useShownText } from "../components/ui/shown-text.ts";
import { dealerAccess } from "../features/dealer-stock/dealer-access.server.ts";
import { archiveCount, confirmStockImport, importRows, plannedCounts, stockImportOf } from "../features/dealer-stock/stock-import.server.ts";
import { runPendingImports } from "../features/dealer-stock/stock-import-run.server.ts";
import { IMPORT_STATUS_LABELS, importRunning } from "../features/dealer-stock/import-status.ts";
import { ImportPreview } from "../features/dealer-stock/components/import-preview.tsx";
import { ImportProgress } from "../features/dealer-stock/components/import-progress.tsx";
import { ImportRowList } from "../features/dealer-stock/components/import-row-list.tsx";
import { StockAccessRefused } from "../features/dealer-stock/components/stock-access-refused.tsx";
import { metaI18n } from "../lib/meta-i18n.ts";
import { runInBackground } from "../server/background.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { SMALL_FORM_BYTES, readFormWithin } from "../server/read-form.server.ts";
import { requireUser } from "./guards.server.ts";
import { IMPORT_NOT_FOUND } from "../features/dealer-stock/stock-import.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Import du stock — AutoAfrique`) }];

/** Rows a page shows: a file may hold 10 000; the rest are a page further. */
const ROWS_PER_PAGE = 200;

function pageNumber(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

async function pageLoader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const access = await dealerAccess(user.id);
  if (!access.ok) return { allowed: false as const, reason: access.error };
  const imported = await stockImportOf(user.id, params.id);
  if (!imported) throw data(IMPORT_NOT_FOUND, { status: 404 });
  const page = pageNumber(request);
  const preview = imported.status === "preview";
  const [rows, planned, toArchive] = await Promise.all([
    // The preview lists every row; the report, the rows refused first of all.
    importRows(imported.id, { onlyProblems: !preview && imported.status !== "failed", limit: ROWS_PER_PAGE, offset: (page - 1) * ROWS_PER_PAGE }),
    plannedCounts(imported.id),
    preview ? archiveCount(user.id, imported.id) : Promise.resolve(0),
  ]);
  const { id, source, origin, status, archiveMissing, total, processed, created, updated, refused, archived, error } = imported;
  return {
    allowed: true as const,
    imported: { id, source, origin, status, archiveMissing, total, processed, created, updated, refused, archived, error },
    rows,
    planned,
    toArchive,
    page,
    pages: Math.max(1, Math.ceil((preview ? total : refused) / ROWS_PER_PAGE)),
  };
}
export const loader = withMessages("routes/pro-import-run", pageLoader);

async function pageAction({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const access = await dealerAccess(user.id);
  if (!access.ok) return data({ error: access.error }, { status: 403 });
  const read = await readFormWithin(request, SMALL_FORM_BYTES);
  if (!read.ok) return data({ error: IMPORT_NOT_FOUND }, { status: 400 });
  const confirmed = await confirmStockImport(user.id, params.id, read.form.get("archiveMissing") === "on");
  if (!confirmed.ok) return data({ error: confirmed.error }, { status: confirmed.code === "not-found" ? 404 : 409 });
  // Started at once on this server; the "stock-imports" job takes it over if this one stops.
  runInBackground("stock-import", () => runPendingImports());
  return redirect(`/pro/import/${params.id}`);
}
export const action = inPageLanguage(pageAction);

export default function ProImportRun({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const say = useShownText();
  if (!loaderData.allowed) return <StockAccessRefused reason={loaderData.reason} title={t`Import du stock`} />;
  const { imported, rows, planned, toArchive, page, pages } = loaderData;
  const preview = imported.status === "preview";
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <div>
        <p className="text-sm">
          <Link className="text-brand-700 underline" to="/pro/import">
            <Trans>Importer mon stock</Trans>
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold">{preview ? <Trans>Aperçu de l'import</Trans> : <Trans>Import du stock</Trans>}</h1>
        <p className="mt-1 break-words text-sm text-slate-600">
          {imported.source === "feed" ? <Trans>Flux : {imported.origin}</Trans> : imported.origin} · {i18n._(IMPORT_STATUS_LABELS[imported.status])}
        </p>
      </div>
      <FormAlert message={actionData?.error} />
      {preview ? <ImportPreview planned={planned} toArchive={toArchive} archiveMissing={imported.archiveMissing} /> : <ImportProgress imported={imported} />}
      {imported.error ? <FormAlert message={imported.error} /> : null}
      {rows.length > 0 ? (
        <section aria-labelledby="rows-heading" className="space-y-2">
          <h2 id="rows-heading" className="text-lg font-bold">
            {preview ? <Trans>Ligne par ligne</Trans> : <Trans>Lignes refusées</Trans>}
          </h2>
          <ImportRowList rows={rows} say={say} />
          {pages > 1 ? (
            <nav aria-label={t`Pages des lignes`} className="flex gap-3 text-sm">
              {page > 1 ? (
                <Link className="text-brand-700 underline" to={`?page=${page - 1}`}>
                  <Trans>Lignes précédentes</Trans>
                </Link>
              ) : null}
              {page < pages ? (
                <Link className="text-brand-700 underline" to={`?page=${page + 1}`}>
                  <Trans>Lignes suivantes</Trans>
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
      {!preview && !importRunning(imported.status) ? (
        <p className="flex flex-wrap gap-3">
          <Link className={buttonClass()} to="/profile?tab=annonces">
            <Trans>Voir mes annonces</Trans>
          </Link>
          <Link className={buttonClass({ variant: "outline" })} to="/pro/import">
            <Trans>Importer un autre fichier</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
