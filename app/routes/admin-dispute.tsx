import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/admin-dispute";
import { Button } from "../components/ui/button.tsx";
import { Field, FormAlert, TextField, inputClass } from "../components/ui/field.tsx";
import { Form, Link, usePageLanguage } from "../components/ui/link.tsx";
import { SectionCard } from "../components/ui/section-card.tsx";
import { statusLabel } from "../features/bookings/booking-lifecycle.ts";
import { DepositClaim } from "../features/rental-deposit/components/deposit-claim.tsx";
import { type DepositRow, claimPhotos, depositRow } from "../features/rental-deposit/deposit-records.server.ts";
import { type DisputeDetail, disputeDetail } from "../features/rental-disputes/dispute-detail.server.ts";
import { DISPUTES_PATH, disputePath } from "../features/rental-disputes/dispute-paths.ts";
import { DECISION_MAX, DISPUTE_MESSAGES, DISPUTE_SUBJECT_LABELS } from "../features/rental-disputes/dispute-rules.ts";
import { settleDispute } from "../features/rental-disputes/settle-dispute.server.ts";
import { bookingRecords } from "../features/rental-inspections/booking-records.server.ts";
import { RecordCard } from "../features/rental-inspections/components/record-card.tsx";
import { DEPOSIT_METHOD_LABELS, PHASE_TITLES } from "../features/rental-inspections/inspection-rules.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { formatCfa } from "../lib/money.ts";
import { refusalStatus } from "../lib/result.ts";
import { requireAdmin } from "./guards.server.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaI18n(matches)._(msg`Litige — Admin AutoAfrique`) },
  { name: "robots", content: "noindex" },
];

/** Checked here, not only in the admin layout: a data request runs this loader alone. */
async function pageLoader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const detail = await disputeDetail(params.id);
  if (!detail) throw data(DISPUTE_MESSAGES.notFound, { status: 404 });
  const bookingId = detail.booking.id;
  const [records, deposit, photos] = await Promise.all([bookingRecords(bookingId), depositRow(bookingId), claimPhotos(bookingId)]);
  return { ...detail, records, deposit, claimPhotos: photos };
}
export const loader = withMessages("routes/admin-dispute", pageLoader);

/** A decision of up to 2 000 characters and an amount. */
const BODY_BYTES = 32 * 1024;

/** 'Rendre la décision': the role checked here, and again by settleDispute. */
async function pageAction({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request, { maxBytes: BODY_BYTES });
  const decision = form.get("decision");
  const depositKept = form.get("depositKept");
  const values = { decision: typeof decision === "string" ? decision : "", depositKept: typeof depositKept === "string" ? depositKept : "" };
  const result = await settleDispute(admin.id, params.id, { decision, depositKept });
  if (!result.ok) {
    if (result.code === "not-found") throw data(DISPUTE_MESSAGES.notFound, { status: 404 });
    return data({ error: result.error, field: result.field ?? null, values }, { status: refusalStatus(result) });
  }
  const say = serverI18n(requestLanguage(request));
  return redirectWithToast(disputePath(String(params.id)), { type: "success", title: say._(DISPUTE_MESSAGES.settled) });
}
export const action = inPageLanguage(pageAction);

export default function AdminDispute({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const subject = i18n._(DISPUTE_SUBJECT_LABELS[d.dispute.subject]);
  const opened = formatLongDate(new Date(d.dispute.createdAt), { time: true }, language);
  const reason = d.dispute.reason;
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <Link to={DISPUTES_PATH} className="text-sm text-brand-700 underline">
        <Trans>← Tous les litiges</Trans>
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold break-words">
          <Trans>Litige : {subject}</Trans>
        </h1>
        <span className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-sm">
          {d.dispute.status === "open" ? <Trans>À trancher</Trans> : <Trans>Tranché</Trans>}
        </span>
      </div>

      <section aria-labelledby="reason-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
        <h2 id="reason-heading" className="font-bold">
          {d.dispute.openedByRole === "owner" ? <Trans>Contesté par le propriétaire le {opened}</Trans> : <Trans>Contesté par le locataire le {opened}</Trans>}
        </h2>
        <p className="mt-2 break-words whitespace-pre-line">{reason}</p>
      </section>

      <BookingFacts booking={d.booking} />

      <div className="grid gap-4 md:grid-cols-2">
        {d.records.pickup ? (
          <RecordCard record={d.records.pickup} />
        ) : (
          <SectionCard id="no-pickup" title={i18n._(PHASE_TITLES.pickup)}>
            <p className="text-sm text-slate-600">
              <Trans>Aucun état des lieux de départ.</Trans>
            </p>
          </SectionCard>
        )}
        {d.records.return ? (
          <RecordCard record={d.records.return} />
        ) : (
          <SectionCard id="no-return" title={i18n._(PHASE_TITLES.return)}>
            <p className="text-sm text-slate-600">
              <Trans>Aucun état des lieux de retour.</Trans>
            </p>
          </SectionCard>
        )}
      </div>

      {d.booking.depositAmount > 0 ? (
        <SectionCard id="deposit" title={t`Caution`}>
          <div className="space-y-3 text-sm">
            <p>
              <Trans>Montant : {formatCfa(d.booking.depositAmount, language)}</Trans>
            </p>
            <p className="break-words">
              {d.records.pickup?.depositMethod ? (
                <Trans>
                  Remise : {i18n._(DEPOSIT_METHOD_LABELS[d.records.pickup.depositMethod])}
                  {d.records.pickup.depositNote ? ` — ${d.records.pickup.depositNote}` : ""}
                </Trans>
              ) : (
                <Trans>Remise : non notée.</Trans>
              )}
            </p>
            {d.deposit ? (
              <DepositClaim claim={d.deposit} photos={d.claimPhotos} />
            ) : (
              <p className="text-slate-600">
                <Trans>Le propriétaire n'a pas encore décidé du retour de la caution.</Trans>
              </p>
            )}
          </div>
        </SectionCard>
      ) : null}

      <Chat chat={d.chat} />

      {d.others.length > 0 ? (
        <SectionCard id="others" title={t`Autres litiges de cette location`}>
          <ul className="space-y-1 text-sm">
            {d.others.map((other) => (
              <li key={other.id}>
                <Link to={disputePath(other.id)} className="text-brand-700 underline">
                  {i18n._(DISPUTE_SUBJECT_LABELS[other.subject])}
                </Link>{" "}
                {other.status === "open" ? <Trans>(à trancher)</Trans> : <Trans>(tranché)</Trans>}
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}

      {d.dispute.status === "settled" ? <Decided dispute={d.dispute} /> : <DecisionForm detail={d} actionData={actionData} />}
    </div>
  );
}

function BookingFacts({ booking }: { booking: DisputeDetail["booking"] }) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const start = formatLongDate(booking.startDate, {}, language);
  const end = formatLongDate(booking.endDate, {}, language);
  const total = formatCfa(booking.totalPrice, language);
  return (
    <SectionCard id="booking" title={t`Réservation`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">
          <Trans>Véhicule</Trans>
        </dt>
        <dd className="break-words">{booking.car}</dd>
        <dt className="text-slate-600">
          <Trans>Dates</Trans>
        </dt>
        <dd>
          <Trans>
            Du {start} au {end} ({booking.totalDays} j, {total})
          </Trans>
        </dd>
        <dt className="text-slate-600">
          <Trans>Statut</Trans>
        </dt>
        <dd>{i18n._(statusLabel(booking.status))}</dd>
        <dt className="text-slate-600">
          <Trans>Propriétaire</Trans>
        </dt>
        <dd className="break-words">
          {booking.owner.name} ({booking.owner.email})
        </dd>
        <dt className="text-slate-600">
          <Trans>Locataire</Trans>
        </dt>
        <dd className="break-words">
          {booking.renter.name} ({booking.renter.email})
        </dd>
      </dl>
    </SectionCard>
  );
}

function Chat({ chat }: { chat: DisputeDetail["chat"] }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <SectionCard id="chat" title={t`Conversation entre les deux parties`}>
      {chat.lines.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Aucun message échangé à propos de ce véhicule.</Trans>
        </p>
      ) : (
        <>
          {chat.cut ? (
            <p className="mb-2 text-sm text-slate-600">
              <Trans>Seuls les derniers messages sont affichés.</Trans>
            </p>
          ) : null}
          <ol className="max-h-[32rem] space-y-2 overflow-y-auto">
            {chat.lines.map((line) => (
              <li key={line.id} className={`rounded-md p-2 text-sm ${line.role === "owner" ? "bg-slate-100" : "bg-sky-50"}`}>
                <p className="text-xs text-slate-600">
                  <span className="font-medium break-words">{line.author}</span> ·{" "}
                  {line.role === "owner" ? <Trans>propriétaire</Trans> : <Trans>locataire</Trans>} ·{" "}
                  {formatLongDate(new Date(line.createdAt), { time: true }, language)}
                </p>
                <p className="break-words whitespace-pre-line">{line.content}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </SectionCard>
  );
}

function Decided({ dispute }: { dispute: DisputeDetail["dispute"] }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const when = dispute.decidedAt ? formatLongDate(new Date(dispute.decidedAt), { time: true }, language) : "";
  const who = dispute.decidedBy ?? t`un administrateur`;
  return (
    <SectionCard id="decision" title={t`Décision`}>
      <div className="space-y-2 text-sm">
        <p className="text-slate-600">
          <Trans>
            Rendue par {who} le {when}
          </Trans>
        </p>
        <p className="break-words whitespace-pre-line">{dispute.decision}</p>
        {dispute.depositKept !== null ? (
          <p className="font-medium">
            <Trans>Montant retenu par le propriétaire : {formatCfa(dispute.depositKept, language)}</Trans>
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}

type ActionAnswer = { error: string | null; field: string | null; values: { decision: string; depositKept: string } } | undefined;

function DecisionForm({ detail, actionData }: { detail: DisputeDetail & { deposit: DepositRow | null }; actionData: ActionAnswer }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const busy = useNavigation().state === "submitting";
  const field = actionData?.field;
  const error = actionData?.error ?? undefined;
  const deposit = formatCfa(detail.booking.depositAmount, language);
  return (
    <SectionCard id="decide" title={t`Rendre la décision`}>
      <Form method="post" className="space-y-3">
        <FormAlert message={error && field !== "decision" && field !== "depositKept" ? error : undefined} />
        <Field
          label={t`Décision`}
          name="decision"
          hint={t`Les deux parties la liront, telle quelle. 2 000 caractères au maximum.`}
          error={field === "decision" ? error : undefined}
        >
          <textarea
            id="decision"
            name="decision"
            rows={6}
            required
            maxLength={DECISION_MAX}
            defaultValue={actionData?.values.decision}
            aria-invalid={field === "decision" ? true : undefined}
            aria-describedby={field === "decision" ? "decision-error" : undefined}
            className={inputClass}
          />
        </Field>
        {detail.decidesDeposit ? (
          <TextField
            label={t`Montant retenu par le propriétaire (FCFA)`}
            name="depositKept"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={15}
            hint={t`De 0 (caution rendue en entier) à ${deposit}.`}
            defaultValue={actionData?.values.depositKept ?? (detail.deposit && detail.deposit.keptAmount > 0 ? String(detail.deposit.keptAmount) : "")}
            error={field === "depositKept" ? error : undefined}
          />
        ) : null}
        <Button type="submit" block disabled={busy}>
          <Trans>Rendre la décision</Trans>
        </Button>
      </Form>
    </SectionCard>
  );
}
