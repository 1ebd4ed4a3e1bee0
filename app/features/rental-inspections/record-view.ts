import type { DepositMethod, InspectionPhase, InspectionStatus, InspectionView } from "./inspection-rules.ts";

/** The records as booking-records.server.ts reads them, for the pages (no server code here). */

export interface RecordPerson {
  id: string;
  firstName: string;
  lastName: string;
}

export interface RecordPhoto {
  id: string;
  view: InspectionView;
  /** Its authorised address (bookingPhotoUrl): never a storage key. */
  url: string;
  createdAt: Date;
}

/**
 * One 'État des lieux' as the pages show it. Read only by code that has already checked the
 * viewer is a party of the booking or an admin: it carries no access check of its own.
 */
export interface RecordView {
  id: string;
  phase: InspectionPhase;
  /** draft (being written), submitted (waiting for the other party), confirmed, contested. */
  status: InspectionStatus;
  recordedBy: RecordPerson;
  mileage: number | null;
  /** 0 (empty) to 8 (full), in eighths of a tank. */
  fuelEighths: number | null;
  notes: string | null;
  /** On the pick-up record of a booking with a deposit: how it was handed over, and the note (a transaction reference…). */
  depositMethod: DepositMethod | null;
  depositNote: string | null;
  createdAt: Date;
  /** The last change to a draft (a field or a photo): the form's copy in the browser is newer or not. */
  updatedAt: Date;
  submittedAt: Date | null;
  /** When the other party's 24 hours to answer end (null while draft). */
  answerBy: Date | null;
  /** Who confirmed or contested it; null with an `answeredAt` when the clock confirmed it. */
  answeredBy: RecordPerson | null;
  answeredAt: Date | null;
  contestReason: string | null;
  /** Oldest first. */
  photos: RecordPhoto[];
  /** On the return record, against the pick-up one: km driven and the fuel's change in eighths (null parts when unknown). */
  difference: { km: number | null; fuelChange: number | null } | null;
}

export interface BookingRecords {
  pickup: RecordView | null;
  return: RecordView | null;
}
