import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Link, useLocalizedPath } from "../../../components/ui/link.tsx";
import { showToast } from "../../../components/ui/client-toast.ts";
import { Field, FormAlert, SubmitButton, inputClass } from "../../../components/ui/field.tsx";
import type { Country } from "../../../lib/countries.ts";
import { type LicenceFacts, licenceStanding } from "../../driving-licence/licence-rules.ts";
import type { BookingAnswer, SentRequest } from "../booking-action.server.ts";
import { type DaySelection, EMPTY_SELECTION, type OwnRange, type TakenRange, overlapsTaken, selectDay } from "../booking-calendar.ts";
import {
  BOOKING_INTENT,
  BOOKING_MESSAGES,
  BOOKING_NOTES_MAX,
  addDays,
  type BookingRefusal,
  bookingDays,
  bookingRefusal,
  bookingRefusalText,
  isCalendarDay,
  lastBookableDay,
} from "../booking-rules.ts";
import { RentalCalculator } from "./rental-calculator.tsx";
import { BookingCalendar } from "./booking-calendar.tsx";
import { OwnRequests, SentRequestPanel } from "./own-requests.tsx";
import { DepositReminder, LicenceNotice, RentalTerms, type RentalTermsFacts } from "./rental-terms.tsx";

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
  /** Someone is signed in: their own requests and bookings are read for them once the page runs. */
  member: boolean;
  /** The owner's terms: a checked licence required, the deposit (XOF). */
  terms: RentalTermsFacts;
}

interface LiveCalendar {
  taken: readonly TakenRange[];
  mine: readonly OwnRange[];
  /** The member's licence, once their calendar was read: null when they have none; undefined until read (or for a visitor). */
  licence: LicenceFacts | null | undefined;
}

/**
 * Keeps a rental's calendar current: re-read whenever its stream says someone booked or freed days.
 * The page, shared by every member (ADR 0035), holds every held day as taken; a member's own
 * requests and bookings come from the calendar's own request (personal, kept by no cache), read
 * once the page runs and again with each change.
 */
function useLiveCalendar(listingId: string, initial: readonly TakenRange[], member: boolean) {
  const [calendar, setCalendar] = useState<LiveCalendar>({ taken: initial, mine: [], licence: undefined });
  useEffect(() => setCalendar((shown) => ({ ...shown, taken: initial })), [initial]);
  const refresh = useCallback(async () => {
    const response = await fetch(`/rental/${listingId}/calendar`, { headers: { Accept: "application/json" } });
    if (response.ok) {
      const read = (await response.json()) as { taken: TakenRange[]; mine?: OwnRange[]; licence?: LicenceFacts };
      // Asked as a member, no licence in the answer means they have none.
      setCalendar({ taken: read.taken, mine: read.mine ?? [], licence: member ? (read.licence ?? null) : undefined });
    }
  }, [listingId, member]);
  useEffect(() => {
    if (member) void refresh().catch(() => undefined);
  }, [member, refresh]);
  useEffect(() => {
    const source = new EventSource(`/events/rental/${listingId}`);
    const onChange = () => void refresh().catch(() => undefined);
    source.addEventListener("calendar-changed", onChange);
    return () => source.close();
  }, [listingId, refresh]);
  return { ...calendar, refresh };
}

/**
 * The 'Réserver' tab: a calendar and two date fields for the stay, the total, a message, and the
 * request. Before JavaScript it is a plain form (the date fields pick, the page answers); with it,
 * a click on the calendar picks. Once sent, the tab says so in place of the form — the dates, the
 * total, 'En attente', and the way to 'Mes réservations' — and the member's own days read as theirs.
 * The owner's terms (deposit, 'Permis vérifié exigé') come first; a member whose licence will not
 * do is told so above the button once their calendar is read (the server decides all the same).
 */
export function BookingForm({ listingId, pricePerDay, country, today, taken: initialTaken, maxStayDays, answer, signInHref, member, terms }: Props) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const fetcher = useFetcher<{ booking: BookingAnswer }>();
  const panel = useRef<HTMLElement>(null);
  const { taken, mine, licence, refresh } = useLiveCalendar(listingId, initialTaken, member);
  // Every held day, the member's own included, for what may be picked.
  const held = useMemo(() => [...taken, ...mine], [taken, mine]);
  const typed = answer && !answer.ok ? answer.values : undefined;
  const [selection, setSelection] = useState<DaySelection>({ start: typed?.startDate || null, end: typed?.endDate || null });
  const [pickError, setPickError] = useState<BookingRefusal | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(answer?.ok ? answer.request : null);
  const reply = fetcher.data?.booking;

  useEffect(() => {
    if (!reply) return;
    if (reply.ok) {
      setSelection(EMPTY_SELECTION);
      setSent(reply.request);
    } else {
      showToast({ type: "error", title: reply.title, description: reply.message });
    }
    void refresh().catch(() => undefined);
  }, [reply, refresh]);

  // The answer replaces the form: focus goes to it, so that it is read out and in view.
  useEffect(() => {
    if (sent && reply?.ok) panel.current?.focus();
  }, [sent, reply]);

  if (sent) {
    return (
      <div id="reserver">
        <SentRequestPanel
          ref={panel}
          request={sent}
          country={country}
          again={`/rental/${listingId}#reserver`}
          onAgain={() => {
            setSent(null);
            setPickError(null);
          }}
        />
      </div>
    );
  }

  const pick = (day: string) => {
    const next = selectDay(selection, day, today, held, maxStayDays);
    setSelection(next.selection);
    setPickError(next.error);
  };
  const { start, end } = selection;
  const complete = start && end && isCalendarDay(start) && isCalendarDay(end) && start <= end;
  const days = complete ? bookingDays(start, end) : 0;
  const clash = complete && overlapsTaken(start, end, held) ? bookingRefusal(BOOKING_MESSAGES.datesTaken, "conflict") : null;
  // Said in the page's language from the refusal itself: the stay's length from its number.
  const pickRefusal = pickError ?? clash;
  const refused = !reply && answer && !answer.ok ? answer : undefined;
  const refusalTitle = refused?.title;
  const refusalMessage = refused?.message;
  const signIn = (reply && !reply.ok && reply.signIn) || refused?.signIn;
  const lastDay = lastBookableDay(today);
  const longestEnd = start && isCalendarDay(start) ? addDays(start, maxStayDays - 1) : lastDay;
  const lastEnd = longestEnd < lastDay ? longestEnd : lastDay;
  // Judged on the stay's last day once picked, as the server will; on today's before.
  const standing = terms.licenceRequired && licence !== undefined ? licenceStanding(licence, complete ? end : today) : null;

  return (
    <fetcher.Form
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
      // A day or field reached by Tab is brought clear of the fixed header and, on a phone, of the bottom bar (WCAG 2.4.11).
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={BOOKING_INTENT} />
      <RentalTerms terms={terms} country={country} />
      <h2 className="font-semibold">
        <Trans>Choisissez vos dates</Trans>
      </h2>
      <BookingCalendar today={today} taken={taken} mine={mine} selection={selection} onPick={pick} />
      <OwnRequests mine={mine} />
      {pickRefusal ? <FormAlert message={bookingRefusalText(pickRefusal, i18n)} /> : null}
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
      <DepositReminder amount={terms.depositAmount} country={country} />
      <Field label={t`Message au propriétaire (optionnel)`} name="notes">
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
      {/* Without JavaScript the refusal is the page's own answer, said here (with it, a toast). */}
      {refusalTitle ? <FormAlert message={t`${refusalTitle} : ${refusalMessage}`} /> : null}
      {standing ? <LicenceNotice standing={standing} /> : null}
      {signIn ? (
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
