import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/booking-inspection";
import { Button } from "../components/ui/button.tsx";
import { FieldError, FormAlert, SelectField, TextField, inputClass } from "../components/ui/field.tsx";
import { Form, Link, localizedTo, usePageLanguage } from "../components/ui/link.tsx";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { useShownText } from "../components/ui/shown-text.ts";
import { bookingRecords } from "../features/rental-inspections/booking-records.server.ts";
import { keepDraftFields, readDraftFields } from "../features/rental-inspections/components/draft-fields.ts";
import { PhotoQueueList, usePhotoQueue } from "../features/rental-inspections/components/photo-queue.tsx";
import {
  ALL_VIEWS,
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_NOTE_MAX,
  FUEL_LEVELS,
  INSPECTION_MESSAGES,
  MAX_PHOTOS,
  NOTES_MAX,
  PHASE_TITLES,
  VIEW_LABELS,
  fuelLabel,
  missingViews,
  photoInputName,
  phaseOfSlug,
  recordWindowProblem,
} from "../features/rental-inspections/inspection-rules.ts";
import { addInspectionPhoto } from "../features/rental-inspections/inspections.server.ts";
import { partyBooking } from "../features/rental-inspections/party-booking.server.ts";
import { handleRecordPost } from "../features/rental-inspections/record-post.server.ts";
import { IMAGE_ACCEPT, IMAGE_HINT, MAX_IMAGE_BYTES } from "../lib/images.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { refusalStatus } from "../lib/result.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";
import { FORM_TOO_LARGE, readFormWithin } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requireUser } from "./guards.server.ts";
import { bookingThumbnailUrl } from "../features/rental-inspections/booking-photo-url.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`État des lieux — AutoAfrique`) }];

/** A photo sent by the page's script: one file and its view. */
const ONE_PHOTO_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
/** The form sent without JavaScript: up to the seven inputs' photos and the fields. */
const FORM_BYTES = 7 * MAX_IMAGE_BYTES + 256 * 1024;

const notFound = () => new Response("Page introuvable", { status: 404 });

/** The booking and phase of the address, for one of the booking's two parties; 404 for anything else. */
async function recordTarget(request: Request, params: { id: string; phase: string }) {
  const user = await requireUser(request);
  const phase = phaseOfSlug(params.phase);
  const booking = phase ? await partyBooking(user.id, params.id) : null;
  if (!phase || !booking) throw notFound();
  return { user, phase, booking };
}

async function pageLoader({ request, params }: Route.LoaderArgs) {
  const { user, phase, booking } = await recordTarget(request, params);
  const records = await bookingRecords(booking.id);
  const record = records[phase];
  // A record sent is read on the booking's page, never written again.
  if (record && record.status !== "draft") throw redirect(localizedTo(`/bookings/${booking.id}`, requestLanguage(request)) as string);
  const otherRecorder = record !== null && record.recordedBy.id !== user.id;
  const closed = otherRecorder ? INSPECTION_MESSAGES.otherRecorder : recordWindowProblem(phase, booking, new Date());
  return {
    booking: { id: booking.id, brand: booking.brand, model: booking.model, depositAmount: booking.depositAmount },
    phase,
    closed,
    record: otherRecorder ? null : record,
    pickupMileage: records.pickup?.mileage ?? null,
  };
}
export const loader = withMessages("routes/booking-inspection", pageLoader);

/**
 * The record's form. `?photo` (the page's script, one photo per request) adds that photo alone;
 * any other post (no JavaScript) saves the fields, stores each chosen photo, and sends when asked.
 */
async function pageAction({ request, params }: Route.ActionArgs) {
  const { user, phase, booking } = await recordTarget(request, params);
  const onePhoto = new URL(request.url).searchParams.has("photo");
  const read = await readFormWithin(request, onePhoto ? ONE_PHOTO_BYTES : FORM_BYTES);
  const now = new Date();
  if (!read.ok) {
    const error = read.reason === "too-large" ? (onePhoto ? INSPECTION_MESSAGES.photoTooLarge : FORM_TOO_LARGE) : INSPECTION_MESSAGES.photoMissing;
    return data({ error, problems: {}, values: {} as Record<string, string> }, { status: read.reason === "too-large" ? 413 : 400 });
  }
  const form = read.form;
  if (onePhoto) {
    const file = form.get("photo");
    const added =
      form.get("intent") === "photo" && file instanceof File
        ? await addInspectionPhoto(user.id, booking.id, phase, form.get("view"), Buffer.from(await file.arrayBuffer()), now)
        : { ok: false as const, error: INSPECTION_MESSAGES.photoMissing };
    if (!added.ok) return data({ error: added.error, problems: {}, values: {} as Record<string, string> }, { status: refusalStatus(added) });
    return data({ error: null, problems: {}, values: {} as Record<string, string> });
  }
  const outcome = await handleRecordPost(user.id, booking.id, phase, form, now);
  if (!outcome.ok) return data({ error: outcome.error, problems: outcome.problems, values: outcome.values }, { status: refusalStatus(outcome) });
  const say = serverI18n(requestLanguage(request));
  const back = outcome.submitted ? `/bookings/${booking.id}` : new URL(request.url).pathname;
  return redirectWithToast(back, { type: "success", title: say._(outcome.message) });
}
export const action = inPageLanguage(pageAction);

/** The record's form (a `Form` takes no ref). */
function formElement(): HTMLFormElement | null {
  const form = document.getElementById("inspection-form");
  return form instanceof HTMLFormElement ? form : null;
}

const FIELD_NAMES = ["mileage", "fuel", "notes", "depositMethod", "depositNote"] as const;

export default function BookingInspection({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, phase, closed, record, pickupMileage } = loaderData;
  const { t, i18n } = useLingui();
  const say = useShownText();
  const language = usePageLanguage();
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const { items, enqueue, retry } = usePhotoQueue();
  const problems: Record<string, string | undefined> = actionData?.problems ?? {};
  const typed = actionData?.values ?? {};
  const value = (name: (typeof FIELD_NAMES)[number], saved: string | number | null | undefined) =>
    typed[name] ?? (saved === null || saved === undefined ? "" : String(saved));
  const title = i18n._(PHASE_TITLES[phase]);
  const car = `${booking.brand} ${booking.model}`;
  const withDeposit = phase === "pickup" && booking.depositAmount > 0;
  const photos = record?.photos ?? [];
  const missing = missingViews(photos.map((photo) => photo.view));

  // A reload (or a page the server answered after a dropped connection) takes back what was typed here.
  useEffect(() => {
    const form = formElement();
    const copy = readDraftFields(booking.id, phase);
    if (!form || !copy || (record && copy.at < new Date(record.updatedAt).getTime())) return;
    for (const name of FIELD_NAMES) {
      const field = form.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) &&
        copy.values[name] !== undefined
      ) {
        field.value = copy.values[name];
      }
    }
  }, [booking.id, phase, record]);

  const keep = () => {
    const form = formElement();
    if (!form) return;
    const values: Record<string, string> = {};
    const data = new FormData(form);
    for (const name of FIELD_NAMES) {
      const entry = data.get(name);
      if (typeof entry === "string") values[name] = entry;
    }
    keepDraftFields(booking.id, phase, values);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <Link to={`/bookings/${booking.id}`} className="text-sm text-brand-700 underline">
          <Trans>Retour à la réservation</Trans>
        </Link>
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        <p className="text-slate-600 break-words">{car}</p>
      </div>
      {closed ? (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {say(closed)}
        </p>
      ) : (
        <Form method="post" id="inspection-form" encType="multipart/form-data" onChange={keep} className="space-y-5">
          {/* The form's default button (Enter in a field): saving, never the first 'Retirer'. */}
          <button type="submit" name="intent" value="save" className="hidden" tabIndex={-1} aria-hidden="true" />
          <FormAlert message={actionData?.error ?? undefined} />
          <p className="text-sm text-slate-600">
            <Trans>Faites-le ensemble, devant la voiture. L'autre partie aura 24 heures pour le confirmer ou le contester.</Trans>
          </p>
          <TextField
            label={t`Kilométrage`}
            name="mileage"
            type="number"
            inputMode="numeric"
            min={phase === "return" && pickupMileage !== null ? pickupMileage : 0}
            max={2_000_000}
            step={1}
            defaultValue={value("mileage", record?.mileage)}
            error={problems.mileage}
            hint={phase === "return" && pickupMileage !== null ? t`Au départ : ${new Intl.NumberFormat(language).format(pickupMileage)} km` : undefined}
          />
          <SelectField
            label={t`Niveau de carburant`}
            name="fuel"
            defaultValue={value("fuel", record?.fuelEighths)}
            error={problems.fuel}
            empty={t`Choisir`}
            options={FUEL_LEVELS.map((eighths) => ({ value: eighths, label: i18n._(fuelLabel(eighths)) }))}
          />
          <div data-field="notes">
            <label htmlFor="notes" className="mb-1 block text-sm font-medium text-slate-700">
              <Trans>Remarques sur l'état (rayures, chocs…)</Trans>
            </label>
            <textarea
              id="notes"
              name="notes"
              rows={4}
              maxLength={NOTES_MAX}
              defaultValue={value("notes", record?.notes)}
              aria-invalid={problems.notes ? true : undefined}
              aria-describedby={problems.notes ? "notes-error" : undefined}
              className={inputClass}
            />
            <FieldError id="notes-error" message={problems.notes} />
          </div>
          {withDeposit ? (
            <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-medium">
                <Trans>Caution remise</Trans>
              </legend>
              <SelectField
                label={t`Caution remise`}
                name="depositMethod"
                defaultValue={value("depositMethod", record?.depositMethod)}
                error={problems.depositMethod}
                empty={t`Choisir`}
                options={(["cash", "mobile_money"] as const).map((method) => ({ value: method, label: i18n._(DEPOSIT_METHOD_LABELS[method]) }))}
              />
              <TextField
                label={t`Note`}
                name="depositNote"
                maxLength={DEPOSIT_NOTE_MAX}
                defaultValue={value("depositNote", record?.depositNote)}
                error={problems.depositNote}
                hint={t`Par exemple la référence de la transaction.`}
              />
            </fieldset>
          ) : null}
          <fieldset className="space-y-4">
            <legend className="font-medium">
              <Trans>Photos</Trans>
            </legend>
            <p className="text-sm text-slate-600">
              <Trans>
                Au moins une photo de chaque vue, {photos.length} sur {MAX_PHOTOS} au maximum. {i18n._(IMAGE_HINT)}
              </Trans>
            </p>
            {missing.length > 0 ? (
              <p className="text-sm text-slate-700 break-words">
                <Trans>Encore à photographier : {missing.map((view) => i18n._(VIEW_LABELS[view])).join(", ")}</Trans>
              </p>
            ) : null}
            <FieldError id="photos-error" message={problems.photos} />
            {ALL_VIEWS.map((view) => {
              const name = photoInputName(view);
              return (
                <div key={view} className="space-y-1">
                  <label htmlFor={name} className="block text-sm font-medium text-slate-700">
                    {i18n._(VIEW_LABELS[view])}
                  </label>
                  <input
                    id={name}
                    name={name}
                    type="file"
                    accept={IMAGE_ACCEPT}
                    capture={view === "other" ? undefined : "environment"}
                    multiple={view === "other"}
                    className="block w-full max-w-full text-sm"
                    onChange={(event) => {
                      if (!hydrated) return;
                      const files = Array.from(event.currentTarget.files ?? []);
                      // Sent now, one by one: the form's own post then carries none of them again.
                      event.currentTarget.value = "";
                      enqueue(view, files);
                    }}
                  />
                </div>
              );
            })}
            <PhotoQueueList items={items} onRetry={retry} />
            {photos.length > 0 ? (
              <ul aria-label={t`Photos envoyées`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {photos.map((photo) => (
                  <li key={photo.id} className="min-w-0 space-y-1">
                    <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={bookingThumbnailUrl(photo.url)}
                        alt={i18n._(VIEW_LABELS[photo.view])}
                        loading="lazy"
                        className="aspect-square w-full rounded-md object-cover"
                      />
                    </a>
                    <span className="block text-xs break-words text-slate-600">{i18n._(VIEW_LABELS[photo.view])}</span>
                    <Button type="submit" name="remove" value={photo.id} size="xs" variant="outline" disabled={busy}>
                      <Trans>Retirer</Trans>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" name="intent" value="save" variant="outline" block disabled={busy}>
              <Trans>Enregistrer</Trans>
            </Button>
            <Button type="submit" name="intent" value="submit" block disabled={busy}>
              <Trans>Envoyer pour confirmation</Trans>
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
