import { and, eq, lte } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { bookingInspections, rentalBookings } from "../../server/schema.ts";
import { ANSWER_HOURS } from "./inspection-rules.ts";
import { moveOnConfirmed } from "./inspections.server.ts";

/**
 * The scheduler's sweep: a record sent more than 24 hours ago and not answered is confirmed by the
 * clock (no one answered: answered_by stays null) and its booking moves on as if the other party
 * had confirmed it. Each record is its own conditional update, so several servers running the
 * sweep at once confirm each record once. Returns how many were confirmed.
 */
export async function confirmLapsedRecords(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_HOURS * 3_600_000);
  const lapsed = await db()
    .select({ id: bookingInspections.id })
    .from(bookingInspections)
    .where(and(eq(bookingInspections.status, "submitted"), lte(bookingInspections.submittedAt, cutoff)))
    .limit(500);
  let confirmed = 0;
  for (const { id } of lapsed) {
    const done = await db().transaction(async (tx) => {
      const [record] = await tx
        .update(bookingInspections)
        .set({ status: "confirmed", answeredBy: null, answeredAt: now, updatedAt: now })
        .where(and(eq(bookingInspections.id, id), eq(bookingInspections.status, "submitted"), lte(bookingInspections.submittedAt, cutoff)))
        .returning({ bookingId: bookingInspections.bookingId, phase: bookingInspections.phase });
      if (!record) return false;
      const [booking] = await tx.select({ depositAmount: rentalBookings.depositAmount }).from(rentalBookings).where(eq(rentalBookings.id, record.bookingId));
      await moveOnConfirmed(tx, record.bookingId, record.phase, "system", booking?.depositAmount ?? 0, now);
      return true;
    });
    if (done) confirmed += 1;
  }
  return confirmed;
}
