import { addReview } from "../../reviews/reviews.server.ts";
import { type Cast, type SeedContext, type SeededListing, expectOk } from "./context.ts";
import { RENTAL_REVIEW_COMMENTS, REVIEW_COMMENTS } from "./texts.ts";

const RATING_WEIGHTS: Readonly<Record<number, number>> = { 5: 45, 4: 35, 3: 14, 2: 4, 1: 2 };

/**
 * One to three people rate 30 sales and 12 rentals shown to visitors, some time after they were
 * posted; mostly good marks.
 */
export async function seedReviews(ctx: SeedContext, cast: Cast, listings: readonly SeededListing[]): Promise<number> {
  const { rng, now } = ctx;
  const shown = listings.filter((l) => l.visible);
  const reviewed = [
    ...rng.sample(shown.filter((l) => l.kind === "sale"), 30),
    ...rng.sample(shown.filter((l) => l.kind === "rental"), 12),
  ];
  let count = 0;
  for (const listing of reviewed) {
    const reviewers = rng.sample(cast.users.filter((u) => u.id !== listing.ownerId), rng.int(1, 3));
    for (const reviewer of reviewers) {
      const rating = rng.weighted([5, 4, 3, 2, 1], (r) => RATING_WEIGHTS[r] ?? 1);
      const comments = listing.kind === "rental" ? RENTAL_REVIEW_COMMENTS[rating >= 4 ? 0 : 1] : REVIEW_COMMENTS[rating];
      const posted = listing.postedAt.getTime();
      const at = new Date(posted + rng.range(0.2, 1) * (now - posted));
      const comment = rng.pick(comments ?? [""]);
      expectOk(await addReview(reviewer.id, listing, { rating, comment }, { now: at }), "a review");
      count++;
    }
  }
  return count;
}
