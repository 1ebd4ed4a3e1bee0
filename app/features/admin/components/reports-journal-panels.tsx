import { Link } from "react-router";
import { inputClass } from "../../../components/ui/field.tsx";
import { formatLongDate } from "../../../lib/long-date.ts";
import { REPORT_REASON_LABELS } from "../../reports/report-rules.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminSubmit } from "./admin-form.tsx";

type Group = AdminPageData["reports"][number];

const dateTime = (iso: string) => formatLongDate(iso, { month: "short", time: true });

function Decision({ group, decision, label, variant = "outline", note = false }: { group: Group; decision: string; label: string; variant?: "outline" | "danger"; note?: boolean }) {
  const id = `note-${decision}-${group.targetId}`;
  return (
    <AdminForm intent="report-decide" target={group.targetId} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="kind" value={group.kind} />
      {note ? (
        <>
          <label htmlFor={id} className="sr-only">
            Message au membre
          </label>
          <input id={id} name="note" placeholder="Message au membre (facultatif)" maxLength={500} className={`${inputClass} max-w-xs py-1 text-sm`} />
        </>
      ) : null}
      <AdminSubmit intent="report-decide" variant={variant}>
        {label}
      </AdminSubmit>
    </AdminForm>
  );
}

/** 'Signalements': open reports grouped by what they target, with the admin's possible answers. */
export function ReportsPanel({ reports }: { reports: AdminPageData["reports"] }) {
  if (reports.length === 0) return <p className="text-slate-600">Aucun signalement en attente.</p>;
  return (
    <ul className="space-y-3" aria-label="Signalements">
      {reports.map((g) => (
        <li key={g.targetId} className="rounded-xl border border-slate-200 bg-white p-4" aria-label={g.title}>
          <div className="flex flex-wrap items-center gap-2">
            <Link to={g.href} className="font-semibold hover:underline">
              {g.kind === "listing" ? "Annonce" : "Membre"} : {g.title}
            </Link>
            <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800" data-testid="report-count">
              {g.count} signalement{g.count > 1 ? "s" : ""}
            </span>
            {g.hidden ? <span className="rounded bg-amber-100 px-1.5 text-xs">Masquée</span> : null}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {g.reasons.map((r) => REPORT_REASON_LABELS[r]).join(" · ")} · dernier le {dateTime(g.latest)}
          </p>
          {g.comments.map((c) => (
            <p key={c} className="mt-1 border-l-2 border-slate-200 pl-2 text-sm italic text-slate-700">
              {c}
            </p>
          ))}
          <div className="mt-3 flex flex-wrap gap-2">
            {g.kind === "listing" && g.hidden ? <Decision group={g} decision="restore" label="Rétablir l'annonce" /> : null}
            {g.kind === "listing" && !g.hidden ? <Decision group={g} decision="hide" label="Masquer l'annonce" variant="danger" /> : null}
            <Decision group={g} decision="dismiss" label="Classer sans suite" />
            <Decision group={g} decision="warn" label={g.kind === "listing" ? "Avertir le vendeur" : "Avertir le membre"} note />
            <Decision group={g} decision="ban" label={g.kind === "listing" ? "Bannir le vendeur" : "Bannir le membre"} variant="danger" note />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The audit log: who did what to what, newest first. */
export function JournalPanel({ journal }: { journal: AdminPageData["journal"] }) {
  if (journal.length === 0) return <p className="text-slate-600">Aucune action enregistrée.</p>;
  return (
    <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" aria-label="Journal des actions">
      {journal.map((e) => (
        <li key={e.id} className="flex flex-wrap gap-x-3 p-3">
          <time dateTime={e.createdAt} className="text-slate-500">
            {dateTime(e.createdAt)}
          </time>
          <span className="font-medium">{e.admin}</span>
          <span className="font-mono">{e.action}</span>
          <span className="text-slate-600">
            {e.targetType} {e.targetId ?? ""}
          </span>
          {e.details ? <span className="w-full truncate text-slate-500">{JSON.stringify(e.details)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
