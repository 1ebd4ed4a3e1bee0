import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The photos' addresses are this test's own server, on 127.0.0.1: allowed before the app reads its settings.
vi.hoisted(() => {
  process.env.FETCH_ALLOWED_PRIVATE_HOSTS = "127.0.0.1";
});

import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { createApiKey } from "../../app/features/public-api/api-keys.server.ts";
import { apiRateKeys } from "../../app/features/public-api/api-auth.server.ts";
import { addPhotoFromApi } from "../../app/features/public-api/photos-api.server.ts";
import { ApiProblem } from "../../app/features/public-api/problem.server.ts";
import { setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { db } from "../../app/server/db.server.ts";
import { apiKeys, conversations, listings, offers, profiles, rateLimits } from "../../app/server/schema.ts";
import { sql } from "drizzle-orm";
import { useTestDatabase } from "../support/database.ts";
import { listenLocally } from "../support/fake-http-server.ts";
import { goodJpeg } from "../support/images.ts";
import { handle } from "../support/request-handler.ts";
import { refuseCrossSite } from "../../server/security.ts";

useTestDatabase();

let photoServer: Server;
let photoBase = "";
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await goodJpeg();
  ({ server: photoServer, url: photoBase } = await listenLocally((req, res) => {
    if (req.url?.startsWith("/car")) res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg);
    else res.writeHead(404).end();
  }));
});
afterAll(async () => {
  await new Promise((resolve) => photoServer.close(resolve));
});

type Init = { method?: string; key?: string | null; json?: unknown; body?: BodyInit; headers?: Record<string, string> };

function api(path: string, init: Init = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers["content-type"] ??= "application/json";
  }
  return handle(new Request(`http://localhost:3000/api/v1${path}`, { method: init.method ?? "GET", headers, body }));
}

async function dealerWithKey(email: string) {
  const dealer = await createUser({ email, userType: "dealer" });
  const created = await createApiKey(dealer.id, "Logiciel du garage");
  if (!created.ok) throw new Error(created.error);
  return { dealer, key: created.secret, keyId: created.key.id };
}

const saleBody = (overrides: Record<string, unknown> = {}) => ({
  reference: "STK-1",
  kind: "sale",
  brand: "Toyota",
  model: "Corolla",
  year: new Date().getFullYear() - 5,
  mileage: 68000,
  price: 9_500_000,
  transmission: "automatic",
  fuelType: "petrol",
  country: "SN",
  city: "Dakar",
  condition: "used",
  accidents: 0,
  previousOwners: 1,
  photos: [`${photoBase}/car-1.jpg`],
  ...overrides,
});

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as Record<string, unknown> & { messages: { fr: string; en: string } };
  expect(body).toMatchObject({ status, code, type: `http://localhost:3000/api/docs#${code}` });
  expect(body.messages.fr).toBeTruthy();
  expect(body.messages.en).toBeTruthy();
  expect(body.detail).toBe(body.messages.fr);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  return body;
}

const row = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0];

describe("the public API's keys", () => {
  it("answers 401 without a key, with a malformed, unknown or revoked one, and never reads a session cookie", async () => {
    const { key, keyId } = await dealerWithKey("cle@example.test");
    await expectProblem(await api("/listings"), 401, "unauthorized");
    await expectProblem(await api("/listings", { headers: { authorization: "Basic abc" } }), 401, "unauthorized");
    await expectProblem(await api("/listings", { key: "aa_live_short" }), 401, "unauthorized");
    await expectProblem(await api("/listings", { key: `aa_live_${"A".repeat(43)}` }), 401, "unauthorized");
    expect((await api("/listings", { key })).status).toBe(200);
    await db().update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId));
    await expectProblem(await api("/listings", { key }), 401, "unauthorized");
    const session = await import("../support/session.ts").then((m) => m.sessionCookie("cle@example.test"));
    await expectProblem(await api("/listings", { headers: { cookie: session } }), 401, "unauthorized");
  });

  it("answers 403 once the owner is banned or no longer Pro nor a dealer", async () => {
    const banned = await dealerWithKey("banni@example.test");
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, banned.dealer.id));
    await expectProblem(await api("/listings", { key: banned.key }), 403, "forbidden");
    const former = await dealerWithKey("ancien@example.test");
    await db().update(profiles).set({ userType: "seller" }).where(eq(profiles.id, former.dealer.id));
    await expectProblem(await api("/listings", { key: former.key }), 403, "forbidden");
  });

  it("notes when a key was last used", async () => {
    const { key, keyId } = await dealerWithKey("usage@example.test");
    expect((await db().select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0]?.lastUsedAt).toBeNull();
    await api("/listings", { key });
    expect((await db().select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0]?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("refuses a key's 121st request of the minute with 429 and Retry-After, before any work", async () => {
    const { key, keyId } = await dealerWithKey("rafale@example.test");
    const [minute] = apiRateKeys(keyId);
    await db().insert(rateLimits).values({ key: minute!.key, count: 120, windowEndsAt: sql`now() + interval '30 seconds'` });
    const refused = await api("/listings", { method: "POST", key, json: saleBody() });
    await expectProblem(refused, 429, "too_many_requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expect(await db().select().from(listings).where(eq(listings.dealerReference, "STK-1"))).toHaveLength(0);
  });
});

describe("the public API's listings", () => {
  it("creates a listing from JSON and photo addresses, shows it, finds it by reference", async () => {
    const { key } = await dealerWithKey("cree@example.test");
    const created = await api("/listings", { method: "POST", key, json: saleBody() });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const listing = (await created.json()) as Record<string, unknown> & { id: string; photos: string[] };
    expect(created.headers.get("location")).toBe(`/api/v1/listings/${listing.id}`);
    expect(listing).toMatchObject({ reference: "STK-1", kind: "sale", status: "active", price: 9_500_000, currency: "XOF", country: "SN" });
    expect(listing.url).toBe(`http://localhost:3000/listing/${listing.id}`);
    expect(listing.photos).toHaveLength(1);
    expect(listing.photos[0]).toMatch(/^http:\/\/localhost:3000\/uploads\/.+-1600\.webp$/);

    const page = (await (await api("/listings", { key })).json()) as { data: { id: string }[]; nextCursor: string | null };
    expect(page.data.map((l) => l.id)).toEqual([listing.id]);
    expect(page.nextCursor).toBeNull();
    const byReference = (await (await api("/listings?reference=STK-1", { key })).json()) as { data: { id: string }[] };
    expect(byReference.data.map((l) => l.id)).toEqual([listing.id]);
    const one = await api(`/listings/${listing.id}`, { key });
    expect(((await one.json()) as { id: string }).id).toBe(listing.id);

    // The same reference sent again updates it: a program sending its stock twice makes no doubles.
    const again = await api("/listings", { method: "POST", key, json: saleBody({ price: 9_000_000 }) });
    expect(again.status).toBe(200);
    expect((await row(listing.id))?.price).toBe(9_000_000);
  });

  it("refuses invalid fields with 422 and each field's message in French and English", async () => {
    const { dealer, key } = await dealerWithKey("invalide@example.test");
    const body = await expectProblem(
      await api("/listings", { method: "POST", key, json: saleBody({ brand: "", mileage: -4, year: "vieux", colour: "rouge" }) }),
      422,
      "validation_failed",
    );
    const errors = body.errors as { field: string; fr: string; en: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(["colour", "mileage", "year"]);
    for (const error of errors) expect(error.fr && error.en).toBeTruthy();
    const schema = await expectProblem(await api("/listings", { method: "POST", key, json: saleBody({ brand: "Inconnue" }) }), 422, "validation_failed");
    expect((schema.errors as { field: string }[]).map((e) => e.field)).toContain("brand");
    expect(await db().select().from(listings).where(eq(listings.ownerId, dealer.id))).toHaveLength(0);
  });

  it("keeps the free plan's cap", async () => {
    const { dealer, key } = await dealerWithKey("plafond@example.test");
    await setAppSetting("enable_free_listings_limit", true);
    try {
      for (let i = 0; i < 5; i++) await createSaleListing(dealer.id);
      await expectProblem(await api("/listings", { method: "POST", key, json: saleBody({ reference: "STK-6" }) }), 403, "limit_reached");
    } finally {
      await setAppSetting("enable_free_listings_limit", false);
    }
  });

  it("pages the owner's listings with a cursor, newest first, and filters by status", async () => {
    const { dealer, key } = await dealerWithKey("pages@example.test");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createSaleListing(dealer.id, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })).id);
    await createSaleListing(dealer.id, { status: "sold", createdAt: new Date(Date.UTC(2025, 0, 1)) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (await api(`/listings?status=active&limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key })).json()) as {
        data: { id: string }[];
        nextCursor: string | null;
      };
      seen.push(...page.data.map((l) => l.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    await expectProblem(await api("/listings?cursor=nimportequoi!", { key }), 422, "validation_failed");
    await expectProblem(await api("/listings?limit=1000", { key }), 422, "validation_failed");
    await expectProblem(await api("/listings?status=vendu", { key }), 422, "validation_failed");
  });

  it("changes a listing by PATCH, its status along the lifecycle, and deletes it", async () => {
    const { key } = await dealerWithKey("modifie@example.test");
    const { id } = (await (await api("/listings", { method: "POST", key, json: saleBody() })).json()) as { id: string };
    const patched = await api(`/listings/${id}`, { method: "PATCH", key, json: { price: 8_000_000, status: "sold" } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ price: 8_000_000, status: "sold", model: "Corolla" });
    await expectProblem(await api(`/listings/${id}`, { method: "PATCH", key, json: { status: "archived" } }), 422, "validation_failed");
    await expectProblem(await api(`/listings/${id}`, { method: "PATCH", key, json: { kind: "rental" } }), 422, "validation_failed");
    const deleted = await api(`/listings/${id}`, { method: "DELETE", key });
    expect(deleted.status).toBe(204);
    expect((await row(id))?.deletedAt).toBeInstanceOf(Date);
    await expectProblem(await api(`/listings/${id}`, { key }), 404, "not_found");
  });

  it("refuses a PATCH giving the reference of another of the dealer's listings with 409", async () => {
    const { dealer, key } = await dealerWithKey("doublon@example.test");
    await createSaleListing(dealer.id, { dealerReference: "A-1", images: ["listings/x/a"] });
    const second = await createSaleListing(dealer.id, { dealerReference: "B-2", images: ["listings/x/b"] });
    await expectProblem(await api(`/listings/${second.id}`, { method: "PATCH", key, json: { reference: "A-1" } }), 409, "conflict");
    expect((await row(second.id))?.dealerReference).toBe("B-2");
  });
});

describe("another dealer's listings", () => {
  it("are a 404 by id for every method, and nothing by reference; they stay unchanged", async () => {
    const mine = await dealerWithKey("moi@example.test");
    const theirs = await dealerWithKey("concurrent@example.test");
    const other = await createSaleListing(theirs.dealer.id, { dealerReference: "SECRET-9", images: ["listings/y/a"] });
    const before = await row(other.id);
    await expectProblem(await api(`/listings/${other.id}`, { key: mine.key }), 404, "not_found");
    await expectProblem(await api(`/listings/${other.id}`, { method: "PATCH", key: mine.key, json: { price: 1 } }), 404, "not_found");
    await expectProblem(await api(`/listings/${other.id}`, { method: "DELETE", key: mine.key }), 404, "not_found");
    await expectProblem(
      await api(`/listings/${other.id}/photos`, { method: "POST", key: mine.key, body: new Uint8Array(jpeg), headers: { "content-type": "image/jpeg" } }),
      404,
      "not_found",
    );
    const found = (await (await api("/listings?reference=SECRET-9", { key: mine.key })).json()) as { data: unknown[] };
    expect(found.data).toEqual([]);
    // A POST with their reference creates the caller's own listing; theirs is untouched.
    const created = await api("/listings", { method: "POST", key: mine.key, json: saleBody({ reference: "SECRET-9" }) });
    expect(created.status).toBe(201);
    expect(await row(other.id)).toEqual(before);
  });
});

describe("photos sent to the API", () => {
  it("adds raw and multipart images, refuses the 11th, a non-image and a 6 MB body", async () => {
    const { dealer, key } = await dealerWithKey("photos@example.test");
    const listing = await createSaleListing(dealer.id, { images: Array.from({ length: 8 }, (_, i) => `listings/z/${i}`) });
    const raw = await api(`/listings/${listing.id}/photos`, { method: "POST", key, body: new Uint8Array(jpeg), headers: { "content-type": "image/jpeg" } });
    expect(raw.status).toBe(201);
    expect(((await raw.json()) as { photos: string[] }).photos).toHaveLength(9);
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(jpeg)], "voiture.jpg", { type: "image/jpeg" }));
    const multipart = await api(`/listings/${listing.id}/photos`, { method: "POST", key, body: form });
    expect(multipart.status).toBe(201);
    expect(((await multipart.json()) as { photos: string[] }).photos).toHaveLength(10);
    const eleventh = await expectProblem(
      await api(`/listings/${listing.id}/photos`, { method: "POST", key, body: new Uint8Array(jpeg), headers: { "content-type": "image/jpeg" } }),
      422,
      "validation_failed",
    );
    expect((eleventh.errors as { field: string }[])[0]?.field).toBe("photo");
    expect((await row(listing.id))?.images).toHaveLength(10);

    const other = await createSaleListing(dealer.id, { images: ["listings/z/x"] });
    const notImage = await expectProblem(
      await api(`/listings/${other.id}/photos`, { method: "POST", key, body: "pas une image", headers: { "content-type": "image/png" } }),
      422,
      "validation_failed",
    );
    const [error] = notImage.errors as { fr: string; en: string }[];
    expect(error?.fr).toMatch(/n'est pas une image/);
    await expectProblem(
      await api(`/listings/${other.id}/photos`, { method: "POST", key, body: new Uint8Array(6 * 1024 * 1024), headers: { "content-type": "image/jpeg" } }),
      413,
      "payload_too_large",
    );
    await expectProblem(
      await api(`/listings/${other.id}/photos`, { method: "POST", key, body: "{}", headers: { "content-type": "application/json" } }),
      415,
      "unsupported_media_type",
    );
    expect((await row(other.id))?.images).toEqual(["listings/z/x"]);
  });
});

describe("photos sent at once", () => {
  it("give the last free place to one of them only", async () => {
    const { dealer, key } = await dealerWithKey("course-photos@example.test");
    const listing = await createSaleListing(dealer.id, { images: Array.from({ length: 9 }, (_, i) => `listings/r/${i}`) });
    const send = () => api(`/listings/${listing.id}/photos`, { method: "POST", key, body: new Uint8Array(jpeg), headers: { "content-type": "image/jpeg" } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect((await row(listing.id))?.images).toHaveLength(10);
  });

  it("give it to one of them only when the feature function is called at once, the row locked", async () => {
    const { dealer } = await dealerWithKey("course-photos-direct@example.test");
    const listing = await createSaleListing(dealer.id, { images: Array.from({ length: 9 }, (_, i) => `listings/s/${i}`) });
    const send = () =>
      addPhotoFromApi(
        dealer.id,
        listing.id,
        new Request("http://localhost:3000/api/v1/photo", { method: "POST", body: new Uint8Array(jpeg), headers: { "content-type": "image/jpeg" } }),
      ).then(
        () => "added",
        (error: unknown) => (error instanceof ApiProblem ? error.code : "thrown"),
      );
    expect((await Promise.all([send(), send(), send()])).sort()).toEqual(["added", "validation_failed", "validation_failed"]);
    expect((await row(listing.id))?.images).toHaveLength(10);
  });
});

describe("hostile requests", () => {
  it("answers bad bodies with a 4xx problem, never a 500", async () => {
    const { key } = await dealerWithKey("hostile@example.test");
    const post = (body: BodyInit, type = "application/json") => api("/listings", { method: "POST", key, body, headers: { "content-type": type } });
    await expectProblem(await post("{pas du json"), 400, "invalid_json");
    await expectProblem(await post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 400, "invalid_json");
    await expectProblem(await post("[".repeat(200_000)), 400, "invalid_json");
    await expectProblem(await post(JSON.stringify(saleBody()), "text/plain"), 415, "unsupported_media_type");
    await expectProblem(await post(JSON.stringify({ ...saleBody(), description: "x".repeat(1024 * 1024) })), 413, "payload_too_large");
    await expectProblem(await post(JSON.stringify(saleBody({ model: "Coro\u0000lla", reference: "A\u0000" }))), 422, "validation_failed");
    await expectProblem(await post('{"kind":"sale","mileage":1e400,"price":123456789012345678901234567890}'), 422, "validation_failed");
    await expectProblem(await post(JSON.stringify(saleBody({ city: "\ud800" }))), 422, "validation_failed");
    await expectProblem(await post(JSON.stringify(saleBody({ features: "Climatisation", photos: "x" }))), 422, "validation_failed");
    await expectProblem(await post('"une chaîne"'), 422, "validation_failed");
    await expectProblem(await post("null"), 422, "validation_failed");
    await expectProblem(await api("/listings/not-a-uuid", { method: "PATCH", key, json: {} }), 404, "not_found");
    const wrongMethod = await api("/listings", { method: "PUT", key, json: {} });
    await expectProblem(wrongMethod, 405, "method_not_allowed");
    expect(wrongMethod.headers.get("allow")).toBe("GET, POST");
    await expectProblem(await api("/leads", { method: "DELETE", key }), 405, "method_not_allowed");
  });
});

describe("the dealer's leads", () => {
  it("pages the conversations and offers on the owner's listings with a cursor, and nobody else's", async () => {
    const { dealer, key } = await dealerWithKey("pistes@example.test");
    const rival = await dealerWithKey("rival@example.test");
    const buyers = [];
    for (let i = 0; i < 3; i++) buyers.push(await createUser({ email: `acheteur-api${i}@example.test` }));
    const buyer = buyers[0]!;
    const listing = await createSaleListing(dealer.id, { dealerReference: "L-1" });
    const theirs = await createSaleListing(rival.dealer.id);
    for (let i = 0; i < 3; i++) {
      const when = sql`${`2026-02-0${i + 1}T10:00:00Z`}::timestamptz`;
      const [talk] = await db()
        .insert(conversations)
        .values({ participant1Id: buyers[i]!.id, participant2Id: dealer.id, listingId: listing.id, createdAt: when, updatedAt: when })
        .returning({ id: conversations.id });
      await db()
        .insert(offers)
        .values({
          conversationId: talk!.id,
          listingId: listing.id,
          buyerId: buyers[i]!.id,
          sellerId: dealer.id,
          amount: 9_000_000 - i,
          expiresAt: sql`${when} + interval '3 days'`,
          createdAt: when,
          updatedAt: when,
        });
    }
    await db().insert(conversations).values({ participant1Id: buyer.id, participant2Id: rival.dealer.id, listingId: theirs.id });

    const seen: { type: string; listing: { id: string; reference: string | null } }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await api(`/leads?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { data: typeof seen; nextCursor: string | null };
      seen.push(...page.data);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(6);
    expect(new Set(seen.map((l) => l.type))).toEqual(new Set(["conversation", "offer"]));
    expect(seen.every((l) => l.listing.id === listing.id && l.listing.reference === "L-1")).toBe(true);
    await expectProblem(await api("/leads?cursor=faux", { key }), 422, "validation_failed");
    await expectProblem(await api("/leads?limit=0", { key }), 422, "validation_failed");
    const rivals = (await (await api("/leads", { key: rival.key })).json()) as { data: unknown[] };
    expect(rivals.data).toHaveLength(1);
  });
});

describe("the same-origin rule", () => {
  it("lets another site's program write to /api/v1 (no cookie is read there), and still refuses it on the site's forms", () => {
    const headers: Record<string, string> = { origin: "https://logiciel-garage.example", "sec-fetch-site": "cross-site", host: "localhost:3000" };
    const outcome = (path: string) => {
      let passed = false;
      let status = 0;
      const res = { status: (code: number) => ((status = code), res), type: () => res, send: () => res };
      const req = { method: "POST", path, get: (name: string) => headers[name.toLowerCase()] };
      refuseCrossSite(req as never, res as never, () => (passed = true));
      return passed ? "passed" : status;
    };
    expect(outcome("/api/v1/listings")).toBe("passed");
    expect(outcome("/api/v1/listings/abc/photos")).toBe("passed");
    expect(outcome("/pro/api")).toBe(403);
    expect(outcome("/api/v1x")).toBe(403);
  });
});

describe("the OpenAPI file", () => {
  it("is served as JSON, public", async () => {
    const response = await api("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await response.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });
});
