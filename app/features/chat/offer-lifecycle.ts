/**
 * An offer's lifecycle, the one place that says which status may follow which and who may move it.
 * The server's writes and the chat card's buttons both ask it.
 *
 *   pending (the buyer's amount) ──accept (seller)──▶ accepted
 *      │  ▲                     ──refuse (seller)──▶ refused
 *      │  └──counter (buyer)──┐ ──withdraw (buyer)─▶ withdrawn
 *      └──counter (seller)──▶ countered (the seller's amount) ──accept / refuse (buyer)──▶ accepted / refused
 *                                                         ──withdraw (buyer)──────────▶ withdrawn
 *   pending or countered ──expire (system, 72 h after the last move)──▶ expired
 */

import type { OFFER_STATUS_VALUES } from "../../server/schema/chat.ts";

export type OfferStatus = (typeof OFFER_STATUS_VALUES)[number];
export type OfferActor = "buyer" | "seller" | "system";
export type OfferAction = "accept" | "refuse" | "counter" | "withdraw" | "expire";
/** The moves a party makes from the chat; expiry belongs to the clock. */
export type OfferUserAction = Exclude<OfferAction, "expire">;

type Transition = { from: OfferStatus; to: OfferStatus; by: OfferActor };

const TRANSITIONS: Readonly<Record<OfferAction, readonly Transition[]>> = {
  // Whoever did not make the proposal on the table answers it.
  accept: [
    { from: "pending", to: "accepted", by: "seller" },
    { from: "countered", to: "accepted", by: "buyer" },
  ],
  refuse: [
    { from: "pending", to: "refused", by: "seller" },
    { from: "countered", to: "refused", by: "buyer" },
  ],
  counter: [
    { from: "pending", to: "countered", by: "seller" },
    { from: "countered", to: "pending", by: "buyer" },
  ],
  // The buyer may take the negotiation back while it is open, whoever's amount is on the table.
  withdraw: [
    { from: "pending", to: "withdrawn", by: "buyer" },
    { from: "countered", to: "withdrawn", by: "buyer" },
  ],
  expire: [
    { from: "pending", to: "expired", by: "system" },
    { from: "countered", to: "expired", by: "system" },
  ],
};

/** A proposal stands this long after its last move; then the offer expires. */
export const OFFER_VALID_HOURS = 72;

/** The bounds of an offer, in percent of the listing's price. */
export const OFFER_MIN_PERCENT = 30;
export const OFFER_MAX_PERCENT = 100;

export const OPEN_OFFER_STATUSES = ["pending", "countered"] as const satisfies readonly OfferStatus[];

export function isOpen(status: string): boolean {
  return (OPEN_OFFER_STATUSES as readonly string[]).includes(status);
}

/** The status an action leads to, or null when this actor may not take it from this status. */
export function nextOfferStatus(status: string, action: OfferAction, actor: OfferActor): OfferStatus | null {
  const transition = TRANSITIONS[action]?.find((t) => t.from === status && t.by === actor);
  return transition?.to ?? null;
}

/** What the card shows: an open offer past its time reads as expired before the job has swept it. */
export function effectiveStatus(offer: { status: OfferStatus; expiresAt: Date | string }, now: Date): OfferStatus {
  return isOpen(offer.status) && new Date(offer.expiresAt).getTime() <= now.getTime() ? "expired" : offer.status;
}

/** The buttons a party sees on an offer's card: only the moves the lifecycle gives them. */
export function offerActions(status: OfferStatus, actor: "buyer" | "seller"): OfferUserAction[] {
  return (["accept", "refuse", "counter", "withdraw"] as const).filter((action) => nextOfferStatus(status, action, actor) !== null);
}

export function isOfferUserAction(value: unknown): value is OfferUserAction {
  return value === "accept" || value === "refuse" || value === "counter" || value === "withdraw";
}

export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  pending: /*i18n*/ "En attente",
  countered: /*i18n*/ "Contre-offre",
  accepted: /*i18n*/ "Acceptée",
  refused: /*i18n*/ "Refusée",
  withdrawn: /*i18n*/ "Retirée",
  expired: /*i18n*/ "Expirée",
};

export const OFFER_ACTION_LABELS: Readonly<Record<OfferUserAction, string>> = {
  accept: /*i18n*/ "Accepter",
  refuse: /*i18n*/ "Refuser",
  counter: /*i18n*/ "Contre-offre",
  withdraw: /*i18n*/ "Retirer",
};

/** When a proposal made at `at` stops standing. */
export function offerDeadline(at: Date): Date {
  return new Date(at.getTime() + OFFER_VALID_HOURS * 3_600_000);
}

/** The lowest and highest amount (XOF) one may offer for a price. */
export function offerBounds(priceXof: number): { min: number; max: number } {
  return { min: Math.ceil((priceXof * OFFER_MIN_PERCENT) / 100), max: Math.floor((priceXof * OFFER_MAX_PERCENT) / 100) };
}

export const OFFER_MESSAGES = {
  unavailable: /*i18n*/ "Cette annonce n'accepte pas d'offre : elle n'est plus en vente.",
  self: /*i18n*/ "Vous ne pouvez pas faire d'offre sur votre propre annonce.",
  alreadyOpen: /*i18n*/ "Vous avez déjà une offre en cours sur cette annonce : attendez la réponse du vendeur ou retirez-la.",
  alreadyAccepted: /*i18n*/ "Le vendeur a déjà accepté votre offre sur cette annonce : convenez de la suite dans la conversation.",
  amountMissing: /*i18n*/ "Indiquez le montant de votre offre.",
  notFound: /*i18n*/ "Offre introuvable.",
  notAllowed: /*i18n*/ "Cette action n'est plus possible sur cette offre.",
  expired: /*i18n*/ "Cette offre a expiré.",
  failed: /*i18n*/ "L'offre n'a pas pu être enregistrée. Réessayez.",
} as const;
