import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { addDays, dayOf, isCalendarDay } from "../../lib/calendar-day.ts";
import { countOf } from "../../lib/plural.ts";
import type { RefusalCode } from "../../lib/result.ts";
import { SIGN_IN_REASONS } from "../accounts/sign-in-reasons.ts";
import type { LicenceStanding } from "../driving-licence/licence-rules.ts";

/** Booking rules and messages shared by the booking form (browser) and the server. */

// The calendar-day helpers, where the booking code has always found them.
export { addDays, dayOf, isCalendarDay };

/** How far ahead a stay may be asked for: the booking calendar shows these months after the current one. */
export const BOOKING_MONTHS_AHEAD = 12;
/** One renter's requests waiting for an answer at once, on any rentals. */
export const MAX_PENDING_REQUESTS = 3;
/** One renter's requests in an hour, answered or withdrawn ones included. */
export const BOOKING_REQUESTS_PER_HOUR = 10;
export const BOOKING_NOTES_MAX = 1000;
/** The `intent` of the 'Réserver' form, among the rental page's other forms (review, contact). */
export const BOOKING_INTENT = "book";

export const BOOKING_MESSAGES = {
  datesMissingTitle: /*i18n*/ "Dates manquantes",
  datesMissing: /*i18n*/ "Veuillez sélectionner les dates de début et de fin.",
  signInTitle: /*i18n*/ "Non connecté",
  signIn: SIGN_IN_REASONS.reservation,
  sentTitle: /*i18n*/ "Demande envoyée !",
  sent: /*i18n*/ "Le propriétaire a été notifié. Vous recevrez une réponse bientôt.",
  failedTitle: /*i18n*/ "Erreur",
  pastDates: /*i18n*/ "Les dates passées ne peuvent pas être réservées.",
  endBeforeStart: /*i18n*/ "La date de fin doit être postérieure ou égale à la date de début.",
  /** The French words, for the logs; `bookingTooLong` says them in a page's language, from the refusal's `maxDays`. */
  tooLong: (maxDays: number) => `Une réservation ne peut pas dépasser ${countOf(maxDays, "jour")}.`,
  // Marked texts are written out: BOOKING_MONTHS_AHEAD and MAX_PENDING_REQUESTS (booking-rules.test.ts holds them together).
  tooFarAhead: /*i18n*/ "Vous ne pouvez pas réserver plus de 12 mois à l'avance.",
  tooManyPending: /*i18n*/ "Vous avez déjà 3 demandes en attente de réponse. Attendez une réponse ou annulez une demande avant d'en envoyer une autre.",
  tooManyRequests: /*i18n*/ "Vous avez envoyé trop de demandes de réservation. Réessayez dans une heure.",
  notesTooLong: /*i18n*/ "Le message ne doit pas dépasser 1000 caractères.",
  unavailable: /*i18n*/ "Ce véhicule n'est pas disponible à la location.",
  ownListing: /*i18n*/ "Vous ne pouvez pas réserver votre propre véhicule.",
  datesTaken: /*i18n*/ "Ces dates sont déjà réservées. Veuillez choisir d'autres dates.",
  tooExpensive: /*i18n*/ "Le montant de cette réservation est trop élevé.",
  statusFailed: /*i18n*/ "Impossible de mettre à jour le statut",
  licenceMissing:
    /*i18n*/ "Le propriétaire exige un permis de conduire vérifié. Ajoutez le vôtre dans votre profil (Permis de conduire) : une fois vérifié par notre équipe, vous pourrez réserver.",
  licencePending: /*i18n*/ "Votre permis de conduire est en cours de vérification : vous pourrez réserver ce véhicule dès qu'il sera vérifié.",
  licenceExpired: /*i18n*/ "Votre permis de conduire expire avant la fin de la location : le propriétaire exige un permis valide.",
} as const;

/**
 * Why a renter whose licence stands so may not book a rental that requires a checked one; null
 * when it is verified (valid through the stay's last day). A refused licence is asked again, like a missing one.
 */
export function licenceRefusalMessage(standing: LicenceStanding): string | null {
  switch (standing) {
    case "verified":
      return null;
    case "pending":
      return BOOKING_MESSAGES.licencePending;
    case "expired":
      return BOOKING_MESSAGES.licenceExpired;
    case "none":
    case "refused":
      return BOOKING_MESSAGES.licenceMissing;
  }
}

/** `BOOKING_MESSAGES.tooLong` in a page's words: "Une réservation ne peut pas dépasser 90 jours." */
export function bookingTooLong(maxDays: number, i18n: I18n): string {
  return i18n._(msg`Une réservation ne peut pas dépasser ${plural(maxDays, { one: "# jour", other: "# jours" })}.`);
}

/**
 * Why a booking request is refused: the French message (for the logs and the tests), and what the
 * pages read instead of its words — the code a route's status comes from (none: the request itself
 * was wrong, 400), the longest stay when the stay was too long (`bookingTooLong` says it), and
 * whether the dates were missing (the answer's title says so).
 */
export type BookingRefusal = { ok: false; error: string; code?: RefusalCode; maxDays?: number; datesMissing?: true };

/** A refusal with its marked message, and its code unless the request itself was wrong. */
export function bookingRefusal(error: string, code?: RefusalCode): BookingRefusal {
  return code ? { ok: false, error, code } : { ok: false, error };
}

/** The refusal of a stay longer than `maxDays`: the number travels as data, never read back from the words. */
export function bookingTooLongRefusal(maxDays: number): BookingRefusal {
  return { ok: false, error: BOOKING_MESSAGES.tooLong(maxDays), maxDays };
}

/** A refusal in a page's words: the stay's length from its `maxDays`, any other its marked message. */
export function bookingRefusalText(refusal: Pick<BookingRefusal, "error" | "maxDays">, i18n: I18n): string {
  return refusal.maxDays === undefined ? i18n._(refusal.error) : bookingTooLong(refusal.maxDays, i18n);
}

const DAY_MS = 86_400_000;

/** Spec §9: both dates count ("du 10 au 12" is 3 days). */
export function bookingDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** "2027-03-10" → "10/03/2027", as the booking notifications print a date. */
export function shortFrenchDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

/**
 * The last day a stay may reach when asked for on `today`: the same date BOOKING_MONTHS_AHEAD
 * months on (the month's last day when it is shorter), the calendar's last page.
 */
export function lastBookableDay(today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + BOOKING_MONTHS_AHEAD, 1));
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, daysInTarget));
  return dayOf(target);
}

/** Why these dates cannot be asked for on `today` when stays last at most `maxDays` (the request's fault: no code), or null when they can. */
export function bookingDatesError(startDate: unknown, endDate: unknown, today: string, maxDays: number): BookingRefusal | null {
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) return { ok: false, error: BOOKING_MESSAGES.datesMissing, datesMissing: true };
  if (startDate < today) return bookingRefusal(BOOKING_MESSAGES.pastDates);
  if (endDate < startDate) return bookingRefusal(BOOKING_MESSAGES.endBeforeStart);
  if (bookingDays(startDate, endDate) > maxDays) return bookingTooLongRefusal(maxDays);
  if (endDate > lastBookableDay(today)) return bookingRefusal(BOOKING_MESSAGES.tooFarAhead);
  return null;
}
