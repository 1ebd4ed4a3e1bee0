import { addDays, dayOf, isCalendarDay } from "../../lib/calendar-day.ts";

/** Booking rules and messages shared by the booking form (browser) and the server. */

// The calendar-day helpers, where the booking code has always found them.
export { addDays, dayOf, isCalendarDay };

/** The rental calculator's longest typed stay (spec §9): a request covers at most this many days. */
export const MAX_BOOKING_DAYS = 365;
export const BOOKING_NOTES_MAX = 1000;
/** The `intent` of the 'Réserver' form, among the rental page's other forms (review, contact). */
export const BOOKING_INTENT = "book";

export const BOOKING_MESSAGES = {
  datesMissingTitle: "Dates manquantes",
  datesMissing: "Veuillez sélectionner les dates de début et de fin.",
  signInTitle: "Non connecté",
  signIn: "Vous devez être connecté pour réserver.",
  sentTitle: "Demande envoyée !",
  sent: "Le propriétaire a été notifié. Vous recevrez une réponse bientôt.",
  failedTitle: "Erreur",
  pastDates: "Les dates passées ne peuvent pas être réservées.",
  endBeforeStart: "La date de fin doit être postérieure ou égale à la date de début.",
  tooLong: `Une réservation ne peut pas dépasser ${MAX_BOOKING_DAYS} jours.`,
  notesTooLong: `Le message ne doit pas dépasser ${BOOKING_NOTES_MAX} caractères.`,
  unavailable: "Ce véhicule n'est pas disponible à la location.",
  ownListing: "Vous ne pouvez pas réserver votre propre véhicule.",
  datesTaken: "Ces dates sont déjà réservées. Veuillez choisir d'autres dates.",
  tooExpensive: "Le montant de cette réservation est trop élevé.",
  statusFailed: "Impossible de mettre à jour le statut",
} as const;

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

/** Why these dates cannot be asked for on `today`, or null when they can. */
export function bookingDatesError(startDate: unknown, endDate: unknown, today: string): string | null {
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) return BOOKING_MESSAGES.datesMissing;
  if (startDate < today) return BOOKING_MESSAGES.pastDates;
  if (endDate < startDate) return BOOKING_MESSAGES.endBeforeStart;
  if (bookingDays(startDate, endDate) > MAX_BOOKING_DAYS) return BOOKING_MESSAGES.tooLong;
  return null;
}
