import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";

async function htmlOf(path: string): Promise<string> {
  const response = await handle(new Request(`${ORIGIN}${path}`, { headers: { "x-client-ip": "10.45.2.1" } }));
  expect(response.status).toBe(200);
  return response.text();
}

async function canonicalOf(path: string): Promise<string[]> {
  const html = await htmlOf(path);
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
}

/** A page's `hreflang` links, by language. */
async function alternatesOf(path: string): Promise<Record<string, string>> {
  const html = await htmlOf(path);
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)];
  return Object.fromEntries(links.map((m) => [m[1], m[2].replaceAll("&amp;", "&")]));
}

describe("the canonical link", () => {
  it("of a listing's page is its one absolute address, whatever the link it was opened from carried", async () => {
    const seller = await createUser({ email: "canonique@example.test" });
    const sale = await createSaleListing(seller.id);
    expect(await canonicalOf(`/listing/${sale.id}?utm_source=whatsapp&fbclid=abc&tab=contact`)).toEqual([`${ORIGIN}/listing/${sale.id}`]);
  });

  it("of a browse page is the address of the state it shows", async () => {
    expect(await canonicalOf("/listings")).toEqual([`${ORIGIN}/listings`]);
    expect(await canonicalOf("/listings?type=location&priceMax=60000")).toEqual([`${ORIGIN}/listings?type=location&priceMax=60000`]);
  });

  it("of the home page is the site's root, without the showcase tab or tracking", async () => {
    expect(await canonicalOf("/?vitrine=location&utm_campaign=lancement")).toEqual([`${ORIGIN}/`]);
  });

  it("of each language's page is that page, never the other language's", async () => {
    const seller = await createUser({ email: "canonique-en@example.test" });
    const sale = await createSaleListing(seller.id);
    expect(await canonicalOf(`/en/listing/${sale.id}?utm_source=whatsapp`)).toEqual([`${ORIGIN}/en/listing/${sale.id}`]);
    expect(await canonicalOf("/en/listings?type=location")).toEqual([`${ORIGIN}/en/listings?type=location`]);
    expect(await canonicalOf("/en?vitrine=location")).toEqual([`${ORIGIN}/en`]);
  });
});

describe("the hreflang links", () => {
  it("name both versions of a page from either, the French one for the francophone countries and by default", async () => {
    for (const path of ["/listings?type=location", "/en/listings?type=location"]) {
      const set = await alternatesOf(path);
      expect(Object.keys(set)).toHaveLength(19);
      expect(set["fr-SN"]).toBe(`${ORIGIN}/listings?type=location`);
      expect(set["x-default"]).toBe(`${ORIGIN}/listings?type=location`);
      expect(set["en-NG"]).toBe(`${ORIGIN}/en/listings?type=location`);
      expect(set.en).toBe(`${ORIGIN}/en/listings?type=location`);
    }
    expect(await alternatesOf("/")).toMatchObject({ fr: `${ORIGIN}/`, "en-GH": `${ORIGIN}/en` });
  });

  it("of a listing's page, with its English structured data", async () => {
    const seller = await createUser({ email: "hreflang@example.test" });
    const sale = await createSaleListing(seller.id);
    expect(await alternatesOf(`/listing/${sale.id}`)).toMatchObject({ "fr-CI": `${ORIGIN}/listing/${sale.id}`, "en-GH": `${ORIGIN}/en/listing/${sale.id}` });
    const html = await htmlOf(`/en/listing/${sale.id}`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const car = blocks.find((b) => b["@type"] === "Car");
    const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(car.url).toBe(`${ORIGIN}/en/listing/${sale.id}`);
    expect(trail.itemListElement[0]).toMatchObject({ name: "Home", item: `${ORIGIN}/en` });
    expect(trail.itemListElement[1].name).toMatch(/^Buy — /);
  });

  it("of every public page: the legal pages, a seller's profile, the posting hub and the sign-in page, without their query", async () => {
    const seller = await createUser({ email: "hreflang-profil@example.test" });
    for (const path of ["/privacy-policy", "/terms-of-service", "/data-protection", `/profile/${seller.id}`, "/sell", "/auth"]) {
      for (const language of ["fr", "en"] as const) {
        const opened = `${language === "en" ? "/en" : ""}${path}?utm_source=whatsapp`;
        const own = `${ORIGIN}${language === "en" ? "/en" : ""}${path}`;
        expect(await canonicalOf(opened), opened).toEqual([own]);
        const set = await alternatesOf(opened);
        expect(Object.keys(set), opened).toHaveLength(19);
        expect(set, opened).toMatchObject({ "fr-SN": `${ORIGIN}${path}`, "x-default": `${ORIGIN}${path}`, "en-NG": `${ORIGIN}/en${path}` });
      }
    }
  });
});
