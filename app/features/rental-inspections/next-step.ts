import { type BookingFacts, type InspectionPhase, type InspectionStatus, answerDeadline, recordWindowProblem } from "./inspection-rules.ts";

/** What a record needs the booking's page to know. */
export interface RecordState {
  status: InspectionStatus;
  recordedById: string;
  submittedAt: Date | null;
}

/**
 * The one next step a party sees on a booking's page: write (or go on writing) a record, answer
 * the other's, wait for their answer until its deadline, wait while they write it; null when the
 * records have nothing more to ask of anyone.
 */
export type NextStep =
  | { kind: "record"; phase: InspectionPhase; resume: boolean }
  | { kind: "answer"; phase: InspectionPhase; deadline: Date }
  | { kind: "awaiting-answer"; phase: InspectionPhase; deadline: Date }
  | { kind: "other-recording"; phase: InspectionPhase };

export function nextStep(
  viewerId: string,
  booking: BookingFacts,
  records: { pickup: RecordState | null; return: RecordState | null },
  now: Date,
): NextStep | null {
  for (const phase of ["pickup", "return"] as const) {
    const record = records[phase];
    if (record && (record.status === "confirmed" || record.status === "contested")) continue;
    if (record?.status === "submitted" && record.submittedAt) {
      const deadline = answerDeadline(record.submittedAt);
      if (deadline.getTime() < now.getTime()) return null; // the clock confirms it at its next sweep
      return record.recordedById === viewerId ? { kind: "awaiting-answer", phase, deadline } : { kind: "answer", phase, deadline };
    }
    if (recordWindowProblem(phase, booking, now)) return null;
    if (record && record.recordedById !== viewerId) return { kind: "other-recording", phase };
    return { kind: "record", phase, resume: record !== null };
  }
  return null;
}
