import type { DISPUTE_SUBJECT_VALUES } from "../../server/schema/rental-safety.ts";

/** Rules and words of the admins' 'Litiges', shared by the pages and the server. */

export type DisputeSubject = (typeof DISPUTE_SUBJECT_VALUES)[number];

export const DISPUTE_SUBJECT_LABELS: Readonly<Record<DisputeSubject, string>> = {
  pickup: /*i18n*/ "État des lieux de départ",
  return: /*i18n*/ "État des lieux de retour",
  deposit: /*i18n*/ "Caution",
};

export const DECISION_MAX = 2000;
/** The settled disputes the list shows under the open ones. */
export const SETTLED_SHOWN = 50;

export const DISPUTE_MESSAGES = {
  notFound: /*i18n*/ "Litige introuvable.",
  alreadySettled: /*i18n*/ "Ce litige a déjà été tranché par un administrateur.",
  decisionRequired: /*i18n*/ "Rédigez la décision : les deux parties la liront.",
  decisionTooLong: /*i18n*/ "La décision ne doit pas dépasser 2 000 caractères.",
  keptMissing: /*i18n*/ "Indiquez le montant retenu par le propriétaire, 0 pour rendre toute la caution.",
  keptInvalid: /*i18n*/ "Le montant retenu doit être un nombre entier de FCFA, entre 0 et le montant de la caution.",
  settled: /*i18n*/ "Décision rendue : les deux parties sont prévenues.",
} as const;

/**
 * Whether the decision of a dispute says what happens to the deposit: a booking with one, and a
 * dispute about its end (the return record or the claim). A contested pick-up is decided while
 * the car is still out, before anything about the deposit is known.
 */
export function decidesDeposit(subject: DisputeSubject, depositAmount: number): boolean {
  return depositAmount > 0 && subject !== "pickup";
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The decision both parties will read: required, trimmed, at most 2 000 characters. */
export function checkDecision(raw: unknown): Checked<string> {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return { ok: false, error: DISPUTE_MESSAGES.decisionRequired };
  if ([...text].length > DECISION_MAX) return { ok: false, error: DISPUTE_MESSAGES.decisionTooLong };
  return { ok: true, value: text };
}

/** What the owner keeps, as the admin decides: a whole number of FCFA from 0 to the deposit. */
export function parseDepositKept(raw: unknown, deposit: number): Checked<number> {
  const text = typeof raw === "string" ? raw.replace(/[\s\u00a0\u202f]/g, "") : "";
  if (text === "") return { ok: false, error: DISPUTE_MESSAGES.keptMissing };
  if (!/^\d{1,12}$/.test(text)) return { ok: false, error: DISPUTE_MESSAGES.keptInvalid };
  const value = Number(text);
  return value <= deposit ? { ok: true, value } : { ok: false, error: DISPUTE_MESSAGES.keptInvalid };
}

/** How long a dispute has been open, in whole hours (the list says hours under two days, then days). */
export function hoursOpen(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000));
}
