import { type SQL, and, gt, inArray, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { listings } from "../../server/schema.ts";
import { listingPagesChanged } from "../listing-pages/listing-pages.server.ts";
import type { ListingKind, ListingRef } from "./listing.ts";
import { LISTING_MOVES, type ListingActor, type ListingMove, type ListingStatus } from "./listing-lifecycle.ts";
import { ownedBy } from "./owned-listing.server.ts";

export type { ListingStatus } from "./listing-lifecycle.ts";

/** What a move writes beside the status (a renewal's new period, say). */
type MoveColumns = Omit<Partial<typeof listings.$inferInsert>, "status" | "id">;

/**
 * The one write of a listing's status (ADR 0059): moves the listings `where` picks along one edge of
 * the lifecycle, in one conditional UPDATE that checks their current status (and kind) itself, so
 * two requests at once cannot both move a listing, nor move it from a state the graph does not
 * leave that way. The listings moved; their shared pages are told by the caller once its work is done.
 */
export async function moveListings(
  move: ListingMove,
  actor: ListingActor,
  where: SQL | undefined,
  options: { set?: MoveColumns; tx?: Pick<Db, "update"> } = {},
): Promise<{ id: string; kind: ListingKind }[]> {
  const edge = LISTING_MOVES[move];
  if (edge.by !== actor) return [];
  return (options.tx ?? db())
    .update(listings)
    .set({ ...options.set, status: edge.to })
    .where(and(where, inArray(listings.status, [...edge.from]), edge.kinds ? inArray(listings.kind, [...edge.kinds]) : undefined))
    .returning({ id: listings.id, kind: listings.kind });
}

const OWNER_MOVES: Record<Exclude<ListingStatus, "expired">, ListingMove> = { sold: "mark-sold", archived: "archive", active: "put-online" };

/**
 * The owner marks a sale sold, archives a listing or puts it back online. A rental is never sold
 * (it is archived). Back online only within its period: after its end, it is renewed
 * (renewListing), which counts against the free limit. False when the listing is not this owner's,
 * or its state has no such move.
 */
export async function setListingStatus(ownerId: string, ref: ListingRef, status: Exclude<ListingStatus, "expired">): Promise<boolean> {
  if (!isUuid(ref.id)) return false;
  const within = status === "active" ? and(ownedBy(ownerId, ref), gt(listings.expiresAt, sql`now()`)) : ownedBy(ownerId, ref);
  // Sold or put away, the home page's 'Votre annonce est en ligne' card is done with (ADR 0054).
  const moved = await moveListings(OWNER_MOVES[status], "owner", within, { set: status === "active" ? {} : { postedCardOpen: false } });
  // Sold, archived or back online, the page visitors share is another page now.
  if (moved.length > 0) await listingPagesChanged([ref]);
  return moved.length > 0;
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
