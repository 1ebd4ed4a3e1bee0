/**
 * The booking lifecycle, the one place that says which status may follow which and who may move it.
 * The server's writes and the pages' buttons both ask it.
 *
 *   pending ──accept (owner)──▶ confirmed ──pickup (the party confirming the pick-up record, or the clock)──▶ in_progress
 *      │ └────refuse (owner)──▶ rejected      │                                                                 │
 *      ├─────cancel (renter)──▶ cancelled     └─complete (clock: last day passed, no record)──▶ completed     return (the party confirming the return record, or the clock)
 *      └─────expire (clock: 48 h unanswered                                                        ▲          ▼
 *                   or start date passed)──▶ cancelled (expired)                                    ├─settle── returned (the deposit: given back, its claim accepted, or the clock)
 *                                                                                                 │          │
 *                                                                                                 └─resolve── disputed ◀─dispute (a party contests the return record, the renter the deposit claim)
 *                                                                                                   (admin)
 */

import type { BOOKING_CANCEL_REASONS, BOOKING_STATUS_VALUES } from "../../server/schema/bookings.ts";

export type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number];

export type BookingActor = "owner" | "renter" | "system" | "admin";
export type BookingAction = "accept" | "refuse" | "cancel" | "expire" | "complete" | "pickup" | "return" | "settle" | "dispute" | "resolve";
/** The actions a person triggers from the bookings list; the records, the deposit and the disputes move the others. */
export type BookingUserAction = Extract<BookingAction, "accept" | "refuse" | "cancel">;
export type CancelReason = (typeof BOOKING_CANCEL_REASONS)[number];

interface Transition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly BookingActor[];
  cancelReason?: CancelReason;
}

const PARTIES = ["owner", "renter"] as const;

export const BOOKING_TRANSITIONS: Readonly<Record<BookingAction, Transition>> = {
  accept: { from: ["pending"], to: "confirmed", by: ["owner"] },
  refuse: { from: ["pending"], to: "rejected", by: ["owner"] },
  cancel: { from: ["pending"], to: "cancelled", by: ["renter"], cancelReason: "renter" },
  expire: { from: ["pending"], to: "cancelled", by: ["system"], cancelReason: "expired" },
  complete: { from: ["confirmed"], to: "completed", by: ["system"] },
  // A record is confirmed by the party who did not write it, or by the clock 24 hours after it was sent.
  pickup: { from: ["confirmed"], to: "in_progress", by: [...PARTIES, "system"] },
  return: { from: ["in_progress"], to: "returned", by: [...PARTIES, "system"] },
  settle: { from: ["returned"], to: "completed", by: [...PARTIES, "system"] },
  dispute: { from: ["in_progress", "returned"], to: "disputed", by: PARTIES },
  resolve: { from: ["disputed"], to: "completed", by: ["admin"] },
};

/** A pending request the owner has not answered after this long is cancelled. */
export const PENDING_ANSWER_HOURS = 48;

/** The status an action leads to, or null when this actor may not take it from this status. */
export function nextStatus(status: string, action: BookingAction, actor: BookingActor): BookingStatus | null {
  const transition = Object.hasOwn(BOOKING_TRANSITIONS, action) ? BOOKING_TRANSITIONS[action] : undefined;
  if (!transition || !(transition.from as readonly string[]).includes(status) || !transition.by.includes(actor)) return null;
  return transition.to;
}

/** The buttons a person sees on a booking: only the transitions the lifecycle gives them. */
export function userActions(status: string, actor: "owner" | "renter"): BookingUserAction[] {
  return (["accept", "refuse", "cancel"] as const).filter((action) => nextStatus(status, action, actor) !== null);
}

export function isBookingUserAction(value: unknown): value is BookingUserAction {
  return value === "accept" || value === "refuse" || value === "cancel";
}

/**
 * Pending, confirmed and under-way bookings hold their days (no other booking may share one; the
 * database's rental_bookings_no_overlap says the same); a car returned, or a request closed, frees them.
 */
export const HOLDING_STATUSES = ["pending", "confirmed", "in_progress"] as const satisfies readonly BookingStatus[];

/** A car handed over whose rental is not settled yet (its return, deposit or dispute): it still binds both parties. */
export const UNSETTLED_STATUSES = ["in_progress", "returned", "disputed"] as const satisfies readonly BookingStatus[];

export function holdsDays(status: string): boolean {
  return (HOLDING_STATUSES as readonly string[]).includes(status);
}

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: /*i18n*/ "En attente",
  confirmed: /*i18n*/ "Confirmée",
  in_progress: /*i18n*/ "En cours",
  returned: /*i18n*/ "Véhicule rendu",
  disputed: /*i18n*/ "En litige",
  rejected: /*i18n*/ "Refusée",
  cancelled: /*i18n*/ "Annulée",
  completed: /*i18n*/ "Terminée",
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && Object.hasOwn(BOOKING_STATUS_LABELS, value);
}

/** Spec: an unknown status reads as pending. French; a page shows it with `i18n._`. */
export function statusLabel(status: string | null | undefined): string {
  return BOOKING_STATUS_LABELS[isBookingStatus(status) ? status : "pending"];
}

/** When a request made at `createdAt` stops waiting for its owner's answer. */
export function answerDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PENDING_ANSWER_HOURS * 3_600_000);
}
