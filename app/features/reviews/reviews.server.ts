import { count, desc, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { profiles, reviews } from "../../server/schema.ts";
import { type ReviewsSummary, summarizeRatings } from "./reviews-summary.ts";

/** The newest reviews shown under a listing; the summary counts them all. */
export const REVIEWS_SHOWN = 20;

export interface ReviewItem {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  /** "Awa K.": first name and initial, never the full name of a reviewer. */
  author: string;
}

export interface ListingReviews {
  summary: ReviewsSummary;
  items: ReviewItem[];
}

export async function listingReviews(listingId: string): Promise<ListingReviews> {
  const ofListing = eq(reviews.listingId, listingId);
  const [counts, rows] = await Promise.all([
    db().select({ rating: reviews.rating, count: count() }).from(reviews).where(ofListing).groupBy(reviews.rating),
    db()
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.reviewerId))
      .where(ofListing)
      .orderBy(desc(reviews.createdAt))
      .limit(REVIEWS_SHOWN),
  ]);
  return {
    summary: summarizeRatings(counts),
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      author: r.lastName ? `${r.firstName} ${r.lastName.slice(0, 1)}.` : r.firstName,
    })),
  };
}
