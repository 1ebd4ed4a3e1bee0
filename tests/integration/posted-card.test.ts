import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { setListingStatus } from "../../app/features/listings/listing-status.server.ts";
import { createListing } from "../../app/features/listings/posting/create-listing.server.ts";
import { saleListingSchema } from "../../app/features/listings/posting/listing-form-schema.ts";
import { LISTING_CREATED } from "../../app/features/listings/posting/posting-rules.ts";
import { getCountry, type Country } from "../../app/lib/countries.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { toastHeaders } from "../../app/server/toast.server.ts";
import { pageCache } from "../../server/page-cache.ts";
import { memberOf, sharedRequest } from "../../server/shared-render.ts";
import { toWebRequest } from "../../server/web-request.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post, serverBuild } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * The home page's card 'Votre annonce est en ligne' (ADR 0054), through the production path: the
 * page cache in front, then the page rendered for the request alone. The home page every member
 * shares never holds it; the owner gets it in the one response after 'Publier' (the flash cookie
 * keeps that one out of the caches) and from `/moi` on every later visit, until they close it.
 */
let server: ReturnType<express.Express["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  const routeIds = new Set(Object.keys((await serverBuild()).routes));
  app.use(
    pageCache({
      ttlMs: 60_000,
      memberOf,
      isRouteId: (id) => routeIds.has(id),
      render: (req, _res, audience, _saver, search) => handle(sharedRequest(req, search), audience),
    }),
  );
  app.use(async (req, res) => {
    const response = await handle(toWebRequest(req));
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    res.send(Buffer.from(await response.arrayBuffer()));
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const CARD = "Votre annonce est en ligne";
let seq = 0;
async function member(firstName: string) {
  const email = `carte${++seq}@example.test`;
  const user = await createUser({ email, firstName, lastName: "Test", country: "CI" });
  return { user, cookie: `country=CI; ${await sessionCookie(email)}` };
}
const page = async (path: string, cookie?: string) => (await fetch(base + path, { headers: cookie ? { cookie } : {}, redirect: "manual" })).text();
const bits = async (cookie: string) =>
  (await (await fetch(`${base}/moi`, { headers: { cookie } })).json()) as {
    postedCard: { id: string; kind: string; brand: string; cover: string | null } | null;
  };
// Posted to the app itself: the page cache only ever answers a GET.
const close = (id: string, cookie?: string) => post(`/annonces/${id}/carte-en-ligne`, new URLSearchParams({ redirectTo: "/" }), cookie ? { cookie } : {});
/** A page's markup without its scripts: the page's messages (its words in both languages) travel in one. */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const cardOpen = async (id: string) => (await db().select({ open: listings.postedCardOpen }).from(listings).where(eq(listings.id, id)))[0]?.open;

/** The cookie the posting form's answer sets: 'Annonce créée avec succès !' for the next page. */
async function flashCookie(): Promise<string> {
  return (await toastHeaders({ type: "success", title: LISTING_CREATED })).get("set-cookie")!.split(";")[0]!;
}

describe("the card 'Votre annonce est en ligne'", () => {
  it("opens for a listing posted through the form, not for a history the demo seed replays", async () => {
    const { user } = await member("Awa");
    const input = saleListingSchema(getCountry("CI") as Country).parse({
      brand: "Toyota",
      model: "Corolla",
      year: String(new Date().getFullYear() - 3),
      mileage: "85000",
      price: "7500000",
      transmission: "automatic",
      fuelType: "petrol",
      condition: "used",
      accidents: "0",
      previousOwners: "1",
      country: "CI",
      city: "Abidjan",
      features: [],
      documentsAvailable: [],
      photos: 1,
    });
    const posted = await createListing(user.id, { kind: "sale", input }, []);
    const replayed = await createListing(user.id, { kind: "sale", input }, [], { now: new Date(Date.now() - 86_400_000) });
    if (!posted.ok || !replayed.ok) throw new Error("not posted");
    expect(await cardOpen(posted.id)).toBe(true);
    expect(await cardOpen(replayed.id)).toBe(false);
    // One card per member: the next post takes its place (closing the newer one never brings an older one back).
    const next = await createListing(user.id, { kind: "sale", input }, []);
    if (!next.ok) throw new Error("not posted");
    expect(await cardOpen(next.id)).toBe(true);
    expect(await cardOpen(posted.id)).toBe(false);
  });

  it("is never in the home page members share; the owner gets it from /moi, nobody else", async () => {
    const owner = await member("Moussa");
    const other = await member("Fatou");
    const listing = await createSaleListing(owner.user.id, { brand: "Peugeot", model: "3008", postedCardOpen: true, images: ["listings/x/photo"] });
    for (const person of [owner, other, { cookie: "country=CI" }]) {
      for (const path of ["/", "/en"]) {
        const html = markup(await page(path, person.cookie));
        expect(html, path).toContain(`/listing/${listing.id}"`);
        expect(html, path).not.toContain("posted-card-title");
      }
    }
    expect((await bits(owner.cookie)).postedCard).toEqual({
      id: listing.id,
      kind: "sale",
      brand: "Peugeot",
      model: "3008",
      year: 2018,
      cover: "listings/x/photo",
    });
    expect((await bits(other.cookie)).postedCard).toBeNull();
  });

  it("is in the owner's landing after 'Publier', rendered for them alone, with its three actions and its close button, before any script", async () => {
    const owner = await member("Kofi");
    const listing = await createSaleListing(owner.user.id, { postedCardOpen: true });
    const landing = await fetch(`${base}/`, { headers: { cookie: `${owner.cookie}; ${await flashCookie()}` } });
    // Rendered for this request, not served from a cache.
    expect(landing.headers.get("age")).toBeNull();
    const html = markup(await landing.text());
    expect(html).toContain(CARD);
    expect(html).toContain(LISTING_CREATED);
    expect(html).toContain(`href="/listing/${listing.id}"`);
    expect(html).toContain("Voir mon annonce");
    expect(html).toContain("Partager");
    expect(html).toContain(`href="/promote?annonce=${listing.id}"`);
    expect(html).toContain(`action="/annonces/${listing.id}/carte-en-ligne"`);
    // In English, the same card in English words.
    const english = markup(await (await fetch(`${base}/en`, { headers: { cookie: `${owner.cookie}; ${await flashCookie()}` } })).text());
    expect(english).toContain("Your listing is online");
    expect(english).toContain(`href="/en/listing/${listing.id}"`);
  });

  it("stays until its owner closes it (anyone else changes nothing, a visitor signs in first), and once the car is sold", async () => {
    const owner = await member("Aminata");
    const other = await member("Ibrahim");
    const first = await createSaleListing(owner.user.id, { postedCardOpen: true });

    expect((await close(first.id)).headers.get("location")).toMatch(/^\/auth\b/);
    expect((await close(first.id, other.cookie)).status).toBe(302);
    expect(await cardOpen(first.id)).toBe(true);
    expect((await bits(owner.cookie)).postedCard?.id).toBe(first.id);

    const closed = await close(first.id, owner.cookie);
    expect(closed.status).toBe(302);
    expect(closed.headers.get("location")).toBe("/");
    expect(await cardOpen(first.id)).toBe(false);
    expect((await bits(owner.cookie)).postedCard).toBeNull();

    const second = await createSaleListing(owner.user.id, { postedCardOpen: true });
    expect((await bits(owner.cookie)).postedCard?.id).toBe(second.id);
    expect(await setListingStatus(owner.user.id, { kind: "sale", id: second.id }, "sold")).toBe(true);
    expect(await cardOpen(second.id)).toBe(false);
    expect((await bits(owner.cookie)).postedCard).toBeNull();
  });

  it("shows the newest open card (listings written outside the form may hold several), and none for a listing out of sight", async () => {
    const owner = await member("Yao");
    const older = await createSaleListing(owner.user.id, { postedCardOpen: true, createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await createSaleListing(owner.user.id, { postedCardOpen: true });
    expect((await bits(owner.cookie)).postedCard?.id).toBe(newer.id);
    await db().update(listings).set({ hiddenReason: "reported" }).where(eq(listings.id, newer.id));
    expect((await bits(owner.cookie)).postedCard?.id).toBe(older.id);
  });
});
