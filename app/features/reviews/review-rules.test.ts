import { describe, expect, it } from "vitest";
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, checkReview } from "./review-rules.ts";

describe("checkReview", () => {
  it("takes a whole rating from 1 to 5, as a number or as the form sends it", () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(checkReview({ rating })).toEqual({ ok: true, review: { rating, comment: null } });
      expect(checkReview({ rating: String(rating) })).toEqual({ ok: true, review: { rating, comment: null } });
    }
  });

  it("asks for a rating when there is none or it is outside 1..5", () => {
    const refused = { ok: false, field: "rating", error: REVIEW_MESSAGES.ratingRequired };
    for (const rating of [undefined, null, "", " ", "0", "6", "3.5", "3,5", "abc", "-1", 0, 6, 3.5, Number.NaN, "1e0"]) {
      expect(checkReview({ rating, comment: "Bien" }), String(rating)).toEqual(refused);
    }
  });

  it("trims the comment and makes an empty one null", () => {
    expect(checkReview({ rating: "4", comment: "  Très bon vendeur \n" })).toEqual({ ok: true, review: { rating: 4, comment: "Très bon vendeur" } });
    expect(checkReview({ rating: "4", comment: "   \n\t " })).toEqual({ ok: true, review: { rating: 4, comment: null } });
    expect(checkReview({ rating: "4", comment: null })).toEqual({ ok: true, review: { rating: 4, comment: null } });
  });

  it("refuses a comment longer than the limit once trimmed", () => {
    expect(checkReview({ rating: 5, comment: ` ${"a".repeat(REVIEW_COMMENT_MAX)} ` })).toMatchObject({ ok: true });
    expect(checkReview({ rating: 5, comment: "a".repeat(REVIEW_COMMENT_MAX + 1) })).toEqual({
      ok: false,
      field: "comment",
      error: REVIEW_MESSAGES.commentTooLong,
    });
  });
});
