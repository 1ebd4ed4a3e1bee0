import { favoriteIds } from "../features/favorites/favorites.server.ts";
import { isListingId, listingDetailPage } from "../features/listings/detail/detail.server.ts";
import type { ListingRef } from "../features/listings/listing.ts";
import { withDealBadges } from "../features/pricing/pricing.server.ts";
import { listingReviews } from "../features/reviews/reviews.server.ts";
import { log } from "../server/log.server.ts";

/**
 * A detail page's data: the listing's own (its feature), with what other features add to it — its
 * reviews, whether the visitor favourited it, the price ratings of the similar listings — read
 * alongside it.
 */
export async function listingDetailView(ref: ListingRef, viewerId?: string | null) {
  if (!isListingId(ref.id)) return { status: "not-found" } as const;
  try {
    const [page, reviews, favorites] = await Promise.all([listingDetailPage(ref, viewerId), listingReviews(ref.id, viewerId), favoriteIds(viewerId, [ref.id])]);
    if (page.status !== "found") return page;
    return { ...page, similar: await withDealBadges(page.similar), reviews, isFavorite: favorites.has(ref.id) };
  } catch (error) {
    log.error("listing_detail.failed", { kind: ref.kind, id: ref.id, error });
    return { status: "failed" } as const;
  }
}
