import { and, gt, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { type LISTING_STATUS_VALUES, listings } from "../../server/schema.ts";
import { listingPagesChanged } from "../listing-pages/listing-pages.server.ts";
import type { ListingRef } from "./listing.ts";
import { ownedBy } from "./owned-listing.server.ts";

export type ListingStatus = (typeof LISTING_STATUS_VALUES)[number];

/**
 * The owner marks a sale sold, archives a listing or puts it back online. A rental is never sold
 * (it is archived). Back online only within its period: after its end, it is renewed
 * (renewListing), which counts against the free limit. False when the listing is not this owner's.
 */
export async function setListingStatus(ownerId: string, ref: ListingRef, status: Exclude<ListingStatus, "expired">): Promise<boolean> {
  if (!isUuid(ref.id) || (ref.kind === "rental" && status === "sold")) return false;
  const within = status === "active" ? and(ownedBy(ownerId, ref), gt(listings.expiresAt, sql`now()`)) : ownedBy(ownerId, ref);
  // Sold or put away, the home page's 'Votre annonce est en ligne' card is done with (ADR 0054).
  const changed = await db()
    .update(listings)
    .set(status === "active" ? { status } : { status, postedCardOpen: false })
    .where(within)
    .returning({ id: listings.id });
  // Sold, archived or back online, the page visitors share is another page now.
  if (changed.length > 0) await listingPagesChanged([ref]);
  return changed.length > 0;
}

/** The owner offers a rental for booking again, or stops offering it. False when it is not this owner's rental. */
export async function setRentalAvailability(ownerId: string, listingId: string, available: boolean): Promise<boolean> {
  if (!isUuid(listingId)) return false;
  const changed = await db()
    .update(listings)
    .set({ available })
    .where(ownedBy(ownerId, { kind: "rental", id: listingId }))
    .returning({ id: listings.id });
  if (changed.length > 0) await listingPagesChanged([{ kind: "rental", id: listingId }]);
  return changed.length > 0;
}
