import { describe, expect, it } from "vitest";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { homePage } from "../../app/routes/home-page.server.ts";
import { featuredListings, premiumSales } from "../../app/features/listings/home/home-listings.server.ts";
import { db } from "../../app/server/db.server.ts";
import { adBanners, plans, premiumListings, subscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

let seq = 0;
async function seller() {
  seq += 1;
  return createUser({ email: `vendeur${seq}@example.test`, userType: "seller" });
}

/** A promotion row; by default active, started an hour ago, ending in a week. */
async function promote(listingId: string, overrides: Partial<typeof premiumListings.$inferInsert> = {}): Promise<void> {
  const createdAt = overrides.createdAt ?? hoursAgo(1);
  await db()
    .insert(premiumListings)
    .values({
      listingId,
      startDate: new Date(createdAt.getTime() - 24 * HOUR),
      endDate: new Date(Date.now() + 7 * 24 * HOUR),
      isActive: true,
      createdAt,
      ...overrides,
    });
}

const ids = (listings: { id: string }[]) => listings.map((l) => l.id);

describe("premium section", () => {
  it("shows only active, unexpired sale promotions of visible listings in the selected country", async () => {
    const s = await seller();
    const shown = await createSaleListing(s.id, { country: "BJ", city: "Cotonou" });
    await promote(shown.id);

    const inactive = await createSaleListing(s.id, { country: "BJ" });
    await promote(inactive.id, { isActive: false });
    const expired = await createSaleListing(s.id, { country: "BJ" });
    await promote(expired.id, { startDate: hoursAgo(48), endDate: hoursAgo(1) });
    const elsewhere = await createSaleListing(s.id, { country: "SN" });
    await promote(elsewhere.id);
    const rental = await createRentalListing(s.id, { country: "BJ" });
    await promote(rental.id);
    const sold = await createSaleListing(s.id, { country: "BJ", status: "sold" });
    await promote(sold.id);
    const deleted = await createSaleListing(s.id, { country: "BJ", deletedAt: new Date() });
    await promote(deleted.id);

    const premium = await premiumSales("BJ");
    expect(ids(premium)).toEqual([shown.id]);
    expect(premium[0]).toMatchObject({ kind: "sale", brand: "Toyota", city: "Cotonou", price: 7_500_000 });
  });

  it("shows at most 4, newest promotion first, a renewed promotion once", async () => {
    const s = await seller();
    const listings = [];
    for (let i = 0; i < 6; i++) listings.push(await createSaleListing(s.id, { country: "TG" }));
    // Promoted 6 h ago, 5 h ago, ... 1 h ago: the last one is the newest promotion.
    for (const [i, l] of listings.entries()) await promote(l.id, { createdAt: hoursAgo(6 - i) });
    // The oldest promotion renewed just now comes first, once.
    await promote(listings[0].id, { createdAt: hoursAgo(0.5) });

    const premium = await premiumSales("TG");
    expect(ids(premium)).toEqual([listings[0].id, listings[5].id, listings[4].id, listings[3].id]);
  });

  it("is empty (and the section hidden) when nothing is promoted", async () => {
    const s = await seller();
    await createSaleListing(s.id, { country: "GW" });
    expect(await premiumSales("GW")).toEqual([]);
  });
});

describe("featured vehicles", () => {
  it("Vente: the 6 newest visible sale listings of the country, without the premium ones", async () => {
    const s = await seller();
    const listings = [];
    for (let i = 0; i < 9; i++) listings.push(await createSaleListing(s.id, { country: "ML", createdAt: hoursAgo(10 - i) }));
    const newest = listings.toReversed();
    await promote(newest[0].id);
    // A promotion that ended or was switched off no longer hides the listing from this list.
    await promote(newest[1].id, { startDate: hoursAgo(48), endDate: hoursAgo(2) });
    await promote(newest[2].id, { isActive: false });
    await createSaleListing(s.id, { country: "ML", status: "archived" });
    await createSaleListing(s.id, { country: "ML", deletedAt: new Date() });
    await createSaleListing(s.id, { country: "NE" });

    const featured = await featuredListings("sale", "ML");
    expect(ids(featured)).toEqual(ids(newest.slice(1, 7)));
    expect(featured.every((l) => l.kind === "sale")).toBe(true);
  });

  it("Location: the 6 newest available rentals of the country", async () => {
    const s = await seller();
    const rentals = [];
    for (let i = 0; i < 7; i++) rentals.push(await createRentalListing(s.id, { country: "NE", createdAt: hoursAgo(10 - i) }));
    await createRentalListing(s.id, { country: "NE", available: false });
    await createRentalListing(s.id, { country: "NE", deletedAt: new Date() });
    await createRentalListing(s.id, { country: "GN" });

    const featured = await featuredListings("rental", "NE");
    expect(ids(featured)).toEqual(ids(rentals.toReversed().slice(0, 6)));
    expect(featured[0]).toMatchObject({ kind: "rental", price: 45_000 });
  });
});

describe("home page data", () => {
  it("loads the chosen tab only, a banner and the visitor's favourites; the hero shows the member's Pro plan", async () => {
    const s = await seller();
    const sale = await createSaleListing(s.id, { country: "GH" });
    const promoted = await createSaleListing(s.id, { country: "GH" });
    await promote(promoted.id);
    const rental = await createRentalListing(s.id, { country: "GH" });
    const [banner] = await db().insert(adBanners).values({ title: "Assurance", imageUrl: "banners/x", linkUrl: "https://example.com" }).returning();

    const buyer = await createUser({ email: "acheteur-home@example.test" });
    await addFavorite(buyer.id, { kind: "sale", id: promoted.id });
    await db().insert(plans).values({ id: "pro", name: "Pro", price: 5000, productId: "prod_pro" }).onConflictDoNothing();
    await db().insert(subscriptions).values({ userId: buyer.id, provider: "sandbox", productId: "prod_pro", status: "active" });

    const sales = await homePage({ country: "GH", userId: buyer.id, vitrine: "sale" });
    expect(ids(sales.premium)).toEqual([promoted.id]);
    expect(sales.premium[0].isFavorite).toBe(true);
    expect(ids(sales.featured)).toEqual([sale.id]);
    expect(sales.featured[0].isFavorite).toBe(false);
    expect(sales.banner).toEqual({ id: banner.id, title: "Assurance", imageUrl: "banners/x" });
    expect(sales.browseHref).toBe("/listings");

    const rentals = await homePage({ country: "GH", userId: null, vitrine: "rental" });
    expect(ids(rentals.featured)).toEqual([rental.id]);
    expect(rentals.browseHref).toBe("/listings?type=location");

    // The plan comes with the page's shell: the subscriber's hero carries the badge, a visitor's none.
    const hero = async (headers: Record<string, string>) =>
      (await (await handle(new Request("http://localhost:3000/", { headers }))).text()).match(
        /<section aria-labelledby="home-title"[\s\S]*?<\/section>/,
      )?.[0] ?? "";
    expect(await hero({ cookie: await sessionCookie("acheteur-home@example.test") })).toContain("Plan Pro");
    expect(await hero({})).not.toContain("Plan Pro");
  });
});
