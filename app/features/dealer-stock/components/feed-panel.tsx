import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert, TextField } from "../../../components/ui/field.tsx";
import { Form, Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { SectionCard } from "../../../components/ui/section-card.tsx";
import { useShownText } from "../../../components/ui/shown-text.ts";
import { groupDigits } from "../../../lib/grouped-number.ts";
import type { Language } from "../../../lib/language.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { IMPORT_STATUS_LABELS } from "../import-status.ts";
import { FEED_INTENTS, FEED_MAX_FAILURES, FEED_URL_MAX_LENGTH, type FeedActionResult, type StockFeedView } from "../stock-feed-rules.ts";

const when = (iso: string, language: Language) => formatLongDate(iso, { year: true, month: "short", time: true }, language);

/** A one-button form: a plain POST with its intent, which works before JavaScript. */
function IntentButton({ action, intent, variant, children }: { action: string; intent: string; variant?: "outline" | "danger"; children: ReactNode }) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="sm" variant={variant}>
        {children}
      </Button>
    </Form>
  );
}

function LastImport({ report }: { report: NonNullable<StockFeedView["lastImport"]> }) {
  const { i18n } = useLingui();
  const say = useShownText();
  const language = usePageLanguage();
  const created = groupDigits(report.created, language);
  const updated = groupDigits(report.updated, language);
  const refused = groupDigits(report.refused, language);
  const archived = groupDigits(report.archived, language);
  const processed = groupDigits(report.processed, language);
  const total = groupDigits(report.total, language);
  return (
    <div className="space-y-1 text-sm">
      <p>
        <span className="font-medium">{i18n._(IMPORT_STATUS_LABELS[report.status])}</span>
        {report.status === "running" ? (
          <>
            {" "}
            <Trans>
              ({processed} lignes sur {total})
            </Trans>
          </>
        ) : null}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <Trans>Créées : {created}</Trans>
        </li>
        <li>
          <Trans>Mises à jour : {updated}</Trans>
        </li>
        <li>
          <Trans>Refusées : {refused}</Trans>
        </li>
        {report.archived > 0 ? (
          <li>
            <Trans>Archivées : {archived}</Trans>
          </li>
        ) : null}
      </ul>
      {report.error ? <p className="text-red-700">{say(report.error)}</p> : null}
      <Link to={`/pro/import/${report.id}`} className="inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        <Trans>Voir le rapport</Trans>
      </Link>
    </div>
  );
}

function FeedState({ feed, action }: { feed: StockFeedView; action: string }) {
  const say = useShownText();
  const language = usePageLanguage();
  const failures = feed.failures;
  const max = FEED_MAX_FAILURES;
  const pausedOn = feed.pausedAt ? when(feed.pausedAt, language) : "";
  const lastRun = feed.lastRunAt ? when(feed.lastRunAt, language) : "";
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {feed.pausedAt ? (
        <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>
            <Trans>
              Flux en pause depuis le {pausedOn} : il a échoué {max} fois de suite. Corrigez l'adresse ou le fichier, puis reprenez-le.
            </Trans>
          </p>
          <IntentButton action={action} intent={FEED_INTENTS.resume}>
            <Trans>Reprendre le flux</Trans>
          </IntentButton>
        </div>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">
          <Trans>Dernier passage</Trans>
        </dt>
        <dd>{feed.lastRunAt ? lastRun : <Trans>Le flux sera lu dans les prochaines minutes.</Trans>}</dd>
        {feed.lastError ? (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Dernière erreur</Trans>
            </dt>
            <dd className="text-red-700">
              {say(feed.lastError)}
              {!feed.pausedAt && failures > 0 ? (
                <>
                  {" "}
                  <Trans>
                    (échecs de suite : {failures} sur {max} avant la pause)
                  </Trans>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {feed.lastImport ? <LastImport report={feed.lastImport} /> : null}
      <IntentButton action={action} intent={FEED_INTENTS.remove} variant="danger">
        <Trans>Supprimer le flux</Trans>
      </IntentButton>
    </div>
  );
}

/**
 * The dealer's feed on /pro/import: its address to set, and once set its last run with its report,
 * its last error, its pause. `action` is the route the forms post to (its action calls
 * feedAction); `result` that action's answer, so a refused address comes back as typed.
 */
export function FeedPanel({ feed, action, result }: { feed: StockFeedView | null; action: string; result?: FeedActionResult | null }) {
  const { t } = useLingui();
  const say = useShownText();
  const refusedSave = result && !result.ok && result.intent === FEED_INTENTS.save ? result : null;
  const otherRefusal = result && !result.ok && result.intent !== FEED_INTENTS.save ? result.error : undefined;
  const typed = refusedSave?.values;
  return (
    <SectionCard id="stock-feed" title={t`Flux automatique`}>
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          <Trans>
            Donnez l'adresse d'un fichier CSV, XLSX ou JSON aux mêmes colonnes que l'import : nous le lisons toutes les heures et mettons vos annonces à jour.
          </Trans>
        </p>
        {result?.ok ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
            {say(result.message)}
          </p>
        ) : null}
        <FormAlert message={otherRefusal} />
        <Form method="post" action={action} className="space-y-3">
          <input type="hidden" name="intent" value={FEED_INTENTS.save} />
          <TextField
            label={t`Adresse du flux`}
            name="url"
            type="url"
            inputMode="url"
            required
            maxLength={FEED_URL_MAX_LENGTH}
            placeholder="https://"
            defaultValue={typed?.url ?? feed?.url ?? ""}
            error={refusedSave?.error}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="archiveMissing"
              defaultChecked={typed ? typed.archiveMissing : (feed?.archiveMissing ?? false)}
              className="size-4 accent-brand-600"
            />
            <Trans>Archiver mes annonces absentes du flux</Trans>
          </label>
          <Button type="submit">
            <Trans>Enregistrer le flux</Trans>
          </Button>
        </Form>
        {feed ? <FeedState feed={feed} action={action} /> : null}
      </div>
    </SectionCard>
  );
}
