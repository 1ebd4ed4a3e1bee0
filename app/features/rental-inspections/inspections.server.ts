import { msg } from "@lingui/core/macro";
import { and, count, eq } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { ImageRejected } from "../../server/images.server.ts";
import { removePrivatePhotos, storePrivatePhoto } from "../../server/private-storage.server.ts";
import { bookingInspections, bookingPhotos } from "../../server/schema.ts";
import { moveBooking } from "../bookings/booking-status.server.ts";
import { notifyMember, wakeChannels } from "../notifications/channels.server.ts";
import { type NotificationInput, notificationEvent } from "../notifications/notifications.server.ts";
import { openDispute } from "../rental-disputes/open-dispute.server.ts";
import {
  CONTEST_REASON_MAX,
  type FieldProblems,
  INSPECTION_MESSAGES,
  type InspectionPhase,
  type InspectionView,
  MAX_PHOTOS,
  type RecordFields,
  isInspectionView,
  photoProblemMessage,
  recordWindowProblem,
  submissionProblems,
  withinAnswerWindow,
} from "./inspection-rules.ts";
import { type PartyBooking, partyBooking } from "./party-booking.server.ts";
import { contentHash, insertPhotoOnce, photoOfFile } from "./photo-once.server.ts";

/**
 * Writing and answering a booking's 'État des lieux'. Every write names the member, checks they
 * are a party of THIS booking (anyone else: not found), and changes rows with conditional updates
 * (`status = 'draft'`, the recorder, `status = 'submitted'`), so a confirmed record never changes
 * again, whatever arrives at once.
 */

type Refusal = Extract<Result, { ok: false }>;
export type SubmitResult = Result | (Refusal & { problems: FieldProblems & { photos?: string } });

const notFound: Refusal = { ok: false, error: INSPECTION_MESSAGES.notFound, code: "not-found" };
const refuse = (error: string, code?: Refusal["code"]): Refusal => (code ? { ok: false, error, code } : { ok: false, error });

const recordOf = (bookingId: string, phase: InspectionPhase) => and(eq(bookingInspections.bookingId, bookingId), eq(bookingInspections.phase, phase));

/** The member's own draft of this record, locked for the transaction, or why they may not write into it. */
async function lockOwnDraft(tx: Db, userId: string, bookingId: string, phase: InspectionPhase): Promise<{ id: string } | Refusal> {
  const [record] = await tx
    .select({ id: bookingInspections.id, recordedBy: bookingInspections.recordedBy, status: bookingInspections.status })
    .from(bookingInspections)
    .where(recordOf(bookingId, phase))
    .for("update");
  if (!record) return refuse(INSPECTION_MESSAGES.notDraft, "conflict");
  if (record.recordedBy !== userId) return refuse(INSPECTION_MESSAGES.otherRecorder, "forbidden");
  if (record.status !== "draft") return refuse(INSPECTION_MESSAGES.notDraft, "conflict");
  return { id: record.id };
}

/**
 * The record of this phase, begun by the member when nobody has begun it (the first to start is
 * its recorder), within its window; or why not.
 */
async function openDraft(userId: string, bookingId: unknown, phase: InspectionPhase, now: Date): Promise<{ booking: PartyBooking } | Refusal> {
  const booking = await partyBooking(userId, bookingId);
  if (!booking) return notFound;
  const existing = await db()
    .select({ recordedBy: bookingInspections.recordedBy, status: bookingInspections.status })
    .from(bookingInspections)
    .where(recordOf(booking.id, phase));
  if (existing[0] && existing[0].status !== "draft") return refuse(INSPECTION_MESSAGES.notDraft, "conflict");
  if (existing[0] && existing[0].recordedBy !== userId) return refuse(INSPECTION_MESSAGES.otherRecorder, "forbidden");
  const closed = recordWindowProblem(phase, booking, now);
  if (closed) return refuse(closed, "conflict");
  if (!existing[0]) {
    await db().insert(bookingInspections).values({ bookingId: booking.id, phase, recordedBy: userId, createdAt: now, updatedAt: now }).onConflictDoNothing();
  }
  return { booking };
}

/** 'Enregistrer': the typed fields kept in the member's draft (begun if need be). */
export async function saveDraft(userId: string, bookingId: unknown, phase: InspectionPhase, fields: RecordFields, now = new Date()): Promise<Result> {
  const opened = await openDraft(userId, bookingId, phase, now);
  if ("ok" in opened) return opened;
  return db().transaction(async (tx) => {
    const own = await lockOwnDraft(tx, userId, opened.booking.id, phase);
    if ("ok" in own) return own;
    await tx
      .update(bookingInspections)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(bookingInspections.id, own.id), eq(bookingInspections.status, "draft")));
    return { ok: true };
  });
}

/**
 * One photo added to the member's draft: checked and re-encoded, stored privately, then counted
 * under the record's lock so that parallel uploads never take it past MAX_PHOTOS (a refused
 * file is removed again). The same file sent again (its answer lost) is answered with the photo
 * already kept, even on a full record, and stored no second time.
 */
export async function addInspectionPhoto(
  userId: string,
  bookingId: unknown,
  phase: InspectionPhase,
  view: unknown,
  data: Buffer,
  now = new Date(),
): Promise<Result<{ photoId: string }>> {
  if (!isInspectionView(view)) return refuse(INSPECTION_MESSAGES.photoMissing);
  if (data.byteLength === 0) return refuse(INSPECTION_MESSAGES.photoMissing);
  const opened = await openDraft(userId, bookingId, phase, now);
  if ("ok" in opened) return opened;
  const id = opened.booking.id;
  const hash = contentHash(data);
  const kept = await photoOfFile(db(), id, phase, hash);
  if (kept) return { ok: true, photoId: kept };
  // A cheap early answer before the decoding work; the locked count below is the rule.
  if ((await photoCount(db(), id, phase)) >= MAX_PHOTOS) return refuse(INSPECTION_MESSAGES.tooManyPhotos, "conflict");
  let key: string;
  try {
    key = await storePrivatePhoto(data, `bookings/${id}`);
  } catch (error) {
    if (error instanceof ImageRejected) return refuse(photoProblemMessage(error.reason));
    throw error;
  }
  const added = await db()
    .transaction(async (tx): Promise<Result<{ photoId: string; added: boolean }>> => {
      const own = await lockOwnDraft(tx, userId, id, phase);
      if ("ok" in own) return own;
      if ((await photoCount(tx, id, phase)) >= MAX_PHOTOS) {
        // The last place taken by this very file, sent twice at once.
        const same = await photoOfFile(tx, id, phase, hash);
        return same ? { ok: true, photoId: same, added: false } : refuse(INSPECTION_MESSAGES.tooManyPhotos, "conflict");
      }
      const photo = await insertPhotoOnce(tx, {
        bookingId: id,
        subject: phase,
        view: view as InspectionView,
        imageKey: key,
        uploadedBy: userId,
        contentHash: hash,
        createdAt: now,
      });
      if (photo.added) await tx.update(bookingInspections).set({ updatedAt: now }).where(eq(bookingInspections.id, own.id));
      return { ok: true, photoId: photo.id, added: photo.added };
    })
    .catch(async (error: unknown) => {
      await removePrivatePhotos([key]);
      throw error;
    });
  if (!added.ok || !added.added) await removePrivatePhotos([key]);
  return added.ok ? { ok: true, photoId: added.photoId } : added;
}

async function photoCount(executor: Db, bookingId: string, phase: InspectionPhase): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), eq(bookingPhotos.subject, phase)));
  return row?.n ?? 0;
}

/** 'Retirer': a photo of the member's draft taken out, its file removed. */
export async function removeInspectionPhoto(userId: string, bookingId: unknown, phase: InspectionPhase, photoId: unknown, now = new Date()): Promise<Result> {
  const booking = await partyBooking(userId, bookingId);
  if (!booking) return notFound;
  if (!isUuid(photoId)) return refuse(INSPECTION_MESSAGES.photoNotFound, "not-found");
  const removed = await db().transaction(async (tx): Promise<Refusal | { key: string }> => {
    const own = await lockOwnDraft(tx, userId, booking.id, phase);
    if ("ok" in own) return own;
    const [photo] = await tx
      .delete(bookingPhotos)
      .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, booking.id), eq(bookingPhotos.subject, phase)))
      .returning({ key: bookingPhotos.imageKey });
    if (!photo) return refuse(INSPECTION_MESSAGES.photoNotFound, "not-found");
    await tx.update(bookingInspections).set({ updatedAt: now }).where(eq(bookingInspections.id, own.id));
    return { key: photo.key };
  });
  if ("ok" in removed) return removed;
  await removePrivatePhotos([removed.key]);
  return { ok: true };
}

/** The bell's words to the other party, and where they answer. */
function toAnswer(booking: PartyBooking, phase: InspectionPhase): NotificationInput {
  const car = `${booking.brand} ${booking.model}`;
  return {
    title: /*i18n*/ "État des lieux à confirmer",
    message:
      phase === "pickup"
        ? msg`L'état des lieux de départ de la ${car} vous attend : confirmez-le ou contestez-le dans les 24 heures.`
        : msg`L'état des lieux de retour de la ${car} vous attend : confirmez-le ou contestez-le dans les 24 heures.`,
    type: "booking",
    link: `/bookings/${booking.id}`,
  };
}

/**
 * 'Envoyer pour confirmation': the member's draft, checked against every rule (fields, the six
 * views, 6 to 20 photos, the deposit's handover, the return's mileage against the pick-up's),
 * is sent; the other party has 24 hours to answer and is told in the bell.
 */
export async function submitRecord(userId: string, bookingId: unknown, phase: InspectionPhase, now = new Date()): Promise<SubmitResult> {
  const booking = await partyBooking(userId, bookingId);
  if (!booking) return notFound;
  const closed = recordWindowProblem(phase, booking, now);
  if (closed) return refuse(closed, "conflict");
  const result = await db().transaction(async (tx): Promise<SubmitResult> => {
    const own = await lockOwnDraft(tx, userId, booking.id, phase);
    if ("ok" in own) return own;
    const [record] = await tx.select().from(bookingInspections).where(eq(bookingInspections.id, own.id));
    const views = await tx
      .select({ view: bookingPhotos.view })
      .from(bookingPhotos)
      .where(and(eq(bookingPhotos.bookingId, booking.id), eq(bookingPhotos.subject, phase)));
    const pickup =
      phase === "return" ? await tx.select({ mileage: bookingInspections.mileage }).from(bookingInspections).where(recordOf(booking.id, "pickup")) : [];
    const problems = submissionProblems({
      phase,
      mileage: record.mileage,
      fuelEighths: record.fuelEighths,
      notes: record.notes,
      depositMethod: record.depositMethod,
      depositNote: record.depositNote,
      views: views.map((row) => row.view),
      pickupMileage: pickup[0]?.mileage ?? null,
      depositAmount: booking.depositAmount,
    });
    if (problems) return { ok: false, error: problems.photos ?? Object.values(problems)[0], problems };
    // A deposit's handover is said on the pick-up record only.
    const deposit = phase === "pickup" && booking.depositAmount > 0 ? {} : { depositMethod: null, depositNote: null };
    const sent = await tx
      .update(bookingInspections)
      .set({ ...deposit, status: "submitted", submittedAt: now, updatedAt: now })
      .where(and(eq(bookingInspections.id, own.id), eq(bookingInspections.status, "draft")))
      .returning({ id: bookingInspections.id });
    if (sent.length === 0) return refuse(INSPECTION_MESSAGES.notDraft, "conflict");
    const other = booking.role === "owner" ? booking.renterId : booking.ownerId;
    const item = await notifyMember(tx, other, "bookings", toAnswer(booking, phase), { now });
    await publishAll([notificationEvent(other, item)], tx);
    return { ok: true };
  });
  if (result.ok) wakeChannels();
  return result;
}

/** The other party's answer window on a sent record, locked; or why they may not answer it. */
async function lockSentForAnswer(
  tx: Db,
  userId: string,
  booking: PartyBooking,
  phase: InspectionPhase,
  now: Date,
): Promise<{ id: string; recordedBy: string } | Refusal> {
  const [record] = await tx
    .select({
      id: bookingInspections.id,
      recordedBy: bookingInspections.recordedBy,
      status: bookingInspections.status,
      submittedAt: bookingInspections.submittedAt,
    })
    .from(bookingInspections)
    .where(recordOf(booking.id, phase))
    .for("update");
  if (!record || record.status !== "submitted" || !record.submittedAt) return refuse(INSPECTION_MESSAGES.nothingToAnswer, "conflict");
  if (record.recordedBy === userId) return refuse(INSPECTION_MESSAGES.notYours, "forbidden");
  if (!withinAnswerWindow(record.submittedAt, now)) return refuse(INSPECTION_MESSAGES.answerLate, "conflict");
  return { id: record.id, recordedBy: record.recordedBy };
}

/**
 * The booking moved on by a confirmed record: the pick-up starts the rental, the return ends it,
 * and a return with no deposit to settle completes it.
 */
export async function moveOnConfirmed(
  tx: Db,
  bookingId: string,
  phase: InspectionPhase,
  actor: "owner" | "renter" | "system",
  depositAmount: number,
  now: Date,
) {
  if (phase === "pickup") {
    await moveBooking(tx, bookingId, "pickup", actor, now);
    return;
  }
  const returned = await moveBooking(tx, bookingId, "return", actor, now);
  if (returned && depositAmount === 0) await moveBooking(tx, bookingId, "settle", actor, now);
}

async function tellRecorder(tx: Db, recorder: string, booking: PartyBooking, contested: boolean, now: Date) {
  const car = `${booking.brand} ${booking.model}`;
  const input: NotificationInput = contested
    ? {
        title: /*i18n*/ "État des lieux contesté",
        message: msg`Votre état des lieux de la ${car} a été contesté : un administrateur va examiner le litige.`,
        type: "booking",
        link: `/bookings/${booking.id}`,
      }
    : {
        title: /*i18n*/ "État des lieux confirmé",
        message: msg`Votre état des lieux de la ${car} a été confirmé.`,
        type: "booking",
        link: `/bookings/${booking.id}`,
      };
  const item = await notifyMember(tx, recorder, "bookings", input, { now });
  await publishAll([notificationEvent(recorder, item)], tx);
}

/**
 * 'Confirmer l'état des lieux', by the party who did not write it, within 24 hours of its
 * sending. Confirming the pick-up record also confirms the deposit was handed over.
 */
export async function confirmRecord(userId: string, bookingId: unknown, phase: InspectionPhase, now = new Date()): Promise<Result> {
  const booking = await partyBooking(userId, bookingId);
  if (!booking) return notFound;
  const result = await db().transaction(async (tx): Promise<Result> => {
    const sent = await lockSentForAnswer(tx, userId, booking, phase, now);
    if ("ok" in sent) return sent;
    const done = await tx
      .update(bookingInspections)
      .set({ status: "confirmed", answeredBy: userId, answeredAt: now, updatedAt: now })
      .where(and(eq(bookingInspections.id, sent.id), eq(bookingInspections.status, "submitted")))
      .returning({ id: bookingInspections.id });
    if (done.length === 0) return refuse(INSPECTION_MESSAGES.nothingToAnswer, "conflict");
    await moveOnConfirmed(tx, booking.id, phase, booking.role, booking.depositAmount, now);
    await tellRecorder(tx, sent.recordedBy, booking, false, now);
    return { ok: true };
  });
  if (result.ok) wakeChannels();
  return result;
}

/**
 * 'Contester', with its reason, within 24 hours: the record goes to the admins' disputes. A
 * contested pick-up does not stop the rental (the car has left); a contested return puts the
 * booking in dispute until an admin decides.
 */
export async function contestRecord(userId: string, bookingId: unknown, phase: InspectionPhase, reason: unknown, now = new Date()): Promise<Result> {
  const booking = await partyBooking(userId, bookingId);
  if (!booking) return notFound;
  const text = typeof reason === "string" ? reason.trim() : "";
  if (text === "") return { ok: false, error: INSPECTION_MESSAGES.reasonMissing, field: "reason" };
  if (text.length > CONTEST_REASON_MAX) return { ok: false, error: INSPECTION_MESSAGES.reasonTooLong, field: "reason" };
  const result = await db().transaction(async (tx): Promise<Result> => {
    const sent = await lockSentForAnswer(tx, userId, booking, phase, now);
    if ("ok" in sent) return sent;
    const done = await tx
      .update(bookingInspections)
      .set({ status: "contested", contestReason: text, answeredBy: userId, answeredAt: now, updatedAt: now })
      .where(and(eq(bookingInspections.id, sent.id), eq(bookingInspections.status, "submitted")))
      .returning({ id: bookingInspections.id });
    if (done.length === 0) return refuse(INSPECTION_MESSAGES.nothingToAnswer, "conflict");
    if (phase === "pickup") await moveBooking(tx, booking.id, "pickup", booking.role, now);
    await openDispute(tx, { bookingId: booking.id, subject: phase, openedBy: userId, openerRole: booking.role, reason: text, now });
    await tellRecorder(tx, sent.recordedBy, booking, true, now);
    return { ok: true };
  });
  if (result.ok) wakeChannels();
  return result;
}
