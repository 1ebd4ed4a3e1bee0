import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Link, useLocalizedPath } from "../../../components/ui/link.tsx";
import { showToast } from "../../../components/ui/client-toast.ts";
import { Field, FormAlert, SubmitButton, inputClass } from "../../../components/ui/field.tsx";
import type { Country } from "../../../lib/countries.ts";
import type { BookingAnswer } from "../booking-action.server.ts";
import { type DaySelection, EMPTY_SELECTION, type TakenRange, overlapsTaken, selectDay } from "../booking-calendar.ts";
import {
  BOOKING_INTENT,
  BOOKING_MESSAGES,
  BOOKING_NOTES_MAX,
  addDays,
  bookingDays,
  bookingErrorText,
  isCalendarDay,
  lastBookableDay,
} from "../booking-rules.ts";
import { RentalCalculator } from "./rental-calculator.tsx";
import { BookingCalendar } from "./booking-calendar.tsx";

interface Props {
  listingId: string;
  pricePerDay: number;
  country: Country;
  today: string;
  taken: readonly TakenRange[];
  /** The longest stay the site accepts (an administrator's setting). */
  maxStayDays: number;
  /** The page's own answer to a plain POST (before JavaScript). */
  answer?: BookingAnswer;
  signInHref: string;
}

/** Keeps a rental's taken days current: re-read whenever its stream says someone booked or freed days. */
function useLiveTakenDays(listingId: string, initial: readonly TakenRange[]) {
  const [taken, setTaken] = useState(initial);
  useEffect(() => setTaken(initial), [initial]);
  const refresh = useCallback(async () => {
    const response = await fetch(`/rental/${listingId}/calendar`, { headers: { Accept: "application/json" } });
    if (response.ok) setTaken(((await response.json()) as { taken: TakenRange[] }).taken);
  }, [listingId]);
  useEffect(() => {
    const source = new EventSource(`/events/rental/${listingId}`);
    const onChange = () => void refresh().catch(() => undefined);
    source.addEventListener("calendar-changed", onChange);
    return () => source.close();
  }, [listingId, refresh]);
  return { taken, refresh };
}

/**
 * The 'Réserver' tab: a calendar and two date fields for the stay, the total, a message, and the
 * request. Before JavaScript it is a plain form (the date fields pick, the page answers); with it,
 * a click on the calendar picks, the answer is a toast and the selection is reset on success.
 */
export function BookingForm({ listingId, pricePerDay, country, today, taken: initialTaken, maxStayDays, answer, signInHref }: Props) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const fetcher = useFetcher<{ booking: BookingAnswer }>();
  const form = useRef<HTMLFormElement>(null);
  const { taken, refresh } = useLiveTakenDays(listingId, initialTaken);
  const typed = answer && !answer.ok ? answer.values : undefined;
  const [selection, setSelection] = useState<DaySelection>({ start: typed?.startDate || null, end: typed?.endDate || null });
  const [pickError, setPickError] = useState<string | null>(null);
  const reply = fetcher.data?.booking;

  useEffect(() => {
    if (!reply) return;
    if (reply.ok) {
      form.current?.reset();
      setSelection(EMPTY_SELECTION);
      showToast({ type: "success", title: reply.title, description: reply.message });
    } else {
      showToast({ type: "error", title: reply.title, description: reply.message });
    }
    void refresh().catch(() => undefined);
  }, [reply, refresh]);

  const pick = (day: string) => {
    const next = selectDay(selection, day, today, taken, maxStayDays);
    setSelection(next.selection);
    setPickError(next.error);
  };
  const { start, end } = selection;
  const complete = start && end && isCalendarDay(start) && isCalendarDay(end) && start <= end;
  const days = complete ? bookingDays(start, end) : 0;
  const clash = complete && overlapsTaken(start, end, taken) ? BOOKING_MESSAGES.datesTaken : null;
  const shown = reply ?? answer;
  const refusalTitle = shown?.title;
  const refusalMessage = shown?.message;
  const lastDay = lastBookableDay(today);
  const longestEnd = start && isCalendarDay(start) ? addDays(start, maxStayDays - 1) : lastDay;
  const lastEnd = longestEnd < lastDay ? longestEnd : lastDay;

  return (
    <fetcher.Form
      ref={form}
      id="reserver"
      method="post"
      action={localized(`/rental/${listingId}?tab=reserver#reserver`)}
      noValidate
      onSubmit={(e) => {
        if (!start || !end) {
          e.preventDefault();
          showToast({ type: "error", title: i18n._(BOOKING_MESSAGES.datesMissingTitle), description: i18n._(BOOKING_MESSAGES.datesMissing) });
        }
      }}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      <h3 className="font-semibold">
        <Trans>Choisissez vos dates</Trans>
      </h3>
      <BookingCalendar today={today} taken={taken} selection={selection} onPick={pick} />
      {pickError || clash ? <FormAlert message={bookingErrorText(pickError ?? clash ?? "", i18n)} /> : null}
      <div className="grid grid-cols-2 gap-3">
        <Field label={t`Date de début`} name="startDate">
          <input
            id="startDate"
            name="startDate"
            type="date"
            min={today}
            max={lastDay}
            value={start ?? ""}
            onChange={(e) => setSelection({ start: e.target.value || null, end: end && e.target.value > end ? null : end })}
            className={inputClass}
          />
        </Field>
        <Field label={t`Date de fin`} name="endDate">
          <input
            id="endDate"
            name="endDate"
            type="date"
            min={start ?? today}
            max={lastEnd}
            value={end ?? ""}
            onChange={(e) => setSelection({ start, end: e.target.value || null })}
            className={inputClass}
          />
        </Field>
      </div>
      {complete ? null : (
        <p className="text-sm text-slate-500">
          <Trans>Sélectionnez la date de début puis la date de fin.</Trans>
        </p>
      )}
      {/* The page's one price: the total of the dates picked, else the estimate for a number of days. */}
      <RentalCalculator pricePerDay={pricePerDay} country={country} stayDays={complete ? days : null} />
      <Field label={t`Message au propriétaire (facultatif)`} name="notes">
        <textarea
          id="notes"
          name="notes"
          rows={3}
          maxLength={BOOKING_NOTES_MAX}
          defaultValue={typed?.notes}
          placeholder={t`Heure d'arrivée, lieu de remise du véhicule...`}
          className={inputClass}
        />
      </Field>
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        <Trans>Le propriétaire doit confirmer votre demande avant tout paiement.</Trans>
      </p>
      {!reply && shown ? (
        shown.ok ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
            <strong>{shown.title}</strong> {shown.message}
          </p>
        ) : (
          <FormAlert message={t`${refusalTitle} : ${refusalMessage}`} />
        )
      ) : null}
      {shown && !shown.ok && shown.signIn ? (
        <Link to={signInHref} className="block text-center text-sm font-semibold text-brand-700 underline">
          <Trans>Se connecter pour réserver</Trans>
        </Link>
      ) : null}
      <SubmitButton busy={fetcher.state !== "idle"} busyLabel={t`Envoi en cours...`}>
        <Trans>Demander la réservation</Trans>
      </SubmitButton>
    </fetcher.Form>
  );
}
