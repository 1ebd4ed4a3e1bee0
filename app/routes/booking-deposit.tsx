import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/booking-deposit";
import { buttonClass } from "../components/ui/button-class.ts";
import { Button } from "../components/ui/button.tsx";
import { Field, FormAlert, TextField, inputClass } from "../components/ui/field.tsx";
import { Form, Link, usePageLanguage } from "../components/ui/link.tsx";
import { SectionCard } from "../components/ui/section-card.tsx";
import { formatLongDate } from "../lib/long-date.ts";
import { IMAGE_ACCEPT, IMAGE_HINT, MAX_IMAGE_BYTES } from "../lib/images.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { formatCfa } from "../lib/money.ts";
import { type Result, refusalStatus } from "../lib/result.ts";
import { addClaimPhoto, removeClaimPhoto } from "../features/rental-deposit/claim-photos.server.ts";
import { DepositClaim } from "../features/rental-deposit/components/deposit-claim.tsx";
import { acceptClaim, contestClaim } from "../features/rental-deposit/deposit-answer.server.ts";
import { claimDeposit, returnDepositInFull } from "../features/rental-deposit/deposit-decision.server.ts";
import { depositPage } from "../features/rental-deposit/deposit-page.server.ts";
import { depositPath } from "../features/rental-deposit/deposit-records.server.ts";
import { DEPOSIT_MESSAGES, DEPOSIT_REASON_MAX, MAX_CLAIM_PHOTOS } from "../features/rental-deposit/deposit-rules.ts";
import { DEPOSIT_METHOD_LABELS, photoProblemMessage } from "../features/rental-inspections/inspection-rules.ts";
import { requireUser } from "./guards.server.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";
import { formRefusal, readFormWithin } from "../server/read-form.server.ts";
import { redirectWithToast, toastHeaders } from "../server/toast.server.ts";
import { bookingThumbnailUrl } from "../features/rental-inspections/booking-photo-url.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Caution — AutoAfrique`) }, { name: "robots", content: "noindex" }];

async function pageLoader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await depositPage(user.id, params.id);
  if (!page) throw data(DEPOSIT_MESSAGES.notFound, { status: 404 });
  return page;
}
export const loader = withMessages("routes/booking-deposit", pageLoader);

/** One photo and a few fields: a photo past the image limit is still read, to be refused in the photos' own words. */
const BODY_BYTES = 2 * MAX_IMAGE_BYTES;

type Values = { keptAmount: string; reason: string; contestReason: string };
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The owner's 'Rendre la caution en entier', 'Ajouter la photo', 'Retirer' and 'Envoyer'; the
 * renter's 'Accepter' and 'Contester'. Each feature function checks the member is the right party
 * of this booking, its status and its window; the page only keeps what was typed.
 */
async function pageAction({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const read = await readFormWithin(request, BODY_BYTES);
  const empty: Values = { keptAmount: "", reason: "", contestReason: "" };
  // Past the budget it can only be the photo: said in the photos' words. Anything else that is not a form gets the house's answer.
  if (!read.ok && read.reason === "malformed") throw formRefusal("malformed");
  if (!read.ok) return data({ error: photoProblemMessage("too-large"), field: "photo", values: empty }, { status: 413 });
  const form = read.form;
  const values: Values = { keptAmount: text(form.get("keptAmount")), reason: text(form.get("reason")), contestReason: text(form.get("contestReason")) };
  const photo = form.get("photo");
  const removed = form.get("removePhoto");
  const intent = removed !== null ? "remove-photo" : form.get("intent");
  const now = new Date();
  let result: Result;
  let done: string;
  if (intent === "return-full") {
    result = await returnDepositInFull(user.id, params.id, now);
    done = DEPOSIT_MESSAGES.returnedInFull;
  } else if (intent === "photo") {
    result = await addClaimPhoto(user.id, params.id, photo, now);
    done = DEPOSIT_MESSAGES.photoAdded;
  } else if (intent === "remove-photo") {
    result = await removeClaimPhoto(user.id, params.id, removed);
    done = DEPOSIT_MESSAGES.photoRemoved;
  } else if (intent === "claim") {
    // A photo chosen but not added yet goes with the claim rather than being lost.
    result = photo instanceof File && photo.size > 0 ? await addClaimPhoto(user.id, params.id, photo, now) : { ok: true };
    if (result.ok) result = await claimDeposit(user.id, params.id, values, now);
    done = DEPOSIT_MESSAGES.claimSent;
  } else if (intent === "accept") {
    result = await acceptClaim(user.id, params.id, now);
    done = DEPOSIT_MESSAGES.accepted;
  } else if (intent === "contest") {
    result = await contestClaim(user.id, params.id, values.contestReason, now);
    done = DEPOSIT_MESSAGES.contested;
  } else {
    result = { ok: false, error: DEPOSIT_MESSAGES.failed };
    done = "";
  }
  if (!result.ok) {
    if (result.code === "not-found" && result.error === DEPOSIT_MESSAGES.notFound) throw data(DEPOSIT_MESSAGES.notFound, { status: 404 });
    return data({ error: result.error, field: result.field ?? null, values }, { status: refusalStatus(result) });
  }
  const say = serverI18n(requestLanguage(request));
  // The claim's photos come one per request: the page stays, with the amount and reason typed so far.
  if (intent === "photo" || intent === "remove-photo") {
    return data({ error: null, field: null, values }, { headers: await toastHeaders({ type: "success", title: say._(done) }) });
  }
  return redirectWithToast(depositPath(String(params.id)), { type: "success", title: say._(done) });
}
export const action = inPageLanguage(pageAction);

export default function BookingDeposit({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, handover, decision, photos, step, answerBy, may } = loaderData;
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const car = `${booking.brand} ${booking.model}`;
  const start = formatLongDate(booking.startDate, {}, language);
  const end = formatLongDate(booking.endDate, {}, language);
  const amount = formatCfa(booking.depositAmount, language);
  const deadline = answerBy ? formatLongDate(new Date(answerBy), { time: true }, language) : null;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Caution</Trans>
        </h1>
        <p className="mt-1 break-words text-slate-600">
          <Trans>
            {car}, du {start} au {end}
          </Trans>
        </p>
      </div>

      <SectionCard id="deposit-amount" title={t`Montant`}>
        {booking.depositAmount > 0 ? (
          <p className="text-lg font-bold">{amount}</p>
        ) : (
          <p className="text-slate-600">
            <Trans>Pas de caution pour cette location.</Trans>
          </p>
        )}
      </SectionCard>

      {booking.depositAmount > 0 ? (
        <SectionCard id="deposit-handover" title={t`Remise de la caution`}>
          {handover?.method ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">
                <Trans>Moyen</Trans>
              </dt>
              <dd>{i18n._(DEPOSIT_METHOD_LABELS[handover.method])}</dd>
              {handover.note ? (
                <>
                  <dt className="text-slate-600">
                    <Trans>Note</Trans>
                  </dt>
                  <dd className="break-words">{handover.note}</dd>
                </>
              ) : null}
              <dt className="text-slate-600">
                <Trans>Confirmation</Trans>
              </dt>
              <dd>
                {handover.recordStatus === "confirmed" ? (
                  <Trans>Remise confirmée par les deux parties (état des lieux de départ).</Trans>
                ) : handover.recordStatus === "contested" ? (
                  <Trans>État des lieux de départ contesté : en litige.</Trans>
                ) : handover.recordedByRenter ? (
                  <Trans>Notée par le locataire, en attente de la confirmation du propriétaire.</Trans>
                ) : (
                  <Trans>Notée par le propriétaire, en attente de la confirmation du locataire.</Trans>
                )}
              </dd>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>La remise de la caution (espèces ou mobile money) se note dans l'état des lieux de départ.</Trans>
            </p>
          )}
        </SectionCard>
      ) : null}

      {booking.depositAmount > 0 ? (
        <SectionCard id="deposit-end" title={t`Retour de la caution`}>
          <div className="space-y-4">
            <StepNote step={step} role={booking.role} deadline={deadline} />
            {decision ? <DepositClaim claim={decision} photos={photos} /> : null}
            {may.decide ? <OwnerDecision photos={photos} actionData={actionData} /> : null}
            {may.answer ? <RenterAnswer actionData={actionData} /> : null}
          </div>
        </SectionCard>
      ) : null}

      <Link to={`/bookings/${booking.id}`} className={buttonClass({ variant: "ghost", block: true })}>
        <Trans>Retour à la réservation</Trans>
      </Link>
    </div>
  );
}

function StepNote({ step, role, deadline }: { step: string; role: "owner" | "renter"; deadline: string | null }) {
  let note;
  if (step === "held") note = <Trans>La caution se règle une fois le véhicule rendu et l'état des lieux de retour confirmé.</Trans>;
  else if (step === "to-decide" && role === "renter")
    note = <Trans>Le véhicule est rendu : le propriétaire doit maintenant rendre la caution ou indiquer une retenue.</Trans>;
  else if (step === "to-decide") note = <Trans>Le véhicule est rendu : rendez la caution en entier, ou retenez une partie en expliquant pourquoi.</Trans>;
  else if (step === "to-answer" && role === "renter")
    note = <Trans>Vous avez jusqu'au {deadline} pour accepter ou contester la retenue. Sans réponse, elle sera acceptée.</Trans>;
  else if (step === "to-answer") note = <Trans>Le locataire a jusqu'au {deadline} pour accepter ou contester la retenue.</Trans>;
  else if (step === "lapsed") note = <Trans>Le délai de 24 heures est passé : la retenue est acceptée.</Trans>;
  else if (step === "contested") note = <Trans>La retenue est contestée : un administrateur examine le litige et tranchera.</Trans>;
  else if (step === "in-dispute") note = <Trans>La réservation est en litige : un administrateur décidera aussi du sort de la caution.</Trans>;
  if (!note) return null;
  return (
    <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      {note}
    </p>
  );
}

type ActionAnswer = { error: string | null; field: string | null; values: Values } | undefined;

function OwnerDecision({ photos, actionData }: { photos: { id: string; url: string }[]; actionData: ActionAnswer }) {
  const { t, i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const field = actionData?.field;
  const error = actionData?.error ?? undefined;
  const values = actionData?.values;
  const generalError = error && field !== "keptAmount" && field !== "reason" && field !== "photo" ? error : undefined;
  return (
    <div className="space-y-6">
      <FormAlert message={generalError} />
      <Form method="post">
        <input type="hidden" name="intent" value="return-full" />
        <Button type="submit" block disabled={busy}>
          <Trans>Rendre la caution en entier</Trans>
        </Button>
      </Form>
      <section aria-labelledby="claim-heading" className="space-y-3 border-t border-slate-200 pt-4">
        <h3 id="claim-heading" className="font-bold">
          <Trans>Retenir une partie</Trans>
        </h3>
        {/* The first submit button answers Enter: adding a photo, never sending the claim nor removing one. */}
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <TextField
            label={t`Montant retenu (FCFA)`}
            name="keptAmount"
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
            defaultValue={values?.keptAmount}
            error={field === "keptAmount" ? error : undefined}
          />
          <Field label={t`Motif`} name="reason" error={field === "reason" ? error : undefined}>
            <textarea
              id="reason"
              name="reason"
              rows={4}
              maxLength={DEPOSIT_REASON_MAX}
              defaultValue={values?.reason}
              aria-invalid={field === "reason" ? true : undefined}
              aria-describedby={field === "reason" ? "reason-error" : undefined}
              className={inputClass}
            />
          </Field>
          <Field
            label={t`Photo (${photos.length} sur ${MAX_CLAIM_PHOTOS})`}
            name="photo"
            hint={`${i18n._(IMAGE_HINT)} — ${t`une photo à la fois`}`}
            error={field === "photo" ? error : undefined}
          >
            <input id="photo" name="photo" type="file" accept={IMAGE_ACCEPT} className="block w-full text-sm" />
          </Field>
          <Button type="submit" name="intent" value="photo" variant="outline" size="sm" disabled={busy || photos.length >= MAX_CLAIM_PHOTOS}>
            <Trans>Ajouter la photo</Trans>
          </Button>
          {photos.length > 0 ? (
            <ul aria-label={t`Photos ajoutées`} className="grid grid-cols-3 gap-2">
              {photos.map((photo, index) => (
                <li key={photo.id} className="min-w-0 space-y-1">
                  <img
                    src={bookingThumbnailUrl(photo.url)}
                    alt={t`Photo ${index + 1} de la retenue`}
                    className="aspect-square w-full rounded-md object-cover"
                  />
                  <Button type="submit" name="removePhoto" value={photo.id} variant="ghost" size="xs" block disabled={busy}>
                    <Trans>Retirer</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <Button type="submit" name="intent" value="claim" block disabled={busy}>
            <Trans>Envoyer</Trans>
          </Button>
        </Form>
      </section>
    </div>
  );
}

function RenterAnswer({ actionData }: { actionData: ActionAnswer }) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const field = actionData?.field;
  const error = actionData?.error ?? undefined;
  return (
    <div className="space-y-4">
      <FormAlert message={error && field !== "contestReason" ? error : undefined} />
      <Form method="post">
        <input type="hidden" name="intent" value="accept" />
        <Button type="submit" block disabled={busy}>
          <Trans>Accepter</Trans>
        </Button>
      </Form>
      <Form method="post" className="space-y-3 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="contest" />
        <Field label={t`Motif`} name="contestReason" error={field === "contestReason" ? error : undefined}>
          <textarea
            id="contestReason"
            name="contestReason"
            rows={4}
            maxLength={DEPOSIT_REASON_MAX}
            defaultValue={actionData?.values.contestReason}
            aria-invalid={field === "contestReason" ? true : undefined}
            aria-describedby={field === "contestReason" ? "contestReason-error" : undefined}
            className={inputClass}
          />
        </Field>
        <Button type="submit" variant="outline" block disabled={busy}>
          <Trans>Contester</Trans>
        </Button>
      </Form>
    </div>
  );
}
