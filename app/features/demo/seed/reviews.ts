import { addReview } from "../../reviews/reviews.server.ts";
import { type Cast, type SeedContext, type SeededListing, expectOk } from "./context.ts";
import { freshComment, reviewDates } from "./review-picks.ts";
import { RENTAL_REVIEW_COMMENTS, REVIEW_COMMENTS } from "./texts.ts";

const RATING_WEIGHTS: Readonly<Record<number, number>> = { 5: 45, 4: 35, 3: 14, 2: 4, 1: 2 };

/**
 * One to three people rate 30 sales and 12 rentals shown to visitors, some time after they were
 * posted and on different days; mostly good marks, and no two reviews of a listing saying the same.
 * The generator is drawn from as many times as ever (a mark, a moment, a text per review), so the
 * seeders after this one get the same data.
 */
export async function seedReviews(ctx: SeedContext, cast: Cast, listings: readonly SeededListing[]): Promise<number> {
  const { rng, now } = ctx;
  const shown = listings.filter((l) => l.visible);
  const reviewed = [
    ...rng.sample(
      shown.filter((l) => l.kind === "sale"),
      30,
    ),
    ...rng.sample(
      shown.filter((l) => l.kind === "rental"),
      12,
    ),
  ];
  let count = 0;
  for (const listing of reviewed) {
    const reviewers = rng.sample(
      cast.users.filter((u) => u.id !== listing.ownerId),
      rng.int(1, 3),
    );
    const draws = reviewers.map((reviewer) => ({
      reviewer,
      rating: rng.weighted([5, 4, 3, 2, 1], (r) => RATING_WEIGHTS[r] ?? 1),
      moment: rng.range(0.2, 1),
      text: rng.next(),
    }));
    const pool = listing.kind === "rental" ? RENTAL_REVIEW_COMMENTS : REVIEW_COMMENTS;
    const dates = reviewDates(
      listing.postedAt.getTime(),
      now,
      draws.map((d) => d.moment),
    );
    const used = new Set<string>();
    for (const [i, { reviewer, rating, text }] of draws.entries()) {
      const comment = freshComment(pool, rating, used, text);
      used.add(comment);
      expectOk(await addReview(reviewer.id, listing, { rating, comment }, { now: dates[i] }), "a review");
      count++;
    }
  }
  return count;
}
