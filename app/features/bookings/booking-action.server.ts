import type { Language } from "../../lib/language.ts";
import type { RefusalCode } from "../../lib/result.ts";
import { log } from "../../server/log.server.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import { BOOKING_MESSAGES, bookingRefusalText, isCalendarDay } from "./booking-rules.ts";
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

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** A date that is not a calendar day: typed by hand where the browser has no date picker, or sent by a script. */
export const BOOKING_DATES_INVALID = {
  title: /*i18n*/ "Dates invalides",
  message: /*i18n*/ "Choisissez des dates existantes dans le calendrier (au format AAAA-MM-JJ).",
} as const;

/** A booking request's outcome: what the form is told and, refused beyond a wrong request, why (the route's status). */
export interface BookingOutcome {
  booking: BookingAnswer;
  code?: RefusalCode;
}

/**
 * The 'Réserver' tab's POST on /rental/{id}, by a fetcher or a plain form, from `userId` (null: nobody signed
 * in): the page says in place that the request was sent (its dates, total and status), or why it was refused
 * (a toast with JavaScript), keeping what was typed. Everything else (price, owner, dates free) is createBooking's.
 */
export async function requestBooking(userId: string | null, listingId: string, form: FormData, language: Language): Promise<BookingOutcome> {
  const typed = { startDate: text(form.get("startDate")), endDate: text(form.get("endDate")), notes: text(form.get("notes")) };
  // What the form gets back: never a date that is not a calendar day, since the form computes with its dates.
  const day = (value: string) => (isCalendarDay(value) ? value : "");
  const values = { ...typed, startDate: day(typed.startDate), endDate: day(typed.endDate) };
  const refused = (title: string, message: string, code?: RefusalCode, signIn?: boolean): BookingOutcome => ({
    booking: { ok: false, title, message, signIn, values },
    ...(code ? { code } : {}),
  });
  if (!typed.startDate || !typed.endDate) return refused(BOOKING_MESSAGES.datesMissingTitle, BOOKING_MESSAGES.datesMissing);
  if (!values.startDate || !values.endDate) return refused(BOOKING_DATES_INVALID.title, BOOKING_DATES_INVALID.message);
  if (!userId) return refused(BOOKING_MESSAGES.signInTitle, BOOKING_MESSAGES.signIn, "signed-out", true);
  try {
    const result = await createBooking(userId, { listingId, ...values });
    if (!result.ok) {
      // The code (conflict, not-found, forbidden, too-many, unavailable; none: the request was wrong) and the
      // title's flag travel on, never the words. A marked refusal is put in the page's language with the
      // answer; the stay's length is said here, from its number.
      const message = bookingRefusalText(result, serverI18n(language));
      return refused(result.datesMissing ? BOOKING_MESSAGES.datesMissingTitle : BOOKING_MESSAGES.failedTitle, message, result.code);
    }
    const sent: SentRequest = {
      startDate: values.startDate,
      endDate: values.endDate,
      totalDays: result.totalDays,
      totalPrice: result.totalPrice,
      status: "pending",
    };
    return { booking: { ok: true, title: BOOKING_MESSAGES.sentTitle, message: BOOKING_MESSAGES.sent, request: sent } };
  } catch (error) {
    log.error("booking.action_failed", { listingId, error });
    return refused(BOOKING_MESSAGES.failedTitle, BOOKING_FAILED, "unavailable");
  }
}
