import { and, eq, gte, isNull } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { listings, rentalBookings } from "../../server/schema.ts";
import { dayOf } from "../bookings/booking-rules.ts";
import { refuseRequestsForListing } from "../bookings/booking-status.server.ts";
import { lockRentalBookings } from "../bookings/bookings.server.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../admin/audit-log.server.ts";
import type { ListingRef } from "./listing.ts";

export const LISTING_DELETE_MESSAGES = {
  deleted: "Annonce supprimée",
  notFound: "Annonce non trouvée",
  upcomingBookings: "Ce véhicule a des réservations confirmées à venir : l'annonce ne peut pas être supprimée avant leur fin.",
} as const;

/**
 * The owner deletes their listing: it leaves every page at once but its row stays (the legal
 * pages keep deleted listings a year, and bookings and conversations still point at it). A rental
 * with a confirmed stay to come cannot be deleted (its renter counts on it); its waiting requests
 * are refused. Requests for the rental are queued behind this, so none slips in meanwhile.
 */
export async function deleteListing(ownerId: string, ref: ListingRef, now = new Date()): Promise<Result> {
  return removeListing(ref, ownerId, now);
}

/** Spec doc 2 §6: an administrator deletes any listing, under the same rule for stays to come; recorded. */
export async function deleteAnyListing(adminId: string, ref: ListingRef, now = new Date()): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: ACCESS_DENIED };
  const [listing] = isUuid(ref.id) ? await db().select({ ownerId: listings.ownerId, brand: listings.brand, model: listings.model }).from(listings).where(eq(listings.id, ref.id)) : [];
  if (!listing) return { ok: false, error: LISTING_DELETE_MESSAGES.notFound };
  const removed = await removeListing(ref, listing.ownerId, now);
  if (removed.ok) {
    await recordAudit({ adminId, action: "listing.delete", targetType: "listing", targetId: ref.id, details: { kind: ref.kind, title: `${listing.brand} ${listing.model}` } });
  }
  return removed;
}

async function removeListing(ref: ListingRef, ownerId: string, now: Date): Promise<Result> {
  if (!isUuid(ref.id)) return { ok: false, error: LISTING_DELETE_MESSAGES.notFound };
  const outcome = await db().transaction(async (tx) => {
    if (ref.kind === "rental") {
      await lockRentalBookings(tx, ref.id);
      const [upcoming] = await tx
        .select({ id: rentalBookings.id })
        .from(rentalBookings)
        .where(and(eq(rentalBookings.listingId, ref.id), eq(rentalBookings.status, "confirmed"), gte(rentalBookings.endDate, dayOf(now))))
        .limit(1);
      if (upcoming) return LISTING_DELETE_MESSAGES.upcomingBookings;
    }
    const deleted = await tx
      .update(listings)
      .set({ deletedAt: now })
      .where(and(eq(listings.id, ref.id), eq(listings.kind, ref.kind), eq(listings.ownerId, ownerId), isNull(listings.deletedAt)))
      .returning({ id: listings.id });
    return deleted.length === 1 ? null : LISTING_DELETE_MESSAGES.notFound;
  });
  if (outcome) return { ok: false, error: outcome };
  if (ref.kind === "rental") await refuseRequestsForListing(ownerId, ref.id, now);
  return { ok: true };
}
