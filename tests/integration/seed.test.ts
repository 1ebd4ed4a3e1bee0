import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, count, countDistinct, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CAR_POOL_SPEC } from "../../app/features/demo/images/car-pool.server.ts";
import { SHAPE_BODY_TYPE, geometry } from "../../app/features/demo/images/car-shapes.ts";
import { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, demoModels, isSeeded, seedIfEmpty } from "../../app/features/demo/seed.server.ts";
import { parseBrowseQuery } from "../../app/features/listings/browse-query.ts";
import { searchCriteria } from "../../app/features/listings/search-criteria.ts";
import { PAGE_SIZE, searchListings } from "../../app/features/listings/search.server.ts";
import { getCountry } from "../../app/lib/countries.ts";
import { BODY_TYPES, CAR_BRANDS, DOCUMENTS } from "../../app/lib/vehicles.ts";
import { auth } from "../../app/features/accounts/auth.server.ts";
import { db } from "../../app/server/db.server.ts";
import {
  adBanners,
  appSettings,
  notifications,
  plans,
  premiumListings,
  premiumPackages,
  listings,
  profiles,
  reviews,
  uploadDrafts,
} from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

const ctx = useTestDatabase();

async function counts() {
  const [[p], [s], [r]] = await Promise.all([
    db().select({ n: count() }).from(profiles),
    db().select({ n: count() }).from(listings).where(eq(listings.kind, "sale")),
    db().select({ n: count() }).from(listings).where(eq(listings.kind, "rental")),
  ]);
  return { profiles: p.n, sales: s.n, rentals: r.n };
}

describe("demo seed", () => {
  it("seeds an empty database once", { timeout: 120_000 }, async () => {
    expect(await isSeeded()).toBe(false);
    const started = performance.now();
    const summary = await seedIfEmpty();
    const ms = Math.round(performance.now() - started);
    console.info(`demo seed: ${ms} ms`, summary);
    expect(summary).not.toBeNull();
    expect(await isSeeded()).toBe(true);
  });

  it("creates the demo accounts, one of them admin, all verified with an avatar", async () => {
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    expect(emails).toHaveLength(5);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.userType))).toEqual(new Set(["buyer", "seller", "agent", "dealer"]));
    const rows = await db().select().from(profiles);
    const demo = rows.filter((r) => emails.includes(r.email));
    expect(demo).toHaveLength(5);
    expect(rows.filter((r) => r.role === "admin").map((r) => r.email)).toEqual([`admin@${DEMO_EMAIL_DOMAIN}`]);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    for (const row of rows) {
      expect(row.emailVerified).toBe(true);
      expect(row.avatarUrl).toMatch(/^avatars\/[0-9a-f-]{36}$/);
      expect(existsSync(join(ctx.dataDir(), "uploads", `${row.avatarUrl}-96.webp`))).toBe(true);
      expect(row.phone).toMatch(/^\+\d{10,14}$/);
    }
    const dealer = rows.find((r) => r.email === `concession@${DEMO_EMAIL_DOMAIN}`);
    expect(dealer?.companyName).toBe("Abidjan Auto Premium");
  });

  it("spreads about 300 believable sale listings and 80 rentals over the countries", async () => {
    const sales = await db().select().from(listings).where(eq(listings.kind, "sale"));
    expect(sales.length).toBeGreaterThanOrEqual(250);
    const [{ countries }] = await db()
      .select({ countries: countDistinct(listings.country) })
      .from(listings)
      .where(eq(listings.kind, "sale"));
    expect(countries).toBeGreaterThanOrEqual(10);
    const rentals = await db().select().from(listings).where(eq(listings.kind, "rental"));
    expect(rentals.length).toBeGreaterThanOrEqual(60);

    const perCountry = new Map<string, number>();
    for (const s of sales) perCountry.set(s.country, (perCountry.get(s.country) ?? 0) + 1);
    expect(perCountry.get("CI") ?? 0).toBeGreaterThan(perCountry.get("NG") ?? 0);
    expect(perCountry.get("SN") ?? 0).toBeGreaterThan(perCountry.get("MA") ?? 0);

    for (const s of sales) {
      expect(CAR_BRANDS[s.brand]).toContain(s.model);
      expect(s.year).toBeGreaterThanOrEqual(2005);
      expect(s.year).toBeLessThanOrEqual(2025);
      expect(s.price).toBeGreaterThan(500_000);
      expect(s.price).toBeLessThan(200_000_000);
      expect(s.country).toMatch(/^[A-Z]{2}$/);
      expect(s.latitude).not.toBeNull();
      expect(s.description?.length ?? 0).toBeGreaterThan(40);
      expect(s.documentsAvailable).not.toBeNull();
      for (const d of s.documentsAvailable ?? []) expect(DOCUMENTS).toContain(d);
      expect(s.engine).toBeTruthy();
      expect(s.bodyType).toBeTruthy();
    }
    for (const r of rentals) {
      expect(r.price).toBeGreaterThanOrEqual(15_000);
      expect(r.price).toBeLessThanOrEqual(120_000);
    }
    // Prices follow age: the newest Corollas ask more than the oldest.
    const corollas = sales.filter((s) => s.model === "Corolla" && s.condition === "used");
    const recent = corollas.filter((s) => s.year >= 2019).map((s) => s.price);
    const old = corollas.filter((s) => s.year <= 2011).map((s) => s.price);
    if (recent.length > 0 && old.length > 0) expect(Math.min(...recent)).toBeGreaterThan(Math.max(...old) * 0.9);
    for (const { brand, model } of demoModels()) expect(CAR_BRANDS[brand]).toContain(model);
  });

  it("gives every listing 1 to 10 images of its own, uploaded to its owner's folder, whose files exist", async () => {
    const rows = await db().select({ ownerId: listings.ownerId, images: listings.images }).from(listings);
    const prefixes = new Set<string>();
    let photos = 0;
    for (const { ownerId, images } of rows) {
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(10);
      for (const prefix of images) {
        expect(prefix.startsWith(`listings/${ownerId}/`), prefix).toBe(true);
        expect(prefix).toMatch(/^listings\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
        prefixes.add(prefix);
        photos++;
      }
    }
    // No photo serves two listings, and every upload draft was taken by its listing.
    expect(prefixes.size).toBe(photos);
    expect(await db().select().from(uploadDrafts)).toEqual([]);
    for (const prefix of prefixes) {
      for (const width of [400, 800, 1600]) {
        expect(existsSync(join(ctx.dataDir(), "uploads", `${prefix}-${width}.webp`)), `${prefix}-${width}`).toBe(true);
      }
    }
  });

  it("mixes Pro and other sellers on the first page of Côte d'Ivoire (Plus récent: the promoted ones, then Pro first)", async () => {
    const ci = getCountry("CI");
    if (!ci) throw new Error("no CI");
    const { listings: page } = await searchListings(searchCriteria(parseBrowseQuery(new URLSearchParams()), ci));
    expect(page).toHaveLength(PAGE_SIZE);
    const pro = page.filter((l) => l.sellerPro).length;
    expect(pro).toBeGreaterThan(0);
    expect(pro).toBeLessThan(PAGE_SIZE - 4);
    // The seed's promotions lead (ADR 0053), then Pro first: no Pro card after an ordinary one.
    const promoted = page.findIndex((l) => !l.promoted);
    expect(promoted).toBeGreaterThan(0);
    const rest = page.slice(promoted);
    expect(rest.some((l) => l.promoted)).toBe(false);
    expect(rest.findIndex((l) => !l.sellerPro)).toBe(rest.filter((l) => l.sellerPro).length);
    const [dealer] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.email, `concession@${DEMO_EMAIL_DOMAIN}`));
    const dealerRows = await db().select({ pro: listings.sellerPro }).from(listings).where(eq(listings.ownerId, dealer.id));
    expect(dealerRows.length).toBeGreaterThanOrEqual(8);
    expect(dealerRows.every((r) => r.pro)).toBe(true);
  });

  it("draws every body type in several silhouettes, and shows several pictures of the common ones", async () => {
    for (const bodyType of BODY_TYPES) {
      const cars = CAR_POOL_SPEC.filter((c) => SHAPE_BODY_TYPE[c.shape] === bodyType);
      const outlines = new Set(cars.map((c) => geometry(c.shape, c.variant).body));
      expect(outlines.size, bodyType).toBeGreaterThanOrEqual(2);
    }
    for (const bodyType of ["SUV", "Berline"]) {
      const rows = await db()
        .select({ images: listings.images })
        .from(listings)
        .where(and(eq(listings.kind, "sale"), eq(listings.bodyType, bodyType)));
      const covers = new Set(rows.map((r) => readFileSync(join(ctx.dataDir(), "uploads", `${r.images[0]}-400.webp`)).toString("base64")));
      expect(covers.size, bodyType).toBeGreaterThanOrEqual(4);
    }
  });

  it("writes packages, promotions, banners, plans and settings", async () => {
    const packages = await db().select().from(premiumPackages);
    expect(packages.map((p) => [p.name, p.durationDays, p.price]).sort()).toEqual([
      ["30 jours", 30, 15000],
      ["7 jours", 7, 5000],
    ]);
    const premium = await db()
      .select({ country: listings.country, endDate: premiumListings.endDate, isActive: premiumListings.isActive })
      .from(premiumListings)
      .innerJoin(listings, and(eq(listings.id, premiumListings.listingId), eq(listings.kind, "sale")));
    expect(premium.length).toBeGreaterThanOrEqual(4);
    expect(premium.length).toBeLessThanOrEqual(6);
    for (const p of premium) {
      expect(["CI", "SN"]).toContain(p.country);
      expect(p.isActive).toBe(true);
      expect(p.endDate.getTime()).toBeGreaterThan(Date.now());
    }
    const banners = await db().select().from(adBanners);
    expect(banners).toHaveLength(3);
    for (const b of banners) {
      expect(b.isActive).toBe(true);
      expect(b.linkUrl).toMatch(/^https:\/\//);
      expect(existsSync(join(ctx.dataDir(), "uploads", `${b.imageUrl}-1200.webp`))).toBe(true);
    }
    const settings = await db().select().from(appSettings);
    expect(Object.fromEntries(settings.map((s) => [s.settingKey, s.settingValue]))).toEqual({
      restrict_vehicle_evaluation_to_pro: false,
      enable_free_listings_limit: false,
    });
    const planRows = await db().select().from(plans);
    expect(planRows.map((p) => [p.id, p.name, p.price, p.productId]).sort()).toEqual([
      ["free", "Gratuit", 0, "free"],
      ["pro", "Pro", 5000, "prod_pro_monthly"],
    ]);
  });

  it("leaves the demo buyer the welcome and the dealer's last answer unread in the bell", async () => {
    const [buyer] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.email, `acheteur@${DEMO_EMAIL_DOMAIN}`));
    const rows = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const unread = rows.filter((n) => !n.read);
    expect(unread.map((n) => n.type).sort()).toEqual(["info", "message"]);
    expect(unread.find((n) => n.type === "info")?.title).toBe("Bienvenue sur AutoAfrique");
    expect(unread.find((n) => n.type === "message")?.message).toMatch(/^Nous pourrons en discuter sur place/);
  });

  it("gives each reviewed listing reviews by different people, on different days, none repeating another's text", async () => {
    const rows = await db().select().from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(42);
    const posted = new Map((await db().select({ id: listings.id, createdAt: listings.createdAt }).from(listings)).map((l) => [l.id, l.createdAt.getTime()]));
    const byListing = new Map<string, (typeof rows)[number][]>();
    for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), row]);
    for (const [listingId, listed] of byListing) {
      const texts = listed.map((r) => r.comment);
      expect(new Set(texts).size, `${listingId}: ${texts.join(" | ")}`).toBe(texts.length);
      expect(new Set(listed.map((r) => r.reviewerId)).size).toBe(listed.length);
      // Each on its own day, unless the listing is too new to have had several.
      if (Date.now() - (posted.get(listingId) ?? 0) > 10 * 86_400_000) {
        expect(new Set(listed.map((r) => r.createdAt.toISOString().slice(0, 10))).size).toBe(listed.length);
      }
      for (const text of texts) expect(text?.length ?? 0).toBeGreaterThan(20);
    }
    // Varied across the site too: many texts, every mark, most of them good.
    expect(new Set(rows.map((r) => r.comment)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(rows.filter((r) => r.rating >= 4).length).toBeGreaterThan(rows.length / 2);
  });

  it("adds nothing when called again", async () => {
    const before = await counts();
    expect(await seedIfEmpty()).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it("lets every demo account sign in with its published password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const result = await auth().api.signInEmail({ body: { email: account.email, password: account.password } });
      expect(result.user.email).toBe(account.email);
      expect(result.token).toBeTruthy();
    }
  });
});
