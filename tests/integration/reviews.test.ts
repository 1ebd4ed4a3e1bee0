import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES } from "../../app/features/reviews/review-rules.ts";
import { addReview, listingReviews } from "../../app/features/reviews/reviews.server.ts";
import { sellerReviews } from "../../app/features/reviews/seller-reviews.server.ts";
import { action as saleAction } from "../../app/routes/listing-detail.tsx";
import { action as rentalAction } from "../../app/routes/rental-detail.tsx";
import { db } from "../../app/server/db.server.ts";
import { listings as listingsTable, profiles, reviews } from "../../app/server/schema.ts";
import { authPageMessage } from "../support/auth-page.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

let seq = 0;
const DAY = 86_400_000;
/** Reviews are written by accounts over a day old (like reports): these are two days old, unless told otherwise. */
const user = (spec: { firstName?: string; lastName?: string; createdAt?: Date } = {}) =>
  createUser({ email: `avis${++seq}@example.test`, createdAt: new Date(Date.now() - 2 * DAY), ...spec });
const rowsOf = (listingId: string) => db().select().from(reviews).where(eq(reviews.listingId, listingId)).orderBy(reviews.rating);

describe("addReview", () => {
  it("adds a 1-5 rating with a trimmed comment, dated now unless told otherwise", async () => {
    const [seller, awa, kofi] = [await user(), await user(), await user()];
    const sale = await createSaleListing(seller.id);
    const added = await addReview(awa.id, { kind: "sale", id: sale.id }, { rating: 4, comment: "  Très bon vendeur  " });
    expect(added).toMatchObject({ ok: true });
    const written = new Date("2026-01-15T10:00:00Z");
    expect(await addReview(kofi.id, { kind: "sale", id: sale.id }, { rating: 5, comment: "   " }, { now: written })).toMatchObject({ ok: true });
    const rows = await rowsOf(sale.id);
    expect(rows.map((r) => [r.rating, r.comment])).toEqual([
      [4, "Très bon vendeur"],
      [5, null],
    ]);
    expect(rows[1]?.createdAt.toISOString()).toBe(written.toISOString());
    expect(Math.abs((rows[0]?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect((await listingReviews(sale.id)).summary).toMatchObject({ total: 2, average: 4.5 });
  });

  it("refuses a rating outside 1..5 or not whole, and an over-long comment, writing nothing", async () => {
    const [seller, awa] = [await user(), await user()];
    const ref = { kind: "sale" as const, id: (await createSaleListing(seller.id)).id };
    for (const rating of [0, 6, 3.5, Number.NaN, -1, "", "cinq", undefined]) {
      expect(await addReview(awa.id, ref, { rating }), String(rating)).toEqual({ ok: false, field: "rating", error: REVIEW_MESSAGES.ratingRequired });
    }
    expect(await addReview(awa.id, ref, { rating: 5, comment: "a".repeat(REVIEW_COMMENT_MAX + 1) })).toEqual({
      ok: false,
      field: "comment",
      error: REVIEW_MESSAGES.commentTooLong,
    });
    expect(await addReview(awa.id, ref, { rating: 5, comment: "a".repeat(REVIEW_COMMENT_MAX) })).toMatchObject({ ok: true });
    expect(await rowsOf(ref.id)).toHaveLength(1);
  });

  it("keeps one review per person and listing: a second one replaces the first", async () => {
    const [seller, awa, kofi] = [await user(), await user(), await user()];
    const sale = { kind: "sale" as const, id: (await createSaleListing(seller.id)).id };
    const first = await addReview(awa.id, sale, { rating: 2, comment: "Pas de réponse" }, { now: new Date("2026-01-01T09:00:00Z") });
    await addReview(kofi.id, sale, { rating: 5 });
    const second = await addReview(awa.id, sale, { rating: 4, comment: "Finalement très bien" });
    expect(second).toEqual(first);
    const mine = (await rowsOf(sale.id)).filter((r) => r.reviewerId === awa.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 4, comment: "Finalement très bien" });
    expect(Math.abs((mine[0]?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const shown = await listingReviews(sale.id, awa.id);
    expect(shown.summary).toMatchObject({ total: 2, average: 4.5 });
    expect(shown.mine).toEqual({ createdAt: mine[0]?.createdAt.toISOString() });
    expect((await listingReviews(sale.id, seller.id)).mine).toBeNull();
  });

  it("keeps one review when the same person sends two at once", async () => {
    const [seller, awa] = [await user(), await user()];
    const ref = { kind: "rental" as const, id: (await createRentalListing(seller.id)).id };
    const results = await Promise.all([addReview(awa.id, ref, { rating: 5 }), addReview(awa.id, ref, { rating: 2 })]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await rowsOf(ref.id)).toHaveLength(1);
  });

  it("refuses one's own listing, and listings not shown to visitors", async () => {
    const [seller, awa] = [await user(), await user()];
    const sale = { kind: "sale" as const, id: (await createSaleListing(seller.id)).id };
    expect(await addReview(seller.id, sale, { rating: 5 })).toEqual({ ok: false, error: REVIEW_MESSAGES.ownListing, code: "forbidden" });

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
      expect(await addReview(awa.id, ref, { rating: 4 }), JSON.stringify(ref)).toEqual({ ok: false, error: REVIEW_MESSAGES.failed, code: "not-found" });
    }
    expect(await db().select().from(reviews).where(eq(reviews.reviewerId, awa.id))).toEqual([]);
  });

  it("refuses a suspended or deleted account", async () => {
    const [seller, banned, gone] = [await user(), await user(), await user()];
    const sale = { kind: "sale" as const, id: (await createSaleListing(seller.id)).id };
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, banned.id));
    await db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));
    expect(await addReview(banned.id, sale, { rating: 1 })).toEqual({ ok: false, error: REVIEW_MESSAGES.failed, code: "not-found" });
    expect(await addReview(gone.id, sale, { rating: 1 })).toEqual({ ok: false, error: REVIEW_MESSAGES.failed, code: "not-found" });
    expect(await rowsOf(sale.id)).toEqual([]);
  });

  it("refuses an account under a day old, like reports, in French; the same account writes once a day old", async () => {
    const [seller, newcomer] = [await user(), await user({ createdAt: new Date(Date.now() - DAY + 60_000) })];
    const sale = { kind: "sale" as const, id: (await createSaleListing(seller.id)).id };
    expect(await addReview(newcomer.id, sale, { rating: 5, comment: "Super vendeur" })).toEqual({
      ok: false,
      error: REVIEW_MESSAGES.accountTooNew,
      code: "forbidden",
    });
    expect(REVIEW_MESSAGES.accountTooNew).toBe("Vous pourrez publier un avis 24 heures après la création de votre compte.");
    expect(await rowsOf(sale.id)).toEqual([]);
    await db()
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - DAY - 60_000) })
      .where(eq(profiles.id, newcomer.id));
    expect(await addReview(newcomer.id, sale, { rating: 5 })).toMatchObject({ ok: true });
  });
});

describe("sellerReviews", () => {
  it("gathers the reviews of all the seller's listings, newest first, naming each listing", async () => {
    const [seller, other, awa, kofi] = [await user(), await user(), await user({ firstName: "Kofi", lastName: "Mensah" }), await user()];
    const sale = await createSaleListing(seller.id, { brand: "Peugeot", model: "308", year: 2019 });
    const rental = await createRentalListing(seller.id, { brand: "Toyota", model: "Hilux", year: 2021 });
    const soldLater = await createSaleListing(seller.id, { brand: "Kia", model: "Rio", year: 2017 });
    const elsewhere = await createSaleListing(other.id);
    const at = (day: number) => ({ now: new Date(`2026-02-${String(day).padStart(2, "0")}T10:00:00Z`) });
    await addReview(awa.id, { kind: "sale", id: sale.id }, { rating: 5, comment: "Parfait" }, at(1));
    await addReview(kofi.id, { kind: "sale", id: sale.id }, { rating: 4 }, at(2));
    await addReview(awa.id, { kind: "rental", id: rental.id }, { rating: 2, comment: "En retard" }, at(3));
    await addReview(kofi.id, { kind: "sale", id: soldLater.id }, { rating: 5 }, at(4));
    await addReview(awa.id, { kind: "sale", id: elsewhere.id }, { rating: 1 }, at(5));
    await db().update(listingsTable).set({ status: "sold" }).where(eq(listingsTable.id, soldLater.id));

    const { summary, items } = await sellerReviews(seller.id);
    expect(summary).toMatchObject({ total: 4, average: 4 });
    expect(summary.distribution.map((d) => d.count)).toEqual([2, 1, 0, 1, 0]);
    expect(items.map((r) => [r.rating, r.listing.title, r.listing.href])).toEqual([
      [5, "Kia Rio 2017", null],
      [2, "Toyota Hilux 2021", `/rental/${rental.id}`],
      [4, "Peugeot 308 2019", `/listing/${sale.id}`],
      [5, "Peugeot 308 2019", `/listing/${sale.id}`],
    ]);
    expect(items[1]).toMatchObject({ author: "Kofi M.", comment: "En retard", createdAt: "2026-02-03T10:00:00.000Z" });
    expect(await sellerReviews(awa.id)).toEqual({ summary: expect.objectContaining({ total: 0 }), items: [] });
  });

  it("lists the newest 20 and counts them all", async () => {
    const [seller, awa] = [await user(), await user()];
    for (let day = 1; day <= 21; day++) {
      const listing = await createSaleListing(seller.id);
      await addReview(awa.id, { kind: "sale", id: listing.id }, { rating: (day % 5) + 1 }, { now: new Date(Date.UTC(2026, 2, day)) });
    }
    const { summary, items } = await sellerReviews(seller.id);
    expect(summary.total).toBe(21);
    expect(items).toHaveLength(20);
    expect(items[0]?.createdAt).toBe(new Date(Date.UTC(2026, 2, 21)).toISOString());
    expect(items.at(-1)?.createdAt).toBe(new Date(Date.UTC(2026, 2, 2)).toISOString());
  });
});

describe("the detail page's review form", () => {
  const ORIGIN = "http://localhost:3000";
  const post = async (path: string, id: string, form: Record<string, string>, cookie?: string) => {
    const headers = new Headers({ "x-client-ip": "10.30.0.1" });
    if (cookie) headers.set("cookie", cookie);
    const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
    // Each path has its route, which tells the page its kind.
    const detailAction = path.startsWith("/rental/") ? rentalAction : saleAction;
    const answer = await detailAction({ request, params: { id }, context: new RouterContextProvider() } as never);
    if (answer instanceof Response) return { response: answer };
    return { status: answer.init?.status ?? 200, review: "review" in answer.data ? answer.data.review : undefined };
  };

  it("sends a visitor to sign in, then back to the listing, writing nothing", async () => {
    const seller = await user();
    const sale = await createSaleListing(seller.id);
    const { response } = await post(`/listing/${sale.id}`, sale.id, { intent: "review", rating: "5", comment: "Super" });
    const location = new URL(response?.headers.get("Location") ?? "", ORIGIN);
    expect(response?.status).toBe(302);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe(`/listing/${sale.id}`);
    expect(await authPageMessage(location.href)).toBe("Vous devez être connecté");
    expect(await rowsOf(sale.id)).toEqual([]);
  });

  it("answers a refusal with its message and what was typed, and a success with its message", async () => {
    const seller = await user();
    const buyer = await createUser({ email: "avis-form@example.test", createdAt: new Date(Date.now() - 2 * DAY) });
    const cookie = await sessionCookie("avis-form@example.test");
    const rental = await createRentalListing(seller.id);
    const path = `/rental/${rental.id}`;

    expect(await post(path, rental.id, { intent: "review", comment: "Voiture propre" }, cookie)).toEqual({
      status: 400,
      review: { ok: false, errors: { rating: REVIEW_MESSAGES.ratingRequired }, values: { rating: "", comment: "Voiture propre" } },
    });
    const long = "é".repeat(REVIEW_COMMENT_MAX + 1);
    expect(await post(path, rental.id, { intent: "review", rating: "3", comment: long }, cookie)).toEqual({
      status: 400,
      review: { ok: false, errors: { comment: REVIEW_MESSAGES.commentTooLong }, values: { rating: "3", comment: long } },
    });
    expect(await rowsOf(rental.id)).toEqual([]);

    expect(await post(path, rental.id, { intent: "review", rating: "4", comment: "  Voiture propre  " }, cookie)).toEqual({
      status: 200,
      review: { ok: true, message: REVIEW_MESSAGES.added },
    });
    expect((await rowsOf(rental.id)).map((r) => [r.reviewerId, r.rating, r.comment])).toEqual([[buyer.id, 4, "Voiture propre"]]);
  });

  it("refuses the owner, and a listing no longer shown", async () => {
    await createUser({ email: "avis-owner@example.test" });
    const cookie = await sessionCookie("avis-owner@example.test");
    const [owner] = await db().select().from(profiles).where(eq(profiles.email, "avis-owner@example.test"));
    const own = await createSaleListing(owner?.id ?? "");
    expect(await post(`/listing/${own.id}`, own.id, { intent: "review", rating: "5" }, cookie)).toMatchObject({
      status: 403,
      review: { ok: false, errors: {}, formError: REVIEW_MESSAGES.ownListing },
    });
    const sold = await createSaleListing((await user()).id, { status: "sold" });
    expect(await post(`/listing/${sold.id}`, sold.id, { intent: "review", rating: "5" }, cookie)).toMatchObject({
      status: 404,
      review: { ok: false, formError: REVIEW_MESSAGES.failed },
    });
    expect(
      await db()
        .select()
        .from(reviews)
        .where(eq(reviews.reviewerId, owner?.id ?? "")),
    ).toEqual([]);
  });

  it("refuses an account made minutes ago, keeping what was typed", async () => {
    await createUser({ email: "avis-nouveau@example.test" });
    const cookie = await sessionCookie("avis-nouveau@example.test");
    const sale = await createSaleListing((await user()).id);
    expect(await post(`/listing/${sale.id}`, sale.id, { intent: "review", rating: "5", comment: "Top" }, cookie)).toEqual({
      status: 403,
      review: { ok: false, errors: {}, formError: REVIEW_MESSAGES.accountTooNew, values: { rating: "5", comment: "Top" } },
    });
    expect(await rowsOf(sale.id)).toEqual([]);
  });
});
