import { bookingRecords } from "../rental-inspections/booking-records.server.ts";
import type { DepositMethod, InspectionStatus } from "../rental-inspections/inspection-rules.ts";
import { type PartyBooking, partyBooking } from "../rental-inspections/party-booking.server.ts";
import { type ClaimPhoto, type DepositRow, claimPhotos, depositRow } from "./deposit-records.server.ts";
import { type DepositStep, answerDeadline, depositChoices, depositStep } from "./deposit-rules.ts";

export interface DepositPage {
  booking: PartyBooking;
  /** The handover as the pick-up record says it; null before that record exists. */
  handover: { method: DepositMethod | null; note: string | null; recordStatus: InspectionStatus; recordedByRenter: boolean } | null;
  decision: DepositRow | null;
  photos: ClaimPhoto[];
  step: DepositStep;
  /** When the renter's 24 hours to answer end, while a claim waits. */
  answerBy: Date | null;
  may: { decide: boolean; answer: boolean };
}

/** 'Caution' for one of the booking's two parties; null for anyone else or an id that is not one (the page answers 404). */
export async function depositPage(userId: string, bookingId: unknown, now = new Date()): Promise<DepositPage | null> {
  const booking = await partyBooking(userId, bookingId);
  if (!booking) return null;
  const [records, decision, photos] = await Promise.all([bookingRecords(booking.id), depositRow(booking.id), claimPhotos(booking.id)]);
  const pickup = records.pickup;
  const step = depositStep(booking, decision, now);
  return {
    booking,
    handover: pickup
      ? { method: pickup.depositMethod, note: pickup.depositNote, recordStatus: pickup.status, recordedByRenter: pickup.recordedBy.id === booking.renterId }
      : null,
    decision,
    photos,
    step,
    answerBy: decision && step === "to-answer" ? answerDeadline(decision.decidedAt) : null,
    may: depositChoices(step, booking.role),
  };
}
