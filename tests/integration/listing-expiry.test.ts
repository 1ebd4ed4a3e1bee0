import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { parseBrowseQuery } from "../../app/features/listings/browse-query.ts";
import { sitemapFileChunks } from "../../app/features/seo/sitemap.server.ts";
import { EXPIRY_SOON_TITLE, RENEWAL_MESSAGES } from "../../app/features/listings/expiry/expiry-rules.ts";
import { runListingExpiry } from "../../app/features/listings/expiry/expiry-job.server.ts";
import { periodEnd } from "../../app/features/listings/expiry/listing-period.server.ts";
import { renewListing } from "../../app/features/listings/expiry/renew-listing.server.ts";
import { renewFromLink, renewalUrl } from "../../app/features/listings/expiry/renewal-link.server.ts";
import { featuredListings } from "../../app/features/listings/home/home-listings.server.ts";
import { LISTING_NOT_FOUND } from "../../app/features/listings/listing.ts";
import { setListingStatus } from "../../app/features/listings/listing-status.server.ts";
import { LIMIT_REACHED } from "../../app/features/listings/posting/posting-rules.ts";
import { searchCriteria } from "../../app/features/listings/search-criteria.ts";
import { countListings, searchListings } from "../../app/features/listings/search.server.ts";
import { runSavedSearchAlerts } from "../../app/features/saved-searches/alerts.server.ts";
import { saveSearch } from "../../app/features/saved-searches/saved-searches.server.ts";
import { setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { setSiteLimit } from "../../app/features/settings/site-limits.server.ts";
import { getCountry } from "../../app/lib/countries.ts";
import { loadListingDetail } from "../../app/routes/listing-detail-page.server.ts";
import { action as renewalAction, loader as renewalLoader } from "../../app/routes/listing-renewal.tsx";
import { db } from "../../app/server/db.server.ts";
import { listings, notifications, savedSearchMatches } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";

const { dataDir } = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const DAY = 24 * 60 * 60 * 1000;
const CI = getCountry("CI")!;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CHROME = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

let seq = 0;
const member = (firstName = "Awa") => createUser({ email: `expiry${++seq}@example.test`, firstName, country: "CI", city: "Abidjan" });
const inDays = (days: number, from = Date.now()) => new Date(Math.floor((from + days * DAY) / 1000) * 1000);
const row = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;

/** The `e` and `s` of a mail's renewal link. */
function linkParts(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, e: parsed.searchParams.get("e"), s: parsed.searchParams.get("s") };
}

describe("the visible period", () => {
  it("is the admin's 'Durée de visibilité' from posting or renewal, 60 days by default and 90 for Pro", async () => {
    const from = new Date("2026-03-01T10:00:00.250Z");
    expect((await periodEnd(false, from)).toISOString()).toBe("2026-04-30T10:00:00.000Z");
    expect((await periodEnd(true, from)).toISOString()).toBe("2026-05-30T10:00:00.000Z");
    await setSiteLimit("listing_days", 30);
    expect((await periodEnd(false, from)).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    await setSiteLimit("listing_days", 60);
  });
});

describe("the listing-expiry job", () => {
  it("mails the owner 7 days and 1 day before, each once, with a bell, then expires the listing", async () => {
    const owner = await member("Moussa");
    const listing = await createSaleListing(owner.id, { brand: "Toyota", model: "Hilux", year: 2018, country: "CI", city: "Abidjan", expiresAt: inDays(6.5) });
    const start = Date.now();
    await runListingExpiry(new Date(start));
    await runListingExpiry(new Date(start + 60_000));
    let mails = mailsTo(dataDir(), owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`>${EXPIRY_SOON_TITLE}</h1>`);
    expect(mails[0]).toContain("Votre annonce « Toyota Hilux 2018 » expire dans 7 jours");
    expect(mails[0]).toContain(`/annonces/${listing.id}/renouveler?e=`);
    const bells = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(bells.map((b) => b.title)).toEqual([EXPIRY_SOON_TITLE]);

    // A day before: the second reminder, once.
    await runListingExpiry(new Date(start + 5.7 * DAY));
    await runListingExpiry(new Date(start + 5.8 * DAY));
    mails = mailsTo(dataDir(), owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("expire demain");
    expect((await row(listing.id)).status).toBe("active");

    await runListingExpiry(new Date(start + 6.6 * DAY));
    expect((await row(listing.id)).status).toBe("expired");
    expect(mailsTo(dataDir(), owner.email)).toHaveLength(2);
  });

  it("tells a listing a day from its end only the nearer reminder", async () => {
    const owner = await member();
    await createSaleListing(owner.id, { expiresAt: inDays(0.5) });
    await runListingExpiry();
    const mails = mailsTo(dataDir(), owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("expire demain");
  });

  it("takes an expired listing out of browse, search, the count, the home page, the sitemap and saved-search alerts", async () => {
    const owner = await member();
    const buyer = await member("Fatou");
    const saved = await saveSearch(buyer.id, { query: "search=peugeot", countryCode: "CI", name: "" });
    if (!saved.ok) throw new Error(saved.message);
    const kept = await createSaleListing(owner.id, { brand: "Peugeot", model: "3008", country: "CI", city: "Abidjan", searchKey: "peugeot 3008 abidjan" });
    const ended = await createSaleListing(owner.id, {
      brand: "Peugeot",
      model: "508",
      country: "CI",
      city: "Abidjan",
      searchKey: "peugeot 508 abidjan",
      expiresAt: inDays(-0.01),
    });
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("search=peugeot")), CI);
    const ids = async () => (await searchListings(criteria)).listings.map((l) => l.id);
    expect(await ids()).toEqual(expect.arrayContaining([kept.id, ended.id]));

    expect(await runListingExpiry()).toMatchObject({ expired: 1 });
    expect(await ids()).toEqual([kept.id]);
    expect(await countListings(criteria)).toMatchObject({ count: 1 });
    expect((await featuredListings("sale", "CI")).map((l) => l.id)).not.toContain(ended.id);
    let sitemap = "";
    for await (const chunk of (await sitemapFileChunks({ scope: "country", country: "CI", language: "fr", page: 1 })) ?? []) sitemap += chunk;
    expect(sitemap).toContain(kept.id);
    expect(sitemap).not.toContain(ended.id);
    await runSavedSearchAlerts();
    const matched = (await db().select().from(savedSearchMatches).where(eq(savedSearchMatches.searchId, saved.id))).map((m) => m.listingId);
    expect(matched).toEqual([kept.id]);
  });
});

describe("an expired listing's page", () => {
  it("says so to visitors (200, similar listings) and answers 410 to crawlers", async () => {
    const owner = await member();
    const listing = await createSaleListing(owner.id, { country: "CI", expiresAt: inDays(-1) });
    await createSaleListing(owner.id, { country: "CI" });
    await runListingExpiry();
    const open = (agent: string) => loadListingDetail(new Request(`${ORIGIN}/listing/${listing.id}`, { headers: { "user-agent": agent } }), "sale", listing.id);
    const visitor = await open(CHROME);
    expect(visitor.init?.status).toBe(200);
    expect(visitor.data).toMatchObject({ status: "found", availability: "expired" });
    expect((visitor.data as { similar: unknown[] }).similar.length).toBeGreaterThan(0);
    const crawler = await open(GOOGLEBOT);
    expect(crawler.init?.status).toBe(410);
    // Renewed, it is a page like any other again.
    expect(await renewListing(owner.id, { kind: "sale", id: listing.id })).toMatchObject({ ok: true });
    expect((await open(GOOGLEBOT)).init?.status).toBe(200);
  });
});

describe("renewal", () => {
  it("from the mail's link: once, for that listing only, never forged, without signing in", async () => {
    const owner = await member();
    const listing = await createSaleListing(owner.id, { expiresAt: inDays(3) });
    const other = await createSaleListing(owner.id, { expiresAt: inDays(3) });
    const { path, e, s } = linkParts(renewalUrl(listing.id, (await row(listing.id)).expiresAt));
    expect(path).toBe(`/annonces/${listing.id}/renouveler`);

    const refused = { ok: false, error: RENEWAL_MESSAGES.invalidLink };
    expect(await renewFromLink(listing.id, e, `${s}x`)).toEqual(refused);
    expect(await renewFromLink(listing.id, String(Number(e) + 1000), s)).toEqual(refused);
    expect(await renewFromLink(other.id, e, s)).toEqual(refused);
    expect(await renewFromLink(listing.id, e, null)).toEqual(refused);
    expect(await renewFromLink("__proto__", e, s)).toEqual(refused);
    expect((await row(listing.id)).expiresAt.getTime()).toBe(Number(e));

    // The route: GET only checks, POST renews.
    const url = `${ORIGIN}${path}?e=${e}&s=${s}`;
    const args = (request: Request) => ({ request, params: { id: listing.id }, context: {} }) as never;
    expect(await renewalLoader(args(new Request(url)))).toMatchObject({ refusal: null });
    expect((await row(listing.id)).expiresAt.getTime()).toBe(Number(e));
    const post = () => renewalAction(args(new Request(url, { method: "POST", body: new URLSearchParams({ e: e!, s: s! }) })));
    const done = await post();
    expect(done).toMatchObject({ ok: true, message: expect.stringContaining("est renouvelée : elle reste en ligne jusqu'au") });
    const renewed = await row(listing.id);
    expect(renewed.status).toBe("active");
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
    expect(renewed.expiryNotices).toBe(0);
    // Used once: the period it named is over.
    expect(await post()).toEqual({ ok: false, message: RENEWAL_MESSAGES.invalidLink });
    expect((await row(listing.id)).expiresAt.getTime()).toBe(renewed.expiresAt.getTime());
  });

  it("of an expired listing from the link brings it back online", async () => {
    const owner = await member();
    const listing = await createSaleListing(owner.id, { expiresAt: inDays(-1) });
    const link = linkParts(renewalUrl(listing.id, (await row(listing.id)).expiresAt));
    await runListingExpiry();
    expect((await row(listing.id)).status).toBe("expired");
    expect(await renewFromLink(listing.id, link.e, link.s)).toMatchObject({ ok: true });
    expect((await row(listing.id)).status).toBe("active");
  });

  it("is refused to anyone but the owner, and counts against the free listing limit like a new post", async () => {
    const owner = await member();
    const stranger = await member();
    const expired = await createSaleListing(owner.id, { expiresAt: inDays(-1) });
    await runListingExpiry();
    expect(await renewListing(stranger.id, { kind: "sale", id: expired.id })).toEqual({ ok: false, error: LISTING_NOT_FOUND });
    expect(await renewListing(owner.id, { kind: "rental", id: expired.id })).toEqual({ ok: false, error: LISTING_NOT_FOUND });

    const online = [];
    for (let i = 0; i < 5; i++) online.push(await createSaleListing(owner.id, { expiresAt: inDays(2) }));
    await setAppSetting("enable_free_listings_limit", true);
    try {
      expect(await renewListing(owner.id, { kind: "sale", id: expired.id })).toEqual({ ok: false, error: LIMIT_REACHED });
      expect((await row(expired.id)).status).toBe("expired");
      // One already online keeps its slot: renewing it is no new post.
      expect(await renewListing(owner.id, { kind: "sale", id: online[0]!.id })).toMatchObject({ ok: true });
      // Two renewals at once with one slot free: only one gets it.
      const second = await createSaleListing(owner.id, { expiresAt: inDays(-1) });
      await runListingExpiry();
      expect(await setListingStatus(owner.id, { kind: "sale", id: online[1]!.id }, "sold")).toBe(true);
      const both = await Promise.all([renewListing(owner.id, { kind: "sale", id: expired.id }), renewListing(owner.id, { kind: "sale", id: second.id })]);
      expect(both.filter((r) => r.ok)).toHaveLength(1);
      expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, error: LIMIT_REACHED }]);
    } finally {
      await setAppSetting("enable_free_listings_limit", false);
    }
  });

  it("is the way back online once the period has ended: 'Remettre en ligne' is refused then", async () => {
    const owner = await member();
    const archived = await createSaleListing(owner.id, { status: "archived", expiresAt: inDays(-1) });
    expect(await setListingStatus(owner.id, { kind: "sale", id: archived.id }, "active")).toBe(false);
    expect(await renewListing(owner.id, { kind: "sale", id: archived.id })).toMatchObject({ ok: true });
    expect((await row(archived.id)).status).toBe("active");
  });
});
