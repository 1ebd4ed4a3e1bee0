import { and, desc, eq, isNull } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { listings, rentalBookings } from "../../server/schema.ts";
import { dayOf } from "../bookings/booking-rules.ts";
import { refuseRequestsForListing } from "../bookings/booking-status.server.ts";
import { bindsItsParties, isUnsettled } from "../bookings/binding-bookings.server.ts";
import { lockRentalBookings } from "../bookings/bookings.server.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { listingPagesChanged } from "../listing-pages/listing-pages.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { LISTING_NOT_FOUND, type ListingRef } from "./listing.ts";
import { ownedBy, ownsListing } from "./owned-listing.server.ts";

export const LISTING_DELETE_MESSAGES = {
  deleted: /*i18n*/ "Annonce supprimée",
  notFound: LISTING_NOT_FOUND,
  upcomingBookings: /*i18n*/ "Ce véhicule a des réservations confirmées à venir : l'annonce ne peut pas être supprimée avant leur fin.",
  unsettledBookings:
    /*i18n*/ "Ce véhicule est en location, ou sa dernière location n'est pas encore réglée (état des lieux, caution, litige) : l'annonce ne peut pas être supprimée pour l'instant.",
} as const;

/**
 * The owner deletes their listing: it leaves every page at once but its row stays (the legal
 * pages keep deleted listings a year, and bookings and conversations still point at it). Anyone
 * else's listing is not found, whatever its bookings. A rental with a confirmed stay to come cannot
 * be deleted (its renter counts on it); its waiting requests are refused. Requests for the rental
 * are queued behind this, so none slips in meanwhile.
 */
export async function deleteListing(ownerId: string, ref: ListingRef, now = new Date()): Promise<Result> {
  return removeListing(ref, ownerId, now);
}

/** Spec doc 2 §6: an administrator deletes any listing, under the same rule for stays to come; recorded. */
export async function deleteAnyListing(adminId: string, ref: ListingRef, now = new Date()): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: ACCESS_DENIED };
  const [listing] = isUuid(ref.id)
    ? await db().select({ ownerId: listings.ownerId, brand: listings.brand, model: listings.model }).from(listings).where(eq(listings.id, ref.id))
    : [];
  if (!listing) return { ok: false, error: LISTING_DELETE_MESSAGES.notFound };
  const removed = await removeListing(ref, listing.ownerId, now);
  if (removed.ok) {
    await recordAudit({
      adminId,
      action: "listing.delete",
      targetType: "listing",
      targetId: ref.id,
      details: { kind: ref.kind, title: `${listing.brand} ${listing.model}` },
    });
  }
  return removed;
}

async function removeListing(ref: ListingRef, ownerId: string, now: Date): Promise<Result> {
  if (!isUuid(ref.id)) return { ok: false, error: LISTING_DELETE_MESSAGES.notFound };
  const outcome = await db().transaction(async (tx) => {
    if (ref.kind === "rental") await lockRentalBookings(tx, ref.id);
    if (!(await ownsListing(ownerId, ref, tx))) return LISTING_DELETE_MESSAGES.notFound;
    if (ref.kind === "rental") {
      const [binding] = await tx
        .select({ status: rentalBookings.status })
        .from(rentalBookings)
        .where(and(eq(rentalBookings.listingId, ref.id), bindsItsParties(dayOf(now))))
        // A car already out ("returned", "in_progress", "disputed") sorts before one still to come ("confirmed").
        .orderBy(desc(rentalBookings.status))
        .limit(1);
      if (binding) return isUnsettled(binding.status) ? LISTING_DELETE_MESSAGES.unsettledBookings : LISTING_DELETE_MESSAGES.upcomingBookings;
    }
    await tx.update(listings).set({ deletedAt: now }).where(ownedBy(ownerId, ref));
    return null;
  });
  if (outcome) return { ok: false, error: outcome };
  await listingPagesChanged([ref]);
  if (ref.kind === "rental") await refuseRequestsForListing(ownerId, ref.id, now);
  return { ok: true };
}

/**
 * A deleted account's listings leave the site, inside the deletion's transaction; returns them, for
 * their shared pages to be forgotten once it commits (`listingPagesChanged`), and their photos, for the files.
 */
export async function withdrawListingsOf(tx: Db, ownerId: string, now: Date): Promise<{ withdrawn: ListingRef[]; photos: string[] }> {
  const withdrawn = await tx
    .update(listings)
    .set({ deletedAt: now })
    .where(and(eq(listings.ownerId, ownerId), isNull(listings.deletedAt)))
    .returning({ kind: listings.kind, id: listings.id, images: listings.images });
  return { withdrawn: withdrawn.map(({ kind, id }) => ({ kind, id })), photos: withdrawn.flatMap((l) => l.images) };
}
