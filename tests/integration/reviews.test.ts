import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, addReview, listingReviews } from "../../app/features/reviews/reviews.server.ts";
import { db } from "../../app/server/db.server.ts";
import { reviews } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

let seq = 0;
const user = () => createUser({ email: `avis${++seq}@example.test` });

describe("addReview", () => {
  it("adds a 1-5 rating with a trimmed comment, dated now unless told otherwise", async () => {
    const [seller, awa, kofi] = [await user(), await user(), await user()];
    const sale = await createSaleListing(seller.id);
    const added = await addReview(awa.id, { kind: "sale", id: sale.id }, { rating: 4, comment: "  Très bon vendeur  " });
    expect(added).toMatchObject({ ok: true });
    const written = new Date("2026-01-15T10:00:00Z");
    expect(await addReview(kofi.id, { kind: "sale", id: sale.id }, { rating: 5, comment: "   " }, { now: written })).toMatchObject({ ok: true });
    const rows = await db().select().from(reviews).where(eq(reviews.listingId, sale.id)).orderBy(reviews.rating);
    expect(rows.map((r) => [r.rating, r.comment])).toEqual([
      [4, "Très bon vendeur"],
      [5, null],
    ]);
    expect(rows[1]?.createdAt.toISOString()).toBe(written.toISOString());
    expect(Math.abs((rows[0]?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect((await listingReviews(sale.id)).summary).toMatchObject({ total: 2, average: 4.5 });
  });

  it("refuses a rating outside 1..5 or not whole, and an over-long comment", async () => {
    const [seller, awa] = [await user(), await user()];
    const ref = { kind: "sale" as const, id: (await createSaleListing(seller.id)).id };
    for (const rating of [0, 6, 3.5, Number.NaN, -1]) {
      expect(await addReview(awa.id, ref, { rating })).toEqual({ ok: false, error: REVIEW_MESSAGES.ratingRequired });
    }
    expect(await addReview(awa.id, ref, { rating: 5, comment: "a".repeat(REVIEW_COMMENT_MAX + 1) })).toEqual({
      ok: false,
      error: REVIEW_MESSAGES.commentTooLong,
    });
    expect(await db().select().from(reviews).where(eq(reviews.listingId, ref.id))).toEqual([]);
  });

  it("refuses one's own listing, a second review, and listings not shown", async () => {
    const [seller, awa] = [await user(), await user()];
    const sale = { kind: "sale" as const, id: (await createSaleListing(seller.id)).id };
    expect(await addReview(seller.id, sale, { rating: 5 })).toEqual({ ok: false, error: REVIEW_MESSAGES.ownListing });
    expect(await addReview(awa.id, sale, { rating: 5 })).toMatchObject({ ok: true });
    expect(await addReview(awa.id, sale, { rating: 1 })).toEqual({ ok: false, error: REVIEW_MESSAGES.alreadyReviewed });

    const sold = await createSaleListing(seller.id, { status: "sold" });
    const unavailable = await createRentalListing(seller.id, { available: false });
    const deleted = await createSaleListing(seller.id, { deletedAt: new Date() });
    for (const ref of [
      { kind: "sale" as const, id: sold.id },
      { kind: "rental" as const, id: unavailable.id },
      { kind: "sale" as const, id: deleted.id },
      { kind: "rental" as const, id: sale.id }, // a sale is not a rental
      { kind: "sale" as const, id: "not-a-uuid" },
      { kind: "sale" as const, id: "00000000-0000-4000-8000-000000000000" },
    ]) {
      expect(await addReview(awa.id, ref, { rating: 4 }), JSON.stringify(ref)).toEqual({ ok: false, error: REVIEW_MESSAGES.failed });
    }
    const rows = await db().select().from(reviews);
    expect(rows.filter((r) => r.reviewerId === awa.id)).toHaveLength(1);
  });

  it("keeps one review when the same person sends two at once", async () => {
    const [seller, awa] = [await user(), await user()];
    const ref = { kind: "rental" as const, id: (await createRentalListing(seller.id)).id };
    const results = await Promise.all([addReview(awa.id, ref, { rating: 5 }), addReview(awa.id, ref, { rating: 2 })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await db().select().from(reviews).where(eq(reviews.listingId, ref.id))).toHaveLength(1);
  });
});
