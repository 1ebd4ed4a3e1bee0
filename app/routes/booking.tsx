import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/booking";
import { Button } from "../components/ui/button.tsx";
import { buttonClass } from "../components/ui/button-class.ts";
import { FormAlert } from "../components/ui/field.tsx";
import { Form, Link, usePageLanguage } from "../components/ui/link.tsx";
import { statusLabel } from "../features/bookings/booking-lifecycle.ts";
import { LicenceStandingBadge } from "../features/driving-licence/components/licence-standing-badge.tsx";
import { licenceCountryName } from "../features/driving-licence/licence-country-name.ts";
import { renterLicenceForOwner } from "../features/driving-licence/licence-for-owner.server.ts";
import { bookingRecords } from "../features/rental-inspections/booking-records.server.ts";
import { RecordCard } from "../features/rental-inspections/components/record-card.tsx";
import { recordMoment } from "../features/rental-inspections/components/record-moment.ts";
import { forgetDraftFields } from "../features/rental-inspections/components/draft-fields.ts";
import {
  CONTEST_REASON_MAX,
  INSPECTION_MESSAGES,
  PHASE_TITLES,
  type InspectionPhase,
  inspectionPath,
} from "../features/rental-inspections/inspection-rules.ts";
import { confirmRecord, contestRecord } from "../features/rental-inspections/inspections.server.ts";
import { type NextStep, nextStep } from "../features/rental-inspections/next-step.ts";
import { partyBooking } from "../features/rental-inspections/party-booking.server.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { localeOf } from "../lib/language.ts";
import { formatCfa } from "../lib/money.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { refusalStatus } from "../lib/result.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requireUser } from "./guards.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Réservation — AutoAfrique`) }];

const notFound = () => new Response("Page introuvable", { status: 404 });

async function pageLoader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const booking = await partyBooking(user.id, params.id);
  if (!booking) throw notFound();
  const [records, licence] = await Promise.all([
    bookingRecords(booking.id),
    booking.role === "owner" ? renterLicenceForOwner(booking.ownerId, booking.renterId, booking.endDate) : null,
  ]);
  const state = (phase: InspectionPhase) => {
    const record = records[phase];
    return record ? { status: record.status, recordedById: record.recordedBy.id, submittedAt: record.submittedAt } : null;
  };
  const next = nextStep(user.id, booking, { pickup: state("pickup"), return: state("return") }, new Date());
  return { booking, records, licence, next };
}
export const loader = withMessages("routes/booking", pageLoader);

function phaseOf(value: FormDataEntryValue | null): InspectionPhase | null {
  return value === "pickup" || value === "return" ? value : null;
}

/** 'Confirmer l'état des lieux' and 'Contester' (with its 'Motif'), by the party who did not write the record. */
async function pageAction({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const booking = await partyBooking(user.id, params.id);
  if (!booking) throw notFound();
  const form = await readForm(request);
  const phase = phaseOf(form.get("phase"));
  const intent = form.get("intent");
  const reason = typeof form.get("reason") === "string" ? String(form.get("reason")) : "";
  if (!phase || (intent !== "confirm" && intent !== "contest")) return data({ error: INSPECTION_MESSAGES.nothingToAnswer, reason }, { status: 400 });
  const now = new Date();
  const result = intent === "confirm" ? await confirmRecord(user.id, booking.id, phase, now) : await contestRecord(user.id, booking.id, phase, reason, now);
  if (!result.ok) return data({ error: result.error, reason }, { status: refusalStatus(result) });
  const say = serverI18n(requestLanguage(request));
  const done = intent === "confirm" ? INSPECTION_MESSAGES.confirmed : INSPECTION_MESSAGES.contested;
  return redirectWithToast(`/bookings/${booking.id}`, { type: "success", title: say._(done) });
}
export const action = inPageLanguage(pageAction);

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, records, licence, next } = loaderData;
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const car = `${booking.brand} ${booking.model} ${booking.year}`;
  const start = formatLongDate(booking.startDate, {}, language);
  const end = formatLongDate(booking.endDate, {}, language);
  const other = booking.role === "owner" ? booking.renter : booking.owner;
  const otherName = `${other.firstName} ${other.lastName}`;
  const recordIds = `${records.pickup?.status ?? ""}${records.return?.status ?? ""}`;
  useEffect(() => {
    // A record sent is kept by the server: its copy in this browser is no longer needed.
    for (const phase of ["pickup", "return"] as const) {
      const record = records[phase];
      if (record && record.status !== "draft") forgetDraftFields(booking.id, phase);
    }
  }, [booking.id, recordIds, records]);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <Link to="/bookings" className="text-sm text-brand-700 underline">
          <Trans>Mes réservations</Trans>
        </Link>
        <h1 className="text-2xl font-bold break-words">{car}</h1>
        <p className="text-slate-600 break-words">
          {booking.role === "owner" ? <Trans>Loué par {otherName}</Trans> : <Trans>Propriétaire : {otherName}</Trans>}
        </p>
      </div>
      <section aria-labelledby="terms-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="terms-heading" className="font-bold">
          <Trans>La location</Trans>
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">
            <Trans>Dates</Trans>
          </dt>
          <dd className="break-words">
            <Trans>
              Du {start} au {end}
            </Trans>
          </dd>
          <dt className="text-slate-600">
            <Trans>Total</Trans>
          </dt>
          <dd>{formatCfa(booking.totalPrice, language)}</dd>
          <dt className="text-slate-600">
            <Trans>Statut</Trans>
          </dt>
          <dd>{i18n._(statusLabel(booking.status))}</dd>
          <dt className="text-slate-600">
            <Trans>Caution</Trans>
          </dt>
          <dd>
            {booking.depositAmount > 0 ? (
              <Link to={`/bookings/${booking.id}/caution`} className="text-brand-700 underline">
                {formatCfa(booking.depositAmount, language)} — <Trans>Caution</Trans>
              </Link>
            ) : (
              <Trans>Aucune</Trans>
            )}
          </dd>
        </dl>
      </section>
      {booking.role === "owner" ? (
        <section aria-labelledby="licence-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="licence-heading" className="font-bold">
            <Trans>Permis de conduire du locataire</Trans>
          </h2>
          {licence ? (
            <div className="mt-3 space-y-2 text-sm">
              <LicenceStandingBadge standing={licence.standing} />
              <p className="break-words">
                <Trans>
                  N° {licence.number}, {licenceCountryName(licence.country, localeOf(language, null))}, valable jusqu'au{" "}
                  {formatLongDate(licence.expiresOn, {}, language)}
                </Trans>
              </p>
              <p className="flex flex-wrap gap-3">
                <a href={licence.frontUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  <Trans>Recto</Trans>
                </a>
                <a href={licence.backUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  <Trans>Verso</Trans>
                </a>
              </p>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              <Trans>Aucun permis enregistré</Trans>
            </p>
          )}
        </section>
      ) : null}
      <FormAlert message={actionData?.error} />
      {next ? <NextStepPanel bookingId={booking.id} next={next} reason={actionData?.reason ?? ""} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {records.pickup ? <RecordCard record={records.pickup} /> : <EmptyRecord phase="pickup" />}
        {records.return ? <RecordCard record={records.return} /> : <EmptyRecord phase="return" />}
      </div>
      <p className="text-xs text-slate-500">{t`Les photos ne sont visibles que par vous, l'autre partie et l'équipe AutoAfrique.`}</p>
    </div>
  );
}

function EmptyRecord({ phase }: { phase: InspectionPhase }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby={`record-${phase}-heading`} className="rounded-xl border border-dashed border-slate-300 p-4">
      <h2 id={`record-${phase}-heading`} className="font-bold">
        {i18n._(PHASE_TITLES[phase])}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Pas encore fait.</Trans>
      </p>
    </section>
  );
}

function NextStepPanel({ bookingId, next, reason }: { bookingId: string; next: NextStep; reason: string }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const busy = useNavigation().state === "submitting";
  const deadline = "deadline" in next ? recordMoment(new Date(next.deadline), language) : null;
  const until = deadline ? t`À confirmer avant le ${deadline.day} à ${deadline.time}` : "";
  return (
    <section aria-labelledby="next-heading" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="next-heading" className="font-bold">
        <Trans>Prochaine étape</Trans>
      </h2>
      {next.kind === "record" ? (
        <Link to={inspectionPath(bookingId, next.phase)} className={buttonClass({ block: true })}>
          {next.phase === "pickup" ? <Trans>Faire l'état des lieux de départ</Trans> : <Trans>Faire l'état des lieux de retour</Trans>}
        </Link>
      ) : null}
      {next.kind === "other-recording" ? (
        <p className="text-sm">
          <Trans>L'autre partie est en train de faire l'état des lieux. Vous pourrez le confirmer dès qu'il sera envoyé.</Trans>
        </p>
      ) : null}
      {next.kind === "awaiting-answer" ? (
        <p className="text-sm">
          <Trans>Votre état des lieux attend la réponse de l'autre partie.</Trans> {until}
        </p>
      ) : null}
      {next.kind === "answer" ? (
        <div className="space-y-3">
          <p className="text-sm font-medium">{until}</p>
          <p className="text-sm text-slate-700">
            <Trans>Sans réponse de votre part, l'état des lieux sera confirmé automatiquement.</Trans>
          </p>
          <Form method="post">
            <input type="hidden" name="phase" value={next.phase} />
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit" block disabled={busy}>
              <Trans>Confirmer l'état des lieux</Trans>
            </Button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="phase" value={next.phase} />
            <input type="hidden" name="intent" value="contest" />
            <label htmlFor="reason" className="block text-sm font-medium text-slate-700">
              <Trans>Motif</Trans>
            </label>
            <textarea
              id="reason"
              name="reason"
              required
              maxLength={CONTEST_REASON_MAX}
              rows={3}
              defaultValue={reason}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
            />
            <Button type="submit" variant="outline" block disabled={busy}>
              <Trans>Contester</Trans>
            </Button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
