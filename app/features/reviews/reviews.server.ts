import { type SQL, and, desc, eq, exists, isNull, ne, not, sql } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { ONE_ROW, jsonRows } from "../../server/json-rows.server.ts";
import { listings, profiles, reviews } from "../../server/schema.ts";
import { isSeasonedAccount } from "../accounts/seasoned-account.server.ts";
import type { ListingRef } from "../listings/listing.ts";
import { isVisible } from "../listings/listings.server.ts";
import { listingPagesChanged } from "../listing-pages/listing-pages.server.ts";
import { REVIEW_MESSAGES, type ReviewField, checkReview } from "./review-rules.ts";
import { type ReviewsSummary, summarizeRatings } from "./reviews-summary.ts";

/** The newest reviews shown under a listing or on a seller's page; the summary counts them all. */
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
  /** When the viewer rated this listing: a new review from them replaces that one. */
  mine: { createdAt: string } | null;
}

/** The columns of a review as the lists show it, its author joined from `profiles`. */
export const REVIEW_ITEM_COLUMNS = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

export function reviewItem(r: { id: string; rating: number; comment: string | null; createdAt: Date; firstName: string; lastName: string }): ReviewItem {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    author: r.lastName ? `${r.firstName} ${r.lastName.slice(0, 1)}.` : r.firstName,
  };
}

/**
 * A listing's reviews as the fields of one select (its counts by stars, the newest shown, the
 * viewer's own): its page reads them in the statement that reads what other features add to it.
 */
export function listingReviewsFields(listingId: string, viewerId?: string | null) {
  const ofListing = eq(reviews.listingId, listingId);
  return {
    reviewCounts: jsonRows(
      db()
        .select({ rating: reviews.rating, count: sql<number>`count(*)::int`.as("count") })
        .from(reviews)
        .where(ofListing)
        .groupBy(reviews.rating),
    ),
    reviewItems: jsonRows(
      db()
        .select(REVIEW_ITEM_COLUMNS)
        .from(reviews)
        .innerJoin(profiles, eq(profiles.id, reviews.reviewerId))
        .where(ofListing)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEWS_SHOWN),
    ),
    myReview: jsonRows(
      db()
        .select({ createdAt: reviews.createdAt })
        .from(reviews)
        // Nobody's own review is read for a page without a viewer.
        .where(and(ofListing, viewerId ? eq(reviews.reviewerId, viewerId) : sql`false`))
        .limit(1),
    ),
  };
}

type ReviewsRow = { [K in keyof ReturnType<typeof listingReviewsFields>]: ReturnType<typeof listingReviewsFields>[K] extends SQL<infer T> ? T : never };

/** The reviews from the fields of `listingReviewsFields`. */
export function listingReviewsFrom(row: ReviewsRow): ListingReviews {
  return {
    summary: summarizeRatings(row.reviewCounts),
    items: row.reviewItems.map(reviewItem),
    mine: row.myReview[0] ? { createdAt: row.myReview[0].createdAt.toISOString() } : null,
  };
}

/** A listing's reviews, in one statement. */
export async function listingReviews(listingId: string, viewerId?: string | null): Promise<ListingReviews> {
  const [row] = await db().select(listingReviewsFields(listingId, viewerId)).from(ONE_ROW);
  return listingReviewsFrom(row as ReviewsRow);
}

/** When the member reviewed each listing they reviewed, by listing id (for pages shared by all members: ADR 0035). */
/** The listings a member reviewed and when, read within `/moi`'s one select. */
export function reviewDatesQuery(reviewerId: string) {
  return db().select({ listingId: reviews.listingId, createdAt: reviews.createdAt }).from(reviews).where(eq(reviews.reviewerId, reviewerId));
}

export function reviewDatesFrom(rows: readonly { listingId: string; createdAt: Date }[]): Record<string, string> {
  return Object.fromEntries(rows.map((r) => [r.listingId, r.createdAt.toISOString()]));
}

/** The account exists and may review: not suspended, not deleted, over a day old (like a reporter's). */
function reviewingAccount(userId: string) {
  return db()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.banned, false), isNull(profiles.deletedAt), isSeasonedAccount(profiles.createdAt)));
}

export interface ReviewInput {
  /** A whole number of stars, 1 to 5 (as a number, or as the form sent it). */
  rating: unknown;
  /** Optional; trimmed, and an empty comment is no comment (null). */
  comment?: unknown;
}

export type AddReviewResult = Result<{ id: string }> & { field?: ReviewField };

/**
 * Spec §5: a signed-in user rates a listing shown to visitors, 1 to 5 stars with an optional
 * comment; never their own listing, never from a suspended or deleted account, nor from one under
 * a day old (issue 23: accounts made on the spot to pile on a seller). One review per person and
 * listing: a second one replaces the first (new rating, comment and date).
 * `now` is the date written: the present, unless trusted code replays a history (the demo seed);
 * the account's age is always measured at the present.
 */
export async function addReview(reviewerId: string, ref: ListingRef, input: ReviewInput, options: { now?: Date } = {}): Promise<AddReviewResult> {
  const checked = checkReview(input);
  if (!checked.ok) return { ok: false, error: checked.error, field: checked.field };
  const { rating, comment } = checked.review;
  if (!isUuid(ref.id)) return { ok: false, error: REVIEW_MESSAGES.failed, code: "not-found" };

  // One statement: the listing cannot stop being shown, nor the account be suspended, between the
  // checks and the write (an INSERT … SELECT names every column of the table, in order).
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
    .where(and(isVisible(ref), ne(listings.ownerId, reviewerId), exists(reviewingAccount(reviewerId))));
  const [written] = await db()
    .insert(reviews)
    .select(reviewable)
    .onConflictDoUpdate({
      target: [reviews.listingId, reviews.reviewerId],
      set: { rating: sql`excluded.rating`, comment: sql`excluded.comment`, createdAt: sql`excluded.created_at` },
    })
    .returning({ id: reviews.id });
  if (written) {
    // The listing's page shows its reviews: the reviewer, sent back to it, must find theirs.
    await listingPagesChanged([ref]);
    return { ok: true, id: written.id };
  }

  const [listing] = await db().select({ ownerId: listings.ownerId }).from(listings).where(isVisible(ref)).limit(1);
  if (!listing) return { ok: false, error: REVIEW_MESSAGES.failed, code: "not-found" };
  if (listing.ownerId === reviewerId) return { ok: false, error: REVIEW_MESSAGES.ownListing, code: "forbidden" };
  const [newcomer] = await db()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, reviewerId), not(isSeasonedAccount(profiles.createdAt))));
  if (newcomer) return { ok: false, error: REVIEW_MESSAGES.accountTooNew, code: "forbidden" };
  return { ok: false, error: REVIEW_MESSAGES.failed, code: "not-found" };
}

/** The reviews a deleted account wrote, inside the deletion's transaction. */
export async function eraseReviewsBy(tx: Db, reviewerId: string): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.reviewerId, reviewerId));
}
