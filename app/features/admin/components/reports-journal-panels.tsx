import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import type { Language } from "../../../lib/language.ts";
import { inputClass } from "../../../components/ui/field.tsx";
import { formatLongDate } from "../../../lib/long-date.ts";
import { REPORT_REASON_LABELS } from "../../reports/report-rules.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { auditSentenceIn } from "../audit-sentence.ts";
import { AdminForm, AdminSubmit } from "./admin-form.tsx";

type Group = AdminPageData["reports"][number];

const dateTime = (iso: string, language: Language) => formatLongDate(iso, { month: "short", time: true }, language);

function Decision({ group, decision, label, variant = "outline" }: { group: Group; decision: string; label: string; variant?: "outline" | "danger" }) {
  return (
    <AdminForm intent="report-decide" target={group.targetId}>
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="kind" value={group.kind} />
      <AdminSubmit intent="report-decide" variant={variant}>
        {label}
      </AdminSubmit>
    </AdminForm>
  );
}

/** A decision that tells the member why: its message field and its button held together in one box. */
function DecisionWithMessage({
  group,
  decision,
  label,
  variant = "outline",
}: {
  group: Group;
  decision: string;
  label: string;
  variant?: "outline" | "danger";
}) {
  const id = `note-${decision}-${group.targetId}`;
  return (
    <AdminForm intent="report-decide" target={group.targetId} className="rounded-lg border border-slate-200 bg-slate-50 p-2">
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="kind" value={group.kind} />
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        <Trans>Message au membre (optionnel)</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input id={id} name="note" maxLength={500} className={`${inputClass} min-w-0 py-1 sm:flex-1`} />
        <AdminSubmit intent="report-decide" variant={variant}>
          {label}
        </AdminSubmit>
      </div>
    </AdminForm>
  );
}

/** 'Signalements': open reports grouped by what they target, with the admin's possible answers. */
export function ReportsPanel({ reports }: { reports: AdminPageData["reports"] }) {
  const { i18n, t } = useLingui();
  const language = usePageLanguage();
  if (reports.length === 0)
    return (
      <p className="text-slate-600">
        <Trans>Aucun signalement en attente.</Trans>
      </p>
    );
  return (
    <ul className="space-y-3" aria-label={t`Signalements`}>
      {reports.map((g) => (
        <li key={g.targetId} className="rounded-xl border border-slate-200 bg-white p-4" aria-label={g.title}>
          <div className="flex flex-wrap items-center gap-2">
            <Link to={g.href} className="min-w-0 font-semibold wrap-anywhere hover:underline">
              {g.kind === "listing" ? t`Annonce : ${g.title}` : t`Membre : ${g.title}`}
            </Link>
            <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800" data-testid="report-count">
              <Plural value={g.count} one="# signalement" other="# signalements" />
            </span>
            {g.hidden ? (
              <span className="rounded bg-amber-100 px-1.5 text-xs">
                <Trans>Masquée</Trans>
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {g.reasons.map((r) => i18n._(REPORT_REASON_LABELS[r])).join(" · ")} · {t`dernier le ${dateTime(g.latest, language)}`}
          </p>
          {g.comments.map((c) => (
            <p key={c} className="mt-1 border-s-2 border-slate-200 ps-2 text-sm italic text-slate-700">
              {c}
            </p>
          ))}
          <div className="mt-3 flex flex-wrap gap-2">
            {g.kind === "listing" && g.hidden ? <Decision group={g} decision="restore" label={t`Rétablir l'annonce`} /> : null}
            {g.kind === "listing" && !g.hidden ? <Decision group={g} decision="hide" label={t`Masquer l'annonce`} variant="danger" /> : null}
            <Decision group={g} decision="dismiss" label={t`Classer sans suite`} />
          </div>
          <div className="mt-2 grid gap-2 lg:grid-cols-2">
            <DecisionWithMessage group={g} decision="warn" label={g.kind === "listing" ? t`Avertir le vendeur` : t`Avertir le membre`} />
            <DecisionWithMessage group={g} decision="ban" label={g.kind === "listing" ? t`Bannir le vendeur` : t`Bannir le membre`} variant="danger" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The audit log, newest first: when, and who did what to what, as a sentence. */
export function JournalPanel({ journal }: { journal: AdminPageData["journal"] }) {
  const { i18n, t } = useLingui();
  const language = usePageLanguage();
  if (journal.length === 0)
    return (
      <p className="text-slate-600">
        <Trans>Aucune action enregistrée.</Trans>
      </p>
    );
  return (
    <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" aria-label={t`Journal des actions`}>
      {journal.map((e) => (
        <li key={e.id} className="p-3">
          <time dateTime={e.createdAt} className="block text-xs text-slate-500">
            {dateTime(e.createdAt, language)}
          </time>
          <p className="mt-0.5 break-words text-slate-800">{auditSentenceIn(i18n, e)}</p>
        </li>
      ))}
    </ol>
  );
}
