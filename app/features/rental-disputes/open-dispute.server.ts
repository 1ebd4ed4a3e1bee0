import { bookingDisputes } from "../../server/schema.ts";
import { type db } from "../../server/db.server.ts";
import { moveBooking } from "../bookings/booking-status.server.ts";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

export interface DisputeOpening {
  bookingId: string;
  subject: "pickup" | "return" | "deposit";
  /** The party who contests. */
  openedBy: string;
  openerRole: "owner" | "renter";
  reason: string;
  now: Date;
}

/**
 * A contested record or deposit claim goes to the admins' 'Litiges', inside the contest's own
 * transaction. A contested return or deposit puts the booking in dispute (nothing is settled until
 * an admin decides); a contested pick-up does not stop the rental under way. Returns the dispute's
 * id, or null when that subject of that booking is already in dispute.
 */
export async function openDispute(tx: Tx, opening: DisputeOpening): Promise<string | null> {
  const [row] = await tx
    .insert(bookingDisputes)
    .values({ bookingId: opening.bookingId, subject: opening.subject, openedBy: opening.openedBy, reason: opening.reason, createdAt: opening.now })
    .onConflictDoNothing()
    .returning({ id: bookingDisputes.id });
  if (!row) return null;
  if (opening.subject !== "pickup") await moveBooking(tx, opening.bookingId, "dispute", opening.openerRole, opening.now);
  return row.id;
}
