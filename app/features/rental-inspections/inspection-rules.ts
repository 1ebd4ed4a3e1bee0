import { addDays, dayOf } from "../../lib/calendar-day.ts";
import type { DEPOSIT_METHOD_VALUES, INSPECTION_PHASE_VALUES, INSPECTION_STATUS_VALUES, INSPECTION_VIEW_VALUES } from "../../server/schema/rental-safety.ts";

/**
 * The rules of a rental's 'État des lieux' (check-in at pick-up, check-out at return), shared by
 * the browser and the server: when a record may be written, who answers it and until when, what it
 * must hold, and the words the pages show. The server checks every one of them again.
 */

export type InspectionPhase = (typeof INSPECTION_PHASE_VALUES)[number];
export type InspectionStatus = (typeof INSPECTION_STATUS_VALUES)[number];
export type InspectionView = (typeof INSPECTION_VIEW_VALUES)[number];
export type DepositMethod = (typeof DEPOSIT_METHOD_VALUES)[number];
export type PartyRole = "owner" | "renter";

/** The six views every record shows at least once; 'other' holds the close-ups of damage. */
export const REQUIRED_VIEWS = ["front", "back", "left", "right", "interior", "dashboard"] as const satisfies readonly InspectionView[];
export const ALL_VIEWS = [...REQUIRED_VIEWS, "other"] as const satisfies readonly InspectionView[];

/** The record form's file inputs: one per view ('photo-front'…, 'photo-other' taking several). */
export const photoInputName = (view: (typeof ALL_VIEWS)[number]) => `photo-${view}`;
export const MIN_PHOTOS = 6;
export const MAX_PHOTOS = 20;
export const MAX_MILEAGE = 2_000_000;
export const FULL_TANK_EIGHTHS = 8;
export const NOTES_MAX = 2000;
export const CONTEST_REASON_MAX = 1000;
export const DEPOSIT_NOTE_MAX = 200;
/** The other party answers within this long after the record was sent; then the clock confirms it. */
export const ANSWER_HOURS = 24;
/** A return may be recorded up to this many days after the booking's last day. */
export const RETURN_GRACE_DAYS = 7;

/** The phases as the page addresses write them: /bookings/:id/etat-des-lieux/depart|retour. */
const PHASE_OF_SLUG: Readonly<Record<string, InspectionPhase>> = { depart: "pickup", retour: "return" };

export function phaseOfSlug(slug: unknown): InspectionPhase | null {
  return typeof slug === "string" && Object.hasOwn(PHASE_OF_SLUG, slug) ? PHASE_OF_SLUG[slug] : null;
}

export function slugOfPhase(phase: InspectionPhase): "depart" | "retour" {
  return phase === "pickup" ? "depart" : "retour";
}

export function inspectionPath(bookingId: string, phase: InspectionPhase): string {
  return `/bookings/${bookingId}/etat-des-lieux/${slugOfPhase(phase)}`;
}

export function isInspectionView(value: unknown): value is InspectionView {
  return typeof value === "string" && (ALL_VIEWS as readonly string[]).includes(value);
}

export function isDepositMethod(value: unknown): value is DepositMethod {
  return value === "cash" || value === "mobile_money";
}

export const VIEW_LABELS: Readonly<Record<InspectionView, string>> = {
  front: /*i18n*/ "Avant",
  back: /*i18n*/ "Arrière",
  left: /*i18n*/ "Côté gauche",
  right: /*i18n*/ "Côté droit",
  interior: /*i18n*/ "Intérieur",
  dashboard: /*i18n*/ "Tableau de bord",
  other: /*i18n*/ "Autres photos (dégâts, détails)",
};

export const PHASE_TITLES: Readonly<Record<InspectionPhase, string>> = {
  pickup: /*i18n*/ "État des lieux de départ",
  return: /*i18n*/ "État des lieux de retour",
};

export const INSPECTION_STATUS_LABELS: Readonly<Record<InspectionStatus, string>> = {
  draft: /*i18n*/ "En cours de saisie",
  submitted: /*i18n*/ "En attente de confirmation",
  confirmed: /*i18n*/ "Confirmé",
  contested: /*i18n*/ "Contesté",
};

export const DEPOSIT_METHOD_LABELS: Readonly<Record<DepositMethod, string>> = {
  cash: /*i18n*/ "Espèces",
  mobile_money: /*i18n*/ "Mobile money",
};

/** 'Vide', '1/8' … '7/8', 'Plein'; the fractions are the same in every language. */
export function fuelLabel(eighths: number): string {
  if (eighths <= 0) return /*i18n*/ "Vide";
  if (eighths >= FULL_TANK_EIGHTHS) return /*i18n*/ "Plein";
  return `${eighths}/8`;
}

export const FUEL_LEVELS = Array.from({ length: FULL_TANK_EIGHTHS + 1 }, (_, eighths) => eighths);

export const INSPECTION_MESSAGES = {
  notFound: /*i18n*/ "Réservation introuvable.",
  pickupNotYet: /*i18n*/ "L'état des lieux de départ se fait à partir de la veille du premier jour de location, sur une réservation confirmée.",
  pickupClosed: /*i18n*/ "L'état des lieux de départ n'est plus possible pour cette réservation.",
  returnNotYet: /*i18n*/ "L'état des lieux de retour se fait une fois le départ confirmé.",
  returnClosed: /*i18n*/ "Le délai pour faire l'état des lieux de retour est dépassé.",
  otherRecorder: /*i18n*/ "L'autre partie a déjà commencé cet état des lieux : c'est à elle de le remplir, vous le confirmerez ensuite.",
  notDraft: /*i18n*/ "Cet état des lieux a déjà été envoyé : il ne peut plus être modifié.",
  mileageInvalid: /*i18n*/ "Le kilométrage doit être un nombre entier entre 0 et 2 000 000 km.",
  mileageMissing: /*i18n*/ "Indiquez le kilométrage.",
  mileageBelowPickup: /*i18n*/ "Le kilométrage au retour ne peut pas être inférieur à celui du départ.",
  fuelInvalid: /*i18n*/ "Choisissez le niveau de carburant.",
  notesTooLong: /*i18n*/ "Les remarques ne doivent pas dépasser 2000 caractères.",
  depositMethodMissing: /*i18n*/ "Indiquez comment la caution a été remise.",
  depositNoteMissing: /*i18n*/ "Ajoutez une note sur la caution (par exemple la référence de la transaction).",
  depositNoteTooLong: /*i18n*/ "La note sur la caution ne doit pas dépasser 200 caractères.",
  tooFewPhotos: /*i18n*/ "Ajoutez au moins 6 photos : avant, arrière, les deux côtés, l'intérieur et le tableau de bord.",
  missingViews: /*i18n*/ "Il manque des photos obligatoires : avant, arrière, côté gauche, côté droit, intérieur et tableau de bord.",
  tooManyPhotos: /*i18n*/ "20 photos au maximum par état des lieux.",
  photoMissing: /*i18n*/ "Choisissez une photo à envoyer.",
  photoNotImage: /*i18n*/ "La photo doit être une image JPG, PNG ou WEBP.",
  photoTooLarge: /*i18n*/ "La photo ne doit pas dépasser 5 MB.",
  photoTooManyPixels: /*i18n*/ "La photo est trop grande : 50 mégapixels au maximum.",
  photoNotFound: /*i18n*/ "Photo introuvable.",
  notYours: /*i18n*/ "Vous ne pouvez pas répondre à votre propre état des lieux : l'autre partie doit le confirmer.",
  nothingToAnswer: /*i18n*/ "Cet état des lieux n'attend pas de réponse.",
  answerLate: /*i18n*/ "Le délai de 24 heures pour répondre est dépassé : l'état des lieux a été confirmé automatiquement.",
  reasonMissing: /*i18n*/ "Expliquez pourquoi vous contestez cet état des lieux.",
  reasonTooLong: /*i18n*/ "Le motif ne doit pas dépasser 1000 caractères.",
  saved: /*i18n*/ "Brouillon enregistré.",
  photoAdded: /*i18n*/ "Photo ajoutée.",
  photoRemoved: /*i18n*/ "Photo retirée.",
  submitted: /*i18n*/ "État des lieux envoyé : l'autre partie a 24 heures pour le confirmer.",
  confirmed: /*i18n*/ "État des lieux confirmé.",
  contested: /*i18n*/ "État des lieux contesté : un administrateur va examiner le litige.",
} as const;

/** What the rules look at on a booking. */
export interface BookingFacts {
  status: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

/**
 * Why a record of this phase may not be started or edited now (a marked message), or null: the
 * pick-up on a confirmed booking from the day before its first day to its last; the return on a
 * booking under way until RETURN_GRACE_DAYS after its last day.
 */
export function recordWindowProblem(phase: InspectionPhase, booking: BookingFacts, now: Date): string | null {
  const today = dayOf(now);
  if (phase === "pickup") {
    if (booking.status !== "confirmed") return booking.status === "pending" ? INSPECTION_MESSAGES.pickupNotYet : INSPECTION_MESSAGES.pickupClosed;
    if (today < addDays(booking.startDate, -1)) return INSPECTION_MESSAGES.pickupNotYet;
    if (today > booking.endDate) return INSPECTION_MESSAGES.pickupClosed;
    return null;
  }
  if (booking.status === "pending" || booking.status === "confirmed") return INSPECTION_MESSAGES.returnNotYet;
  if (booking.status !== "in_progress") return INSPECTION_MESSAGES.returnClosed;
  if (today > addDays(booking.endDate, RETURN_GRACE_DAYS)) return INSPECTION_MESSAGES.returnClosed;
  return null;
}

/** When the other party's time to answer a record sent at `submittedAt` ends. */
export function answerDeadline(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + ANSWER_HOURS * 3_600_000);
}

export function withinAnswerWindow(submittedAt: Date, now: Date): boolean {
  return now.getTime() <= answerDeadline(submittedAt).getTime();
}

/** The role of a member in a booking, or null when they are not one of its two parties. */
export function partyRole(userId: string, booking: { ownerId: string; renterId: string }): PartyRole | null {
  if (userId === booking.ownerId) return "owner";
  if (userId === booking.renterId) return "renter";
  return null;
}

/** Only the party who did not write a record answers it. */
export function mayAnswer(userId: string, record: { recordedBy: string }, booking: { ownerId: string; renterId: string }): boolean {
  return partyRole(userId, booking) !== null && record.recordedBy !== userId;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A typed mileage: empty is null (not given yet), else a whole number of km, spaces allowed ("125 400"). */
export function parseMileage(value: unknown): Parsed<number | null> {
  const text = typeof value === "string" ? value.replace(/[\s\u00a0\u202f.]/g, "") : "";
  if (text === "") return { ok: true, value: null };
  if (!/^\d{1,7}$/.test(text)) return { ok: false, error: INSPECTION_MESSAGES.mileageInvalid };
  const km = Number(text);
  return km <= MAX_MILEAGE ? { ok: true, value: km } : { ok: false, error: INSPECTION_MESSAGES.mileageInvalid };
}

/** A chosen fuel level: empty is null, else 0 to 8 eighths. */
export function parseFuel(value: unknown): Parsed<number | null> {
  if (value === null || value === undefined || value === "") return { ok: true, value: null };
  if (typeof value !== "string" || !/^\d$/.test(value) || Number(value) > FULL_TANK_EIGHTHS) return { ok: false, error: INSPECTION_MESSAGES.fuelInvalid };
  return { ok: true, value: Number(value) };
}

/** The fields a record holds besides its photos. */
export interface RecordFields {
  mileage: number | null;
  fuelEighths: number | null;
  notes: string | null;
  depositMethod: DepositMethod | null;
  depositNote: string | null;
}

export type FieldName = "mileage" | "fuel" | "notes" | "depositMethod" | "depositNote";
export type FieldProblems = Partial<Record<FieldName, string>>;

/** A posted form's fields read as a draft, with the problems of those that cannot be kept (null when none). */
export function readRecordFields(form: { get(name: string): unknown }): { fields: RecordFields; problems: FieldProblems | null } {
  const problems: FieldProblems = {};
  const mileage = parseMileage(form.get("mileage"));
  if (!mileage.ok) problems.mileage = mileage.error;
  const fuel = parseFuel(form.get("fuel"));
  if (!fuel.ok) problems.fuel = fuel.error;
  const notesValue = form.get("notes");
  const notes = typeof notesValue === "string" && notesValue.trim() !== "" ? notesValue.trim() : null;
  if (notes && notes.length > NOTES_MAX) problems.notes = INSPECTION_MESSAGES.notesTooLong;
  const method = form.get("depositMethod");
  const noteValue = form.get("depositNote");
  const depositNote = typeof noteValue === "string" && noteValue.trim() !== "" ? noteValue.trim() : null;
  if (depositNote && depositNote.length > DEPOSIT_NOTE_MAX) problems.depositNote = INSPECTION_MESSAGES.depositNoteTooLong;
  const fields: RecordFields = {
    mileage: mileage.ok ? mileage.value : null,
    fuelEighths: fuel.ok ? fuel.value : null,
    notes: problems.notes ? null : notes,
    depositMethod: isDepositMethod(method) ? method : null,
    depositNote: problems.depositNote ? null : depositNote,
  };
  return { fields, problems: Object.keys(problems).length > 0 ? problems : null };
}

/** What a record must hold to be sent: every field, the six views, 6 to 20 photos, a deposit's handover. */
export interface SubmissionFacts extends RecordFields {
  phase: InspectionPhase;
  views: readonly InspectionView[];
  /** The pick-up record's mileage, for a return. */
  pickupMileage: number | null;
  depositAmount: number;
}

/** The problems that keep a record from being sent (null when none): each field's, and the photos' under "photos". */
export function submissionProblems(facts: SubmissionFacts): (FieldProblems & { photos?: string }) | null {
  const problems: FieldProblems & { photos?: string } = {};
  if (facts.mileage === null) problems.mileage = INSPECTION_MESSAGES.mileageMissing;
  else if (facts.phase === "return" && facts.pickupMileage !== null && facts.mileage < facts.pickupMileage)
    problems.mileage = INSPECTION_MESSAGES.mileageBelowPickup;
  if (facts.fuelEighths === null) problems.fuel = INSPECTION_MESSAGES.fuelInvalid;
  if (facts.notes && facts.notes.length > NOTES_MAX) problems.notes = INSPECTION_MESSAGES.notesTooLong;
  if (facts.phase === "pickup" && facts.depositAmount > 0) {
    if (!facts.depositMethod) problems.depositMethod = INSPECTION_MESSAGES.depositMethodMissing;
    if (!facts.depositNote) problems.depositNote = INSPECTION_MESSAGES.depositNoteMissing;
  }
  if (facts.views.length < MIN_PHOTOS) problems.photos = INSPECTION_MESSAGES.tooFewPhotos;
  else if (facts.views.length > MAX_PHOTOS) problems.photos = INSPECTION_MESSAGES.tooManyPhotos;
  else if (missingViews(facts.views).length > 0) problems.photos = INSPECTION_MESSAGES.missingViews;
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The required views no photo shows yet. */
export function missingViews(views: readonly InspectionView[]): InspectionView[] {
  return REQUIRED_VIEWS.filter((view) => !views.includes(view));
}

/** The return record against the pick-up one: km driven and the fuel's change in eighths. */
export function recordDifference(
  pickup: { mileage: number | null; fuelEighths: number | null },
  back: { mileage: number | null; fuelEighths: number | null },
): { km: number | null; fuelChange: number | null } {
  return {
    km: pickup.mileage !== null && back.mileage !== null ? back.mileage - pickup.mileage : null,
    fuelChange: pickup.fuelEighths !== null && back.fuelEighths !== null ? back.fuelEighths - pickup.fuelEighths : null,
  };
}

/** A fuel change as the records show it: "+2/8", "−3/8" (a true minus sign), "0/8". */
export function fuelChangeLabel(change: number): string {
  if (change > 0) return `+${change}/8`;
  if (change < 0) return `\u2212${-change}/8`;
  return "0/8";
}

/** How a refused photo reads, whatever found the problem. */
export function photoProblemMessage(problem: "not-image" | "too-large" | "too-many-pixels"): string {
  if (problem === "too-large") return INSPECTION_MESSAGES.photoTooLarge;
  return problem === "too-many-pixels" ? INSPECTION_MESSAGES.photoTooManyPixels : INSPECTION_MESSAGES.photoNotImage;
}
