import { msg } from "@lingui/core/macro";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { bookingDisputes, listings, profiles, rentalBookings } from "../../server/schema.ts";
import { moveBooking } from "../bookings/booking-status.server.ts";
import { createNotification, notificationEvent } from "../notifications/notifications.server.ts";
import { disputePath } from "./dispute-paths.ts";

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
 * an admin decides); a contested pick-up does not stop the rental under way. Every administrator
 * hears of it in the bell, at the commit. Returns the dispute's id, or null when that subject of
 * that booking is already in dispute.
 */
export async function openDispute(tx: Db, opening: DisputeOpening): Promise<string | null> {
  const [row] = await tx
    .insert(bookingDisputes)
    .values({ bookingId: opening.bookingId, subject: opening.subject, openedBy: opening.openedBy, reason: opening.reason, createdAt: opening.now })
    .onConflictDoNothing()
    .returning({ id: bookingDisputes.id });
  if (!row) return null;
  if (opening.subject !== "pickup") await moveBooking(tx, opening.bookingId, "dispute", opening.openerRole, opening.now);
  await tellAdmins(tx, row.id, opening);
  return row.id;
}

async function tellAdmins(tx: Db, disputeId: string, opening: DisputeOpening): Promise<void> {
  const [booking] = await tx
    .select({ brand: listings.brand, model: listings.model })
    .from(rentalBookings)
    .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
    .where(eq(rentalBookings.id, opening.bookingId));
  const admins = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "admin"), isNull(profiles.deletedAt)));
  if (!booking || admins.length === 0) return;
  const car = `${booking.brand} ${booking.model}`;
  const title =
    opening.subject === "deposit"
      ? msg`Nouveau litige : caution contestée`
      : opening.subject === "return"
        ? msg`Nouveau litige : état des lieux de retour contesté`
        : msg`Nouveau litige : état des lieux de départ contesté`;
  const events = [];
  for (const admin of admins) {
    const item = await createNotification(
      tx,
      admin.id,
      { title, message: msg`Location de la ${car} : une partie conteste et attend votre décision.`, type: "warning", link: disputePath(disputeId) },
      { now: opening.now },
    );
    events.push(notificationEvent(admin.id, item));
  }
  await publishAll(events, tx);
}
