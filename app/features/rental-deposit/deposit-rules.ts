/**
 * The deposit's end ('Caution'), as rules both the page and the server ask: once the car is back
 * the owner gives the deposit back in full or keeps part of it (a whole number of FCFA, with a
 * reason and photos); the renter then has 24 hours to accept or contest, silence accepting.
 */

/** The renter's time to answer a claim, from the owner's decision. */
export const DEPOSIT_ANSWER_HOURS = 24;
export const DEPOSIT_REASON_MAX = 1000;
export const MAX_CLAIM_PHOTOS = 10;

export const DEPOSIT_MESSAGES = {
  notFound: /*i18n*/ "Réservation introuvable.",
  noDeposit: /*i18n*/ "Cette réservation n'a pas de caution.",
  notReturned: /*i18n*/ "La caution se règle une fois le véhicule rendu.",
  alreadyDecided: /*i18n*/ "La caution de cette réservation a déjà été réglée.",
  ownerOnly: /*i18n*/ "Seul le propriétaire décide du retour de la caution.",
  renterOnly: /*i18n*/ "Seul le locataire peut répondre à la retenue.",
  nothingToAnswer: /*i18n*/ "Aucune retenue n'attend votre réponse.",
  answerLate: /*i18n*/ "Le délai de 24 heures pour répondre est passé : la retenue est acceptée.",
  amountMissing: /*i18n*/ "Indiquez le montant retenu, en FCFA.",
  amountInvalid: /*i18n*/ "Le montant retenu doit être un nombre entier de FCFA, sans virgule.",
  amountTooHigh: /*i18n*/ "Le montant retenu ne peut pas dépasser le montant de la caution.",
  amountZero: /*i18n*/ "Pour ne rien retenir, utilisez le bouton « Rendre la caution en entier ».",
  reasonRequired: /*i18n*/ "Indiquez le motif de la retenue.",
  reasonTooLong: /*i18n*/ "Le motif ne doit pas dépasser 1 000 caractères.",
  contestReasonRequired: /*i18n*/ "Expliquez pourquoi vous contestez la retenue.",
  photosFull: /*i18n*/ "Vous avez déjà ajouté 10 photos, le maximum.",
  photoMissing: /*i18n*/ "Choisissez une photo à ajouter.",
  photoNotFound: /*i18n*/ "Cette photo n'existe plus.",
  failed: /*i18n*/ "Action impossible : rechargez la page et réessayez.",
  returnedInFull: /*i18n*/ "Caution rendue en entier : la location est terminée.",
  claimSent: /*i18n*/ "Retenue envoyée : le locataire a 24 heures pour répondre.",
  photoAdded: /*i18n*/ "Photo ajoutée.",
  photoRemoved: /*i18n*/ "Photo retirée.",
  accepted: /*i18n*/ "Retenue acceptée : la location est terminée.",
  contested: /*i18n*/ "Contestation envoyée : un administrateur va trancher.",
} as const;

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/**
 * The kept amount of a claim: a whole number of FCFA from 1 to the deposit (spaces between the
 * thousands allowed). 0 is no claim: the deposit goes back in full through its own button.
 */
export function parseKeptAmount(raw: unknown, deposit: number): AmountCheck {
  const text = typeof raw === "string" ? raw.replace(/[\s\u00a0\u202f]/g, "") : "";
  if (text === "") return { ok: false, error: DEPOSIT_MESSAGES.amountMissing };
  if (!/^\d+$/.test(text)) return { ok: false, error: DEPOSIT_MESSAGES.amountInvalid };
  // Past 12 digits it is no deposit, and Number() would start rounding it.
  if (text.replace(/^0+/, "").length > 12) return { ok: false, error: DEPOSIT_MESSAGES.amountTooHigh };
  const amount = Number(text);
  if (amount === 0) return { ok: false, error: DEPOSIT_MESSAGES.amountZero };
  if (amount > deposit) return { ok: false, error: DEPOSIT_MESSAGES.amountTooHigh };
  return { ok: true, amount };
}

export type ReasonCheck = { ok: true; reason: string } | { ok: false; error: string };

/** A reason to keep part of the deposit, or to contest it: required, trimmed, at most 1 000 characters. */
export function checkReason(raw: unknown, missing: string = DEPOSIT_MESSAGES.reasonRequired): ReasonCheck {
  const reason = typeof raw === "string" ? raw.trim() : "";
  if (reason === "") return { ok: false, error: missing };
  if ([...reason].length > DEPOSIT_REASON_MAX) return { ok: false, error: DEPOSIT_MESSAGES.reasonTooLong };
  return { ok: true, reason };
}

/** When the renter's time to answer a claim decided at `decidedAt` ends. */
export function answerDeadline(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + DEPOSIT_ANSWER_HOURS * 3_600_000);
}

/** The owner's decision as stored (booking_deposits), if there is one. */
export interface DepositDecision {
  keptAmount: number;
  decidedAt: Date;
  renterAnswer: "accepted" | "contested" | null;
  settledAt: Date | null;
}

/**
 * Where a booking's deposit stands:
 * - `none`: no deposit was asked, or the booking never started;
 * - `held`: handed over, the car not back yet;
 * - `to-decide`: the car is back, the owner gives it back or keeps part;
 * - `to-answer`: the owner keeps part, the renter has 24 hours;
 * - `lapsed`: the 24 hours passed unanswered (the clock accepts it at its next sweep);
 * - `contested`: the renter contested, an admin decides;
 * - `in-dispute`: a contested record stopped the booking before the owner decided;
 * - `settled`: done.
 */
export type DepositStep = "none" | "held" | "to-decide" | "to-answer" | "lapsed" | "contested" | "in-dispute" | "settled";

export function depositStep(booking: { status: string; depositAmount: number }, decision: DepositDecision | null, now: Date): DepositStep {
  if (booking.depositAmount <= 0) return "none";
  if (decision) {
    if (decision.settledAt) return "settled";
    if (decision.renterAnswer === "contested") return "contested";
    return now < answerDeadline(decision.decidedAt) ? "to-answer" : "lapsed";
  }
  if (booking.status === "returned") return "to-decide";
  if (booking.status === "disputed") return "in-dispute";
  if (booking.status === "confirmed" || booking.status === "in_progress") return "held";
  return "none";
}

/** What a party may do now: the owner decide (and add the claim's photos), the renter answer. */
export function depositChoices(step: DepositStep, role: "owner" | "renter"): { decide: boolean; answer: boolean } {
  return { decide: step === "to-decide" && role === "owner", answer: step === "to-answer" && role === "renter" };
}
