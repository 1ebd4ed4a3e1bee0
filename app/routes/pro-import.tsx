import { data, redirect, useNavigation } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/pro-import";
import { Form, Link } from "../components/ui/link.tsx";
import { FileInput } from "../components/ui/file-input.tsx";
import { FormAlert, SubmitButton } from "../components/ui/field.tsx";
import { SectionCard } from "../components/ui/section-card.tsx";
import { buttonClass } from "../components/ui/button-class.ts";
import { dealerAccess } from "../features/dealer-stock/dealer-access.server.ts";
import { previewStockImport, recentImports } from "../features/dealer-stock/stock-import.server.ts";
import { MAX_STOCK_FILE_BYTES } from "../features/dealer-stock/stock-sheet.server.ts";
import { ImportList } from "../features/dealer-stock/components/import-list.tsx";
import { StockAccessRefused } from "../features/dealer-stock/components/stock-access-refused.tsx";
import { FeedPanel } from "../features/dealer-stock/components/feed-panel.tsx";
import { feedAction, feedOf } from "../features/dealer-stock/stock-feed.server.ts";
import type { FeedActionResult } from "../features/dealer-stock/stock-feed-rules.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { readFormWithin } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requireUser } from "./guards.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Importer mon stock — AutoAfrique`) }];

const FILE_REQUIRED = /*i18n*/ "Choisissez un fichier CSV ou XLSX";
const FILE_TOO_LARGE = /*i18n*/ "Le fichier dépasse 20 Mo";
const FORM_BYTES = MAX_STOCK_FILE_BYTES + 64 * 1024;

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const access = await dealerAccess(user.id);
  if (!access.ok) return { allowed: false as const, reason: access.error };
  const [imports, feed] = await Promise.all([recentImports(user.id), feedOf(user.id)]);
  return {
    allowed: true as const,
    imports: imports.map(({ id, source, origin, status, total, processed, created, updated, refused, archived, createdAt }) => ({
      id,
      source,
      origin,
      status,
      total,
      processed,
      created,
      updated,
      refused,
      archived,
      createdAt: createdAt.toISOString(),
    })),
    feed,
  };
}
export const loader = withMessages("routes/pro-import", pageLoader);

type ActionAnswer = { error?: string; archiveMissing?: boolean; feed?: FeedActionResult };

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const access = await dealerAccess(user.id);
  if (!access.ok) return data<ActionAnswer>({ error: access.error }, { status: 403 });
  const read = await readFormWithin(request, FORM_BYTES);
  if (!read.ok)
    return data<ActionAnswer>({ error: read.reason === "too-large" ? FILE_TOO_LARGE : FILE_REQUIRED }, { status: read.reason === "too-large" ? 413 : 400 });
  const form = read.form;
  const intent = form.get("intent");
  if (typeof intent === "string" && intent.startsWith("feed-")) {
    const done = await feedAction(user.id, form);
    if (!done.ok) return data<ActionAnswer>({ feed: done }, { status: 400 });
    return redirectWithToast("/pro/import", { type: "success", title: done.message });
  }
  const archiveMissing = form.get("archiveMissing") === "on";
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data<ActionAnswer>({ error: FILE_REQUIRED, archiveMissing }, { status: 400 });
  const preview = await previewStockImport(
    user.id,
    new Uint8Array(await file.arrayBuffer()),
    { kind: "file", fileName: file.name, contentType: file.type },
    archiveMissing,
  );
  if (!preview.ok) return data<ActionAnswer>({ error: preview.error, archiveMissing }, { status: 400 });
  return redirect(`/pro/import/${preview.importId}`);
}
export const action = inPageLanguage(pageAction);

export default function ProImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  if (!loaderData.allowed) return <StockAccessRefused reason={loaderData.reason} title={t`Importer mon stock`} />;
  const answer = actionData as ActionAnswer | undefined;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Importer mon stock</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Un fichier CSV ou XLSX, une ligne par voiture, les colonnes nommées comme les champs du formulaire d'annonce. La colonne « reference » porte votre
            numéro de stock : une ligne dont la référence existe déjà met à jour cette annonce.
          </Trans>
        </p>
        <p className="mt-2 flex flex-wrap gap-3 text-sm">
          <a className="font-medium text-brand-700 underline" href="/pro/import/modele/modele.csv" download>
            <Trans>Télécharger le modèle CSV</Trans>
          </a>
          <a className="font-medium text-brand-700 underline" href="/pro/import/modele/modele.xlsx" download>
            <Trans>Télécharger le modèle XLSX</Trans>
          </a>
          <Link className="font-medium text-brand-700 underline" to="/api/docs">
            <Trans>Documentation de l'API</Trans>
          </Link>
        </p>
      </div>

      <SectionCard id="import-file" title={t`Envoyer un fichier`}>
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <input type="hidden" name="intent" value="preview" />
          <FormAlert message={answer?.error} />
          <div>
            <label htmlFor="stock-file" className="mb-1 block text-sm font-medium">
              <Trans>Fichier du stock (CSV ou XLSX, 20 Mo au maximum)</Trans>
            </label>
            <FileInput
              id="stock-file"
              name="file"
              accept=".csv,.xlsx,.json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/json"
              required
              buttonLabel={t`Choisir un fichier`}
              status=""
              emptyLabel={t`Aucun fichier choisi`}
              chosenLabel={t`Fichier choisi`}
              invalid={Boolean(answer?.error)}
            />
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="archiveMissing" defaultChecked={answer?.archiveMissing ?? false} className="mt-1 size-4" />
            <span>
              <Trans>Import complet : archiver mes annonces dont la référence n'est pas dans le fichier</Trans>
            </span>
          </label>
          <SubmitButton busy={busy} busyLabel={t`Lecture du fichier…`}>
            <Trans>Voir l'aperçu</Trans>
          </SubmitButton>
          <p className="text-xs text-slate-600">
            <Trans>Rien n'est modifié avant que vous ne lanciez l'import depuis l'aperçu.</Trans>
          </p>
        </Form>
      </SectionCard>

      <FeedPanel feed={loaderData.feed} action="/pro/import" result={answer?.feed} />

      <SectionCard id="import-history" title={t`Derniers imports`}>
        {loaderData.imports.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>Aucun import pour l'instant.</Trans>
          </p>
        ) : (
          <ImportList imports={loaderData.imports} />
        )}
      </SectionCard>
      <p>
        <Link className={buttonClass({ variant: "outline" })} to="/profile?tab=annonces">
          <Trans>Voir mes annonces</Trans>
        </Link>
      </p>
    </div>
  );
}
