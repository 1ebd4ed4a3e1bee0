import { Trans, useLingui } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { PhoneNumber } from "../../../components/ui/phone-number.tsx";
import { formatCfa } from "../../../lib/money.ts";
import { listingHref } from "../../listings/listing.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { SMS_MAX_LENGTH } from "../../../lib/sms-limits.ts";
import { AdminForm, AdminSubmit, ConfirmAction, Labelled, PanelSearch, useRefusal } from "./admin-form.tsx";

type Member = AdminPageData["members"][number];

function MemberMessage({
  member,
  intent,
  label,
  submit,
  maxLength,
}: {
  member: Member;
  intent: "user-warn" | "user-sms";
  label: string;
  submit: string;
  maxLength: number;
}) {
  const refused = useRefusal(intent, member.id);
  const id = `${intent}-${member.id}`;
  return (
    <details open={refused !== null}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">{submit}</summary>
      <AdminForm intent={intent} target={member.id} className="mt-2 space-y-2">
        <Labelled id={id} label={label}>
          <textarea id={id} name="message" rows={2} maxLength={maxLength} className={inputClass} defaultValue={refused?.fields.message ?? ""} />
        </Labelled>
        <AdminSubmit intent={intent} variant="outline">
          {submit}
        </AdminSubmit>
      </AdminForm>
    </details>
  );
}

function MemberRow({ member }: { member: Member }) {
  const banRefused = useRefusal("user-ban", member.id);
  const adminRefused = useRefusal("user-admin", member.id);
  const { t } = useLingui();
  const firstName = member.firstName;
  const maxLength = SMS_MAX_LENGTH;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-label={`${member.firstName} ${member.lastName}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/profile/${member.id}`} className="min-w-0 font-semibold wrap-anywhere hover:underline">
          {member.firstName} {member.lastName}
        </Link>
        {member.role === "admin" ? (
          <span className="rounded bg-brand-100 px-1.5 text-xs text-brand-800">
            <Trans>Admin</Trans>
          </span>
        ) : null}
        {member.banned ? (
          <span className="rounded bg-red-100 px-1.5 text-xs text-red-800">
            <Trans>Banni</Trans>
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        {member.email} · {member.phone ? <PhoneNumber phone={member.phone} /> : t`sans téléphone`}
      </p>
      {member.banned && member.banReason ? <p className="text-sm text-red-700">{t`Raison : ${member.banReason}`}</p> : null}
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {member.banned ? (
          <AdminForm intent="user-unban" target={member.id}>
            <AdminSubmit intent="user-unban" variant="outline">
              <Trans>Débannir</Trans>
            </AdminSubmit>
          </AdminForm>
        ) : (
          <details open={banRefused !== null}>
            <summary className="inline-flex cursor-pointer list-none rounded-md border border-red-200 px-2.5 py-1 text-sm font-medium text-red-700">
              <Trans>Bannir</Trans>
            </summary>
            <AdminForm intent="user-ban" target={member.id} className="mt-2 space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
              <Labelled id={`ban-${member.id}`} label={t`Raison du bannissement`}>
                <input id={`ban-${member.id}`} name="reason" maxLength={500} className={inputClass} defaultValue={banRefused?.fields.reason ?? ""} />
              </Labelled>
              <AdminSubmit intent="user-ban" variant="danger">
                <Trans>Confirmer le bannissement</Trans>
              </AdminSubmit>
            </AdminForm>
          </details>
        )}
        <MemberMessage member={member} intent="user-warn" label={t`Message de l'avertissement`} submit={t`Avertir`} maxLength={1000} />
        <MemberMessage
          member={member}
          intent="user-sms"
          label={t`SMS (${maxLength} caractères au plus)`}
          submit={t`Envoyer un SMS`}
          maxLength={SMS_MAX_LENGTH}
        />
        {member.role === "admin" ? null : (
          <div>
            {adminRefused ? (
              <p role="alert" className="mb-1 text-sm text-red-700">
                {adminRefused.error}
              </p>
            ) : null}
            <ConfirmAction
              intent="user-admin"
              target={member.id}
              label={t`Rendre administrateur`}
              confirm={t`Donner les droits d'administrateur à ${firstName}`}
            />
          </div>
        )}
      </div>
    </li>
  );
}

export function MembersPanel({ data }: { data: AdminPageData }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <div className="space-y-6">
      <PanelSearch tab="users" name="q" value={data.memberSearch} label={t`Rechercher un utilisateur`} placeholder={t`Nom, email ou téléphone`} />
      <ul className="space-y-3" aria-label={t`Utilisateurs`}>
        {data.members.map((m) => (
          <MemberRow key={m.id} member={m} />
        ))}
      </ul>
      <section aria-labelledby="listings-delete">
        <h2 id="listings-delete" className="mb-2 font-semibold">
          <Trans>Annonces récentes</Trans>
        </h2>
        <nav className="mb-3 flex gap-3 text-sm" aria-label={t`Type d'annonce`}>
          <Link
            to="?tab=users&type=sale"
            aria-current={data.deletableKind === "sale" ? "page" : undefined}
            className="aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
          >
            <Trans>Vente</Trans>
          </Link>
          <Link
            to="?tab=users&type=rental"
            aria-current={data.deletableKind === "rental" ? "page" : undefined}
            className="aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
          >
            <Trans>Location</Trans>
          </Link>
        </nav>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t`Annonces récentes`}>
          {data.deletable.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-3 p-3">
              <Link to={listingHref(l.kind, l.id)} className="min-w-0 flex-1 truncate hover:underline">
                {l.brand} {l.model} {l.year} · {formatCfa(l.price, language)} · {l.ownerFirstName} {l.ownerLastName}
                {l.hiddenReason ? (
                  <span className="ms-2 rounded bg-amber-100 px-1.5 text-xs">
                    <Trans>Masquée</Trans>
                  </span>
                ) : null}
              </Link>
              <ConfirmAction intent="listing-delete" target={l.id} label={t`Supprimer`} confirm={t`Supprimer ${l.brand} ${l.model}`}>
                <input type="hidden" name="kind" value={l.kind} />
              </ConfirmAction>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
