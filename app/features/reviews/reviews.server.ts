import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { listings, profiles, reviews } from "../../server/schema.ts";
import type { ListingRef } from "../listings/listing.ts";
import { isVisible } from "../listings/listings.server.ts";
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

export const REVIEW_COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  signIn: "Vous devez être connecté",
  ratingRequired: "Veuillez sélectionner une note",
  added: "Avis ajouté avec succès",
  failed: "Erreur lors de l'ajout de l'avis",
  ownListing: "Vous ne pouvez pas donner votre avis sur votre propre annonce",
  alreadyReviewed: "Vous avez déjà donné votre avis sur cette annonce",
  commentTooLong: `Le commentaire ne doit pas dépasser ${REVIEW_COMMENT_MAX} caractères`,
} as const;

export interface ReviewInput {
  /** A whole number of stars, 1 to 5. */
  rating: number;
  /** Optional; trimmed, and an empty comment is no comment (null). */
  comment?: string | null;
}

/**
 * Spec §5: a signed-in user rates a listing shown to visitors, 1 to 5 stars with an optional
 * comment; once per listing (the database's unique index), never their own listing.
 * `now` is when it is written: the present, unless trusted code replays a history (the demo seed).
 */
export async function addReview(
  reviewerId: string,
  ref: ListingRef,
  input: ReviewInput,
  options: { now?: Date } = {},
): Promise<Result<{ id: string }>> {
  const { rating } = input;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return { ok: false, error: REVIEW_MESSAGES.ratingRequired };
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > REVIEW_COMMENT_MAX) return { ok: false, error: REVIEW_MESSAGES.commentTooLong };
  if (!isUuid(ref.id)) return { ok: false, error: REVIEW_MESSAGES.failed };

  // One statement: the listing cannot stop being shown between the check and the insert (an
  // INSERT … SELECT names every column of the table, in order).
  const reviewable = db()
    .select({
      id: sql<string>`gen_random_uuid()`.as("id"),
      listingId: listings.id,
      reviewerId: sql<string>`${reviewerId}`.as("reviewer_id"),
      rating: sql<number>`${rating}::integer`.as("rating"),
      comment: sql<string | null>`${comment}::text`.as("comment"),
      createdAt: (options.now ? sql<Date>`${options.now.toISOString()}::timestamptz` : sql<Date>`now()`).as("created_at"),
    })
    .from(listings)
    .where(and(isVisible(ref), ne(listings.ownerId, reviewerId)));
  const [added] = await db()
    .insert(reviews)
    .select(reviewable)
    .onConflictDoNothing({ target: [reviews.listingId, reviews.reviewerId] })
    .returning({ id: reviews.id });
  if (added) return { ok: true, id: added.id };

  const [listing] = await db().select({ ownerId: listings.ownerId }).from(listings).where(isVisible(ref)).limit(1);
  if (!listing) return { ok: false, error: REVIEW_MESSAGES.failed };
  if (listing.ownerId === reviewerId) return { ok: false, error: REVIEW_MESSAGES.ownListing };
  return { ok: false, error: REVIEW_MESSAGES.alreadyReviewed };
}
