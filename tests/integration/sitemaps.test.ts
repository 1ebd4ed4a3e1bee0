import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { SITEMAP_MAX_URLS, type SitemapFile } from "../../app/features/seo/sitemap-files.ts";
import { type SitemapOptions, sitemapFileChunks, sitemapIndexChunks } from "../../app/features/seo/sitemap.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { readXml } from "../support/xml.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

async function text(chunks: AsyncGenerator<string> | null): Promise<string | null> {
  if (!chunks) return null;
  let xml = "";
  for await (const chunk of chunks) xml += chunk;
  return xml;
}

const index = async (options?: SitemapOptions) => readXml((await text(sitemapIndexChunks(options))) ?? "");
const country = (code: "SN" | "CI" | "GH" | "NG", page: number, language: "fr" | "en" = "fr"): SitemapFile => ({
  scope: "country",
  country: code,
  language,
  page,
});

/** A listing file's `<loc>`s and `<lastmod>`s, or null when there is no such file. */
async function file(f: SitemapFile, options?: SitemapOptions) {
  const xml = await text(await sitemapFileChunks(f, options));
  if (xml === null) return null;
  const read = readXml(xml);
  expect(read.root).toBe("urlset");
  return { xml, locs: read.texts("loc"), lastmods: read.texts("lastmod") };
}

const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function get(path: string, userAgent = BROWSER) {
  return handle(new Request(`${ORIGIN}${path}`, { headers: { "x-client-ip": "10.45.1.1", "user-agent": userAgent } }));
}

let senegal: { id: string; kind: "sale" | "rental" }[];
let out: Record<string, string>;
let nigeria: { id: string; kind: "sale" | "rental" }[];

beforeAll(async () => {
  const seller = await createUser({ email: "sitemap-vendeur@example.test" });
  senegal = [
    await createSaleListing(seller.id, { country: "SN" }),
    await createRentalListing(seller.id, { country: "SN" }),
    await createSaleListing(seller.id, { country: "SN" }),
    await createSaleListing(seller.id, { country: "SN" }),
    await createRentalListing(seller.id, { country: "SN" }),
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
  const deleted = await createSaleListing(seller.id, { country: "SN" });
  await db().update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, deleted.id));
  out = {
    sold: (await createSaleListing(seller.id, { country: "SN", status: "sold" })).id,
    archived: (await createSaleListing(seller.id, { country: "SN", status: "archived" })).id,
    expired: (await createSaleListing(seller.id, { country: "SN", status: "expired" })).id,
    lent: (await createRentalListing(seller.id, { country: "SN", available: false })).id,
    hidden: (await createSaleListing(seller.id, { country: "SN", hiddenReason: "reported" })).id,
    deleted: deleted.id,
  };
  await createSaleListing(seller.id, { country: "CI" });
  nigeria = [await createSaleListing(seller.id, { country: "NG" }), await createRentalListing(seller.id, { country: "NG" })].sort((a, b) =>
    a.id < b.id ? -1 : 1,
  );
});

/** The sitemap files' addresses, by name: "ci-fr-1" → ".../sitemaps/ci-fr-1.xml". */
const sitemapFiles = (...names: string[]) => names.map((name) => `${ORIGIN}/sitemaps/${name}.xml`);
/** The index's first files: the site pages' in each language, then Côte d'Ivoire's and Nigeria's listings. */
const INDEX_START = ["site-fr-1", "site-en-1", "site-pt-1", "site-ar-1", "ci-fr-1", "ng-fr-1", "ng-en-1"];

describe("the sitemap index", () => {
  it("names the site pages' files in each language and the listing files of each country with listings, in each of its languages, with their last change", async () => {
    const read = await index();
    expect(read.root).toBe("sitemapindex");
    expect(read.texts("loc")).toEqual(sitemapFiles(...INDEX_START, "sn-fr-1"));
    const lastmods = read.texts("lastmod");
    // The listing files carry their last change; the site pages' files do not.
    expect(lastmods).toHaveLength(4);
    for (const lastmod of lastmods) expect(lastmod).toMatch(W3C_DATETIME);
  });

  it("splits a country into as many files as its listings need, each file's last change its own", async () => {
    await db()
      .update(listings)
      .set({ updatedAt: new Date("2026-01-02T03:04:05.678Z") })
      .where(eq(listings.id, senegal[0].id));
    await db()
      .update(listings)
      .set({ updatedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(listings.id, senegal[1].id));
    const read = await index({ cap: 2 });
    expect(read.texts("loc")).toEqual(sitemapFiles(...INDEX_START, "sn-fr-1", "sn-fr-2", "sn-fr-3"));
    // ci-fr-1, ng-fr-1, ng-en-1, then sn-fr-1.
    expect(read.texts("lastmod")[3]).toBe("2026-01-02T03:04:05Z");
  });

  it("is served as XML through its route", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    expect(readXml(await response.text()).texts("loc")).toContain(`${ORIGIN}/sitemaps/sn-fr-1.xml`);
  });
});

describe("a country's listing file", () => {
  it("lists that country's visible listings in id order, each with its last change, and nothing else", async () => {
    const read = await file(country("SN", 1));
    expect(read?.locs).toEqual(senegal.map((l) => `${ORIGIN}${l.kind === "sale" ? "/listing/" : "/rental/"}${l.id}`));
    expect(read?.lastmods).toHaveLength(senegal.length);
    for (const lastmod of read?.lastmods ?? []) expect(lastmod).toMatch(W3C_DATETIME);
    for (const id of Object.values(out)) expect(read?.xml).not.toContain(id);
    // Set by the index's test above: the entry's date is the listing's last change, to the second, in UTC.
    expect(read?.xml).toContain(`/${senegal[0].id}</loc><lastmod>2026-01-02T03:04:05Z</lastmod>`);
  });

  it("never holds more than the cap, read in batches smaller than it, and the files together hold each listing once", async () => {
    const pages = [];
    for (let page = 1; ; page++) {
      const read = await file(country("SN", page), { cap: 2, batch: 1 });
      if (!read) break;
      expect(read.locs.length).toBeLessThanOrEqual(2);
      pages.push(...read.locs);
    }
    expect(pages).toEqual(senegal.map((l) => `${ORIGIN}${l.kind === "sale" ? "/listing/" : "/rental/"}${l.id}`));
    expect(await file(country("SN", 1), { cap: 3, batch: 2 }).then((r) => r?.locs.length)).toBe(3);
  });

  it("is the protocol's 50 000 URLs unless told otherwise", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it("of Nigeria is also in English, with the listings' English pages", async () => {
    const english = await file(country("NG", 1, "en"));
    expect(english?.locs).toEqual(nigeria.map((l) => `${ORIGIN}/en${l.kind === "sale" ? "/listing/" : "/rental/"}${l.id}`));
    const french = await file(country("NG", 1));
    expect(french?.locs).toEqual(nigeria.map((l) => `${ORIGIN}${l.kind === "sale" ? "/listing/" : "/rental/"}${l.id}`));
  });

  it("does not exist for a country without listings or past the last page", async () => {
    expect(await file(country("GH", 1))).toBeNull();
    expect(await file(country("SN", 2))).toBeNull();
    expect(await file(country("SN", 4), { cap: 2 })).toBeNull();
  });
});

describe("the site pages' file", () => {
  it("lists the home and both browse tabs, everywhere and per country, its ampersands escaped", async () => {
    const read = await file({ scope: "site", language: "fr", page: 1 });
    expect(read?.locs.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/listings`, `${ORIGIN}/listings?type=location`]);
    expect(read?.locs).toContain(`${ORIGIN}/listings?type=location&country=C%C3%B4te+d%27Ivoire`);
    expect(read?.locs).toHaveLength(3 + 2 * 12);
    expect(read?.xml).toContain("?type=location&amp;country=");
  });

  it("in English lists the same pages under /en", async () => {
    const read = await file({ scope: "site", language: "en", page: 1 });
    expect(read?.locs.slice(0, 3)).toEqual([`${ORIGIN}/en`, `${ORIGIN}/en/listings`, `${ORIGIN}/en/listings?type=location`]);
    expect(read?.locs).toContain(`${ORIGIN}/en/listings?type=location&country=C%C3%B4te+d%27Ivoire`);
    expect(read?.locs).toHaveLength(3 + 2 * 12);
  });
});

describe("the files' route", () => {
  it("serves a listed file", async () => {
    const response = await get("/sitemaps/sn-fr-1.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(readXml(await response.text()).texts("loc")).toHaveLength(senegal.length);
  });

  it("serves the English files: the site pages' and Nigeria's listings'", async () => {
    const site = await get("/sitemaps/site-en-1.xml");
    expect(site.status).toBe(200);
    expect(readXml(await site.text()).texts("loc")).toContain(`${ORIGIN}/en/listings`);
    const listed = await get("/sitemaps/ng-en-1.xml");
    expect(listed.status).toBe(200);
    expect(readXml(await listed.text()).texts("loc")).toHaveLength(nigeria.length);
  });

  it("answers 404, never an error, to any other name", async () => {
    for (const name of [
      "xx-fr-1.xml",
      "sn-en-1.xml",
      "sn-fr-0.xml",
      "sn-fr-2.xml",
      "sn-fr-01.xml",
      "sn-fr-9999999.xml",
      "sn-fr--1.xml",
      "SN-fr-1.xml",
      "site-fr-2.xml",
      "site-en-2.xml",
      "gh-fr-1.xml",
      "gh-en-1.xml",
      "ci-en-1.xml",
      "sn-fr-1.xml.gz",
      "%00.xml",
      "__proto__",
    ]) {
      const response = await get(`/sitemaps/${name}`);
      expect(response.status, name).toBe(404);
    }
  });
});

describe("the pages of listings left out", () => {
  const status = async (kind: "listing" | "rental", id: string, agent?: string) => (await get(`/${kind}/${id}`, agent)).status;

  it("a deleted listing is gone (410) for everyone; one that never existed is not found", async () => {
    expect(await status("listing", out.deleted)).toBe(410);
    expect(await status("listing", out.deleted, GOOGLEBOT)).toBe(410);
    expect(await status("rental", out.deleted)).toBe(404);
    expect(await status("listing", "0b7c6d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e")).toBe(404);
  });

  it("a sold or expired listing keeps its page for people and is gone for crawlers; a rental lent out comes back, so stays", async () => {
    for (const id of [out.sold, out.expired]) {
      expect(await status("listing", id)).toBe(200);
      expect(await status("listing", id, GOOGLEBOT)).toBe(410);
    }
    expect(await status("rental", out.lent, GOOGLEBOT)).toBe(200);
  });

  it("an archived or hidden listing, which may come back, is not found", async () => {
    for (const id of [out.archived, out.hidden]) {
      expect(await status("listing", id)).toBe(404);
      expect(await status("listing", id, GOOGLEBOT)).toBe(404);
    }
  });
});

describe("robots.txt", () => {
  it("lets every page be crawled and names the sitemap index by its absolute URL", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
