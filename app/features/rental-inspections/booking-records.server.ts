import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { bookingInspections, bookingPhotos, profiles } from "../../server/schema.ts";
import { bookingPhotoUrl } from "./booking-photo-url.ts";
import { answerDeadline, recordDifference } from "./inspection-rules.ts";
import type { BookingRecords } from "./record-view.ts";

export { bookingPhotoUrl };
export type { BookingRecords, RecordPerson, RecordPhoto, RecordView } from "./record-view.ts";

/** A booking's two records with their photos (a malformed id reads as none). */
export async function bookingRecords(bookingId: string): Promise<BookingRecords> {
  if (!isUuid(bookingId)) return { pickup: null, return: null };
  const recorder = alias(profiles, "recorder");
  const answerer = alias(profiles, "answerer");
  const rows = await db()
    .select({
      record: bookingInspections,
      recorder: { id: recorder.id, firstName: recorder.firstName, lastName: recorder.lastName },
      answerer: { id: answerer.id, firstName: answerer.firstName, lastName: answerer.lastName },
    })
    .from(bookingInspections)
    .innerJoin(recorder, eq(recorder.id, bookingInspections.recordedBy))
    .leftJoin(answerer, eq(answerer.id, bookingInspections.answeredBy))
    .where(eq(bookingInspections.bookingId, bookingId));
  const photos =
    rows.length === 0
      ? []
      : await db()
          .select({ id: bookingPhotos.id, subject: bookingPhotos.subject, view: bookingPhotos.view, createdAt: bookingPhotos.createdAt })
          .from(bookingPhotos)
          .where(and(eq(bookingPhotos.bookingId, bookingId), inArray(bookingPhotos.subject, ["pickup", "return"])))
          .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
  const records: BookingRecords = { pickup: null, return: null };
  for (const { record, recorder: by, answerer: answeredBy } of rows) {
    records[record.phase] = {
      id: record.id,
      phase: record.phase,
      status: record.status,
      recordedBy: by,
      mileage: record.mileage,
      fuelEighths: record.fuelEighths,
      notes: record.notes,
      depositMethod: record.depositMethod,
      depositNote: record.depositNote,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      submittedAt: record.submittedAt,
      answerBy: record.submittedAt ? answerDeadline(record.submittedAt) : null,
      answeredBy: answeredBy?.id ? answeredBy : null,
      answeredAt: record.answeredAt,
      contestReason: record.contestReason,
      photos: photos
        .filter((photo) => photo.subject === record.phase)
        .map((photo) => ({ id: photo.id, view: photo.view, url: bookingPhotoUrl(bookingId, photo.id), createdAt: photo.createdAt })),
      difference: null,
    };
  }
  if (records.pickup && records.return) records.return.difference = recordDifference(records.pickup, records.return);
  return records;
}
