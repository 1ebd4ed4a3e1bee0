import { count, desc, eq, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { listings, profiles, reviews } from "../../server/schema.ts";
import { type ListingKind, listingHref, listingTitle } from "../listings/listing.ts";
import { REVIEWS_SHOWN, REVIEW_ITEM_COLUMNS, type ReviewItem, reviewItem } from "./reviews.server.ts";
import { type ReviewsSummary, summarizeRatings } from "./reviews-summary.ts";

export interface SellerReviewItem extends ReviewItem {
  /** The listing reviewed; `href` is null once it is no longer shown to visitors. */
  listing: { title: string; href: string | null };
}

export interface SellerReviews {
  summary: ReviewsSummary;
  items: SellerReviewItem[];
}

// Qualified: `LISTING_VISIBLE` names bare columns, and profiles has a deleted_at too.
const listingShown = sql<boolean>`${listings.status} = 'active' and ${listings.available} and ${listings.deletedAt} is null`;

/**
 * What people think of a seller: the reviews of every listing they have posted, sold or withdrawn
 * ones included (a seller cannot shed a bad review by taking the listing down). One grouped query
 * for the summary, one for the newest reviews.
 */
export async function sellerReviews(sellerId: string): Promise<SellerReviews> {
  const ofSeller = eq(listings.ownerId, sellerId);
  const [counts, rows] = await Promise.all([
    db()
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(ofSeller)
      .groupBy(reviews.rating),
    db()
      .select({
        ...REVIEW_ITEM_COLUMNS,
        listingId: listings.id,
        kind: listings.kind,
        brand: listings.brand,
        model: listings.model,
        year: listings.year,
        shown: listingShown,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(profiles, eq(profiles.id, reviews.reviewerId))
      .where(ofSeller)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_SHOWN),
  ]);
  return {
    summary: summarizeRatings(counts),
    items: rows.map((r) => ({
      ...reviewItem(r),
      listing: { title: listingTitle(r), href: r.shown ? listingHref(r.kind as ListingKind, r.listingId) : null },
    })),
  };
}
