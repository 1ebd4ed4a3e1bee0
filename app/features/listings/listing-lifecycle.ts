import type { LISTING_STATUS_VALUES } from "../../server/schema.ts";
import type { ListingKind } from "./listing.ts";

/** Where a listing is in its life: online, sold, put away by its owner, or past its period. */
export type ListingStatus = (typeof LISTING_STATUS_VALUES)[number];

/** Who moves a listing: its owner, or the scheduler's expiry job. Moderation hides and shows a listing on its own axis (`hiddenReason`, features/moderation). */
export type ListingActor = "owner" | "job";

export type ListingMove = "mark-sold" | "archive" | "put-online" | "expire" | "renew";

interface Move {
  from: readonly ListingStatus[];
  to: ListingStatus;
  by: ListingActor;
  /** The kinds of listing the move is for (all when absent): a rental is lent out, never sold. */
  kinds?: readonly ListingKind[];
}

/**
 * The listing's graph (ADR 0059), as bookings, payments and offers have theirs. Putting a listing
 * back online keeps its period (the write also checks it has not ended); renewing starts a new one
 * from any state, counted against the free limit when the listing was not online.
 */
export const LISTING_MOVES: Readonly<Record<ListingMove, Move>> = {
  "mark-sold": { from: ["active"], to: "sold", by: "owner", kinds: ["sale"] },
  archive: { from: ["active"], to: "archived", by: "owner" },
  "put-online": { from: ["sold", "archived"], to: "active", by: "owner" },
  expire: { from: ["active"], to: "expired", by: "job" },
  renew: { from: ["active", "sold", "archived", "expired"], to: "active", by: "owner" },
};

/** The state `move` leads to from `status` when `actor` makes it on a listing of `kind`, or null when the graph has no such edge. */
export function listingMoveTo(move: ListingMove, status: ListingStatus, actor: ListingActor, kind: ListingKind): ListingStatus | null {
  const edge = LISTING_MOVES[move];
  if (edge.by !== actor || !edge.from.includes(status)) return null;
  if (edge.kinds && !edge.kinds.includes(kind)) return null;
  return edge.to;
}

/** The moves open to `actor` on a listing in `status`: what its buttons may offer. */
export function listingMovesFrom(status: ListingStatus, actor: ListingActor, kind: ListingKind): ListingMove[] {
  return (Object.keys(LISTING_MOVES) as ListingMove[]).filter((move) => listingMoveTo(move, status, actor, kind) !== null);
}
