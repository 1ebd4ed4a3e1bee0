import { data } from "react-router";
import { getSessionUser } from "../accounts/session.server.ts";
import { log } from "../../server/log.server.ts";
import { requestLanguage, serverI18n } from "../../server/i18n.server.ts";
import { BOOKING_MESSAGES, bookingErrorText, isCalendarDay } from "./booking-rules.ts";
import { BOOKING_FAILED, createBooking } from "./bookings.server.ts";

/** A request just sent, as the page says it: its days, its total (XOF) and its status, pending. */
export interface SentRequest {
  startDate: string;
  endDate: string;
  totalDays: number;
  totalPrice: number;
  status: "pending";
}

/** What the booking form shows after a submit: the title and text and, sent, the request; on a refusal, what was typed. */
export type BookingAnswer =
  | { ok: true; title: string; message: string; request: SentRequest }
  | { ok: false; title: string; message: string; signIn?: boolean; values: { startDate: string; endDate: string; notes: string } };

/** The HTTP status of a refusal; the others are the request's fault (400). */
const STATUS_OF: Readonly<Record<string, number>> = {
  [BOOKING_MESSAGES.datesTaken]: 409,
  [BOOKING_MESSAGES.unavailable]: 404,
  [BOOKING_MESSAGES.ownListing]: 403,
  [BOOKING_MESSAGES.tooManyPending]: 429,
  [BOOKING_MESSAGES.tooManyRequests]: 429,
  [BOOKING_FAILED]: 503,
};

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** A date that is not a calendar day: typed by hand where the browser has no date picker, or sent by a script. */
export const BOOKING_DATES_INVALID = {
  title: /*i18n*/ "Dates invalides",
  message: /*i18n*/ "Choisissez des dates existantes dans le calendrier (au format AAAA-MM-JJ).",
} as const;

/**
 * The 'Réserver' tab's POST on /rental/{id}, by a fetcher or a plain form: answered with the page's
 * data (no redirect), so the page says in place that the request was sent (its dates, total and
 * status), or why it was refused (a toast with JavaScript), keeping what was typed. Everything else (price, owner, dates free) is createBooking's.
 */
export async function bookingAction(request: Request, listingId: string, form: FormData) {
  const typed = { startDate: text(form.get("startDate")), endDate: text(form.get("endDate")), notes: text(form.get("notes")) };
  // What the form gets back: never a date that is not a calendar day, since the form computes with its dates.
  const day = (value: string) => (isCalendarDay(value) ? value : "");
  const values = { ...typed, startDate: day(typed.startDate), endDate: day(typed.endDate) };
  const refused = (status: number, title: string, message: string, signIn?: boolean) => {
    const booking: BookingAnswer = { ok: false, title, message, signIn, values };
    return data({ booking }, { status });
  };
  if (!typed.startDate || !typed.endDate) return refused(400, BOOKING_MESSAGES.datesMissingTitle, BOOKING_MESSAGES.datesMissing);
  if (!values.startDate || !values.endDate) return refused(400, BOOKING_DATES_INVALID.title, BOOKING_DATES_INVALID.message);
  const user = await getSessionUser(request);
  if (!user) return refused(401, BOOKING_MESSAGES.signInTitle, BOOKING_MESSAGES.signIn, true);
  try {
    const result = await createBooking(user.id, { listingId, ...values });
    if (!result.ok) {
      const missing = result.error === BOOKING_MESSAGES.datesMissing;
      // A marked refusal is put in the page's language with the answer; the stay's length is said here.
      const message = bookingErrorText(result.error, serverI18n(requestLanguage(request)));
      return refused(STATUS_OF[result.error] ?? 400, missing ? BOOKING_MESSAGES.datesMissingTitle : BOOKING_MESSAGES.failedTitle, message);
    }
    const sent: SentRequest = { startDate: values.startDate, endDate: values.endDate, totalDays: result.totalDays, totalPrice: result.totalPrice, status: "pending" };
    const booking: BookingAnswer = { ok: true, title: BOOKING_MESSAGES.sentTitle, message: BOOKING_MESSAGES.sent, request: sent };
    return data({ booking });
  } catch (error) {
    log.error("booking.action_failed", { listingId, error });
    return refused(503, BOOKING_MESSAGES.failedTitle, BOOKING_FAILED);
  }
}
