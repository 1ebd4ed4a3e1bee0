import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { parseBrowseQuery } from "../../app/features/listings/browse-query.ts";
import { premiumSales } from "../../app/features/listings/home/home-listings.server.ts";
import { searchCriteria } from "../../app/features/listings/search-criteria.ts";
import { searchListings } from "../../app/features/listings/search.server.ts";
import { PACKAGE_MESSAGES, activePackages, createPackage } from "../../app/features/promotion/packages.server.ts";
import { deactivateExpiredPromotions, endPaidPromotion } from "../../app/features/promotion/premium-listings.server.ts";
import { PROMOTION_MESSAGES, fulfilPromotion, startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { getCountry } from "../../app/lib/countries.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, payments, premiumListings, premiumPackages, profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";

useTestDatabase();

const DAY = 86_400_000;
let seq = 0;
const user = (role: "user" | "admin" = "user") => createUser({ email: `promo${++seq}@example.test`, role });

async function weekPackage() {
  const admin = await user("admin");
  const created = await createPackage(admin.id, { name: " 7 jours ", durationDays: 7, price: 5000, features: ["Badge Premium", " "] });
  if (!created.ok) throw new Error(created.error);
  return created.id;
}

describe("createPackage", () => {
  it("lets an administrator create a package with a name, a duration and a price", async () => {
    const id = await weekPackage();
    const [row] = await db().select().from(premiumPackages).where(eq(premiumPackages.id, id));
    expect(row).toMatchObject({ name: "7 jours", durationDays: 7, price: 5000, features: ["Badge Premium"], isActive: true });
    expect((await activePackages()).map((p) => p.id)).toContain(id);
  });

  it("refuses anyone else, a banned administrator, and incomplete or impossible packages", async () => {
    const seller = await user();
    const input = { name: "30 jours", durationDays: 30, price: 15000 };
    expect(await createPackage(seller.id, input)).toEqual({ ok: false, error: PACKAGE_MESSAGES.denied });
    const banned = await user("admin");
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, banned.id));
    expect(await createPackage(banned.id, input)).toEqual({ ok: false, error: PACKAGE_MESSAGES.denied });
    const admin = await user("admin");
    expect(await createPackage(admin.id, { ...input, name: "  " })).toEqual({ ok: false, error: PACKAGE_MESSAGES.incomplete });
    for (const durationDays of [0, 1.5, 366]) {
      expect(await createPackage(admin.id, { ...input, durationDays })).toEqual({ ok: false, error: PACKAGE_MESSAGES.invalidDuration });
    }
    for (const price of [0, -5, 99.5]) {
      expect(await createPackage(admin.id, { ...input, price })).toEqual({ ok: false, error: PACKAGE_MESSAGES.invalidPrice });
    }
    expect((await activePackages()).filter((p) => p.name === "30 jours")).toEqual([]);
  });
});

describe("startPromotion and fulfilPromotion", () => {
  it("charges the package's price for one's own listing, then promotes it for the package's duration, once", async () => {
    const packageId = await weekPackage();
    const seller = await user();
    const sale = await createSaleListing(seller.id);
    const paidAt = new Date(Date.now() - 2 * DAY);
    const started = await startPromotion(seller.id, { listingId: sale.id, packageId }, { now: paidAt });
    if (!started.ok) throw new Error(started.error);
    expect(started.amount).toBe(5000);
    const [payment] = await db().select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment).toMatchObject({ userId: seller.id, kind: "promotion", status: "pending", amount: 5000, listingId: sale.id, packageId });
    expect(await premiumSales("CI")).toEqual([]);
    if (!payment) throw new Error("no payment");

    const first = await fulfilPromotion(payment, "webhook", { now: paidAt });
    const again = await fulfilPromotion(payment, "return-page");
    expect(first.ok && again.ok && first.premiumId === again.premiumId).toBe(true);
    const rows = await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endDate.getTime()).toBe(paidAt.getTime() + 7 * DAY);
    const [paid] = await db().select().from(payments).where(eq(payments.id, started.paymentId));
    expect(paid).toMatchObject({ status: "paid", completedAt: paidAt });
    expect((await premiumSales("CI")).map((l) => l.id)).toEqual([sale.id]);
  });

  it("refuses another's listing, a listing not shown, an unknown or inactive package, and an unknown payment", async () => {
    const packageId = await weekPackage();
    const [seller, other] = [await user(), await user()];
    const sale = await createSaleListing(seller.id);
    expect(await startPromotion(other.id, { listingId: sale.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.listingNotFound });
    const sold = await createSaleListing(seller.id, { status: "sold" });
    expect(await startPromotion(seller.id, { listingId: sold.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.listingNotFound });
    const off = await createRentalListing(seller.id, { available: false });
    expect(await startPromotion(seller.id, { listingId: off.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.listingNotFound });
    expect(await startPromotion(seller.id, { listingId: sale.id, packageId: "" })).toEqual({ ok: false, error: PROMOTION_MESSAGES.packageRequired });
    await db().update(premiumPackages).set({ isActive: false }).where(eq(premiumPackages.id, packageId));
    expect(await startPromotion(seller.id, { listingId: sale.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.packageRequired });
    const unknown = { id: randomUUID(), userId: seller.id, listingId: sale.id, packageId };
    expect(await fulfilPromotion(unknown, "webhook")).toEqual({ ok: false, error: PROMOTION_MESSAGES.paymentFailed });
    expect(await db().select().from(payments).where(eq(payments.userId, other.id))).toEqual([]);
  });
});

describe("a promotion delivers what the pack sells (ADR 0053)", () => {
  const inSenegal = () => searchCriteria(parseBrowseQuery(new URLSearchParams("")), getCountry("SN")!);
  const row = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0];

  it("puts the paid listing at the top of its country's browse, marked, until a refund or its end takes it back", async () => {
    const packageId = await weekPackage();
    const [seller, dealer] = [await user(), await user()];
    const sale = await createSaleListing(seller.id, { country: "SN", city: "Dakar", createdAt: new Date(Date.now() - 30 * DAY) });
    const pro = await createSaleListing(dealer.id, { country: "SN", city: "Dakar", sellerPro: true });
    const newer = await createSaleListing(seller.id, { country: "SN", city: "Thiès" });
    expect((await searchListings(inSenegal())).listings.map((l) => l.id)).toEqual([pro.id, newer.id, sale.id]);

    const started = await startPromotion(seller.id, { listingId: sale.id, packageId });
    if (!started.ok) throw new Error(started.error);
    const before = await row(sale.id);
    const paid = await fulfilPromotion({ id: started.paymentId, userId: seller.id, listingId: sale.id, packageId }, "webhook");
    expect(paid.ok).toBe(true);
    const [premium] = await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id));
    const after = await row(sale.id);
    expect(after?.promotedUntil?.getTime()).toBe(premium?.endDate.getTime());
    // A promotion is no change of the car: saved-search alerts and sitemaps read updated_at.
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    const page = (await searchListings(inSenegal())).listings;
    expect(page.map((l) => [l.id, l.promoted])).toEqual([
      [sale.id, true],
      [pro.id, false],
      [newer.id, false],
    ]);
    // A price sort keeps it where its price puts it, still marked.
    const byPrice = await searchListings(searchCriteria(parseBrowseQuery(new URLSearchParams("sort=price")), getCountry("SN")!));
    expect(byPrice.listings.find((l) => l.id === sale.id)?.promoted).toBe(true);

    await endPaidPromotion(started.paymentId, new Date());
    expect((await row(sale.id))?.promotedUntil).toBeNull();
    expect((await searchListings(inSenegal())).listings.map((l) => [l.id, l.promoted])).toEqual([
      [pro.id, false],
      [newer.id, false],
      [sale.id, false],
    ]);
  });

  it("ends with the promotion's days: browse leaves it at once, the expiry job clears the copy", async () => {
    const packageId = await weekPackage();
    const seller = await user();
    const sale = await createSaleListing(seller.id, { country: "SN", city: "Dakar" });
    const paidAt = new Date(Date.now() - 8 * DAY);
    const started = await startPromotion(seller.id, { listingId: sale.id, packageId }, { now: paidAt });
    if (!started.ok) throw new Error(started.error);
    await fulfilPromotion({ id: started.paymentId, userId: seller.id, listingId: sale.id, packageId }, "webhook", { now: paidAt });
    expect((await row(sale.id))?.promotedUntil?.getTime()).toBe(paidAt.getTime() + 7 * DAY);
    expect((await searchListings(inSenegal())).listings.find((l) => l.id === sale.id)?.promoted).toBe(false);
    expect(await deactivateExpiredPromotions()).toBeGreaterThan(0);
    expect((await row(sale.id))?.promotedUntil).toBeNull();
  });

  it("shows 'Premium' on its card in browse and on the home page, and beside its name on its page; nowhere else", async () => {
    const packageId = await weekPackage();
    const seller = await user();
    // Côte d'Ivoire: the country of a visitor without a cookie.
    const sale = await createSaleListing(seller.id, { brand: "Lexus", model: "RX", city: "Yamoussoukro" });
    const plain = await createSaleListing(seller.id, { brand: "Kia", model: "Picanto", city: "Yamoussoukro" });
    const started = await startPromotion(seller.id, { listingId: sale.id, packageId });
    if (!started.ok) throw new Error(started.error);
    await fulfilPromotion({ id: started.paymentId, userId: seller.id, listingId: sale.id, packageId }, "webhook");

    const browse = await page("/listings");
    const cards = articles(browse);
    const card = (id: string) => cards.find((a) => a.includes(`href="/listing/${id}"`)) ?? "";
    expect(card(sale.id).match(/>Premium</g)).toHaveLength(1);
    expect(card(plain.id)).not.toEqual("");
    expect(card(plain.id)).not.toContain("Premium");
    // The first card is a promoted one.
    expect(cards[0]).toContain(">Premium<");

    const home = articles(await page("/"));
    const homeCard = home.find((a) => a.includes(`href="/listing/${sale.id}"`)) ?? "";
    expect(homeCard.match(/>Premium</g)).toHaveLength(1);

    const heading = (html: string) => html.match(/<h1[\s\S]*?<\/h1>/)?.[0] ?? "";
    expect(heading(await page(`/listing/${sale.id}`))).toContain(">Premium<");
    expect(heading(await page(`/listing/${plain.id}`))).not.toContain("Premium");
  });
});

/** A page's HTML as a visitor's phone gets it, without its scripts. */
async function page(path: string): Promise<string> {
  const response = await handle(
    new Request(`http://localhost:3000${path}`, { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile", "x-client-ip": "10.42.0.1" } }),
  );
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
}

const articles = (html: string) => [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]);
