import type { InspectionPhase } from "../inspection-rules.ts";

/**
 * The record form's typed fields, kept in this browser until the record is sent: a dropped
 * connection or a reload loses nothing. Storage may be refused (private browsing, a full disk):
 * the form then works as without it.
 */
export interface DraftFieldsCopy {
  /** When it was typed (ms): a copy older than the server's draft gives way to it. */
  at: number;
  values: Record<string, string>;
}

const keyOf = (bookingId: string, phase: InspectionPhase) => `etat-des-lieux:${bookingId}:${phase}`;

export function keepDraftFields(bookingId: string, phase: InspectionPhase, values: Record<string, string>): void {
  try {
    localStorage.setItem(keyOf(bookingId, phase), JSON.stringify({ at: Date.now(), values } satisfies DraftFieldsCopy));
  } catch {
    // Nothing kept: the server's draft remains.
  }
}

export function readDraftFields(bookingId: string, phase: InspectionPhase): DraftFieldsCopy | null {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(bookingId, phase)) ?? "null") as unknown;
    if (!stored || typeof stored !== "object") return null;
    const { at, values } = stored as Partial<DraftFieldsCopy>;
    if (typeof at !== "number" || !values || typeof values !== "object") return null;
    const strings = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    return { at, values: strings };
  } catch {
    return null;
  }
}

export function forgetDraftFields(bookingId: string, phase: InspectionPhase): void {
  try {
    localStorage.removeItem(keyOf(bookingId, phase));
  } catch {
    // Nothing to forget.
  }
}
