import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { MAX_LIVE_KEYS, createApiKey, hashApiKey, listApiKeys, revokeApiKey } from "../../app/features/public-api/api-keys.server.ts";
import { OPENAPI } from "../../app/features/public-api/openapi.ts";
import routes from "../../app/routes.ts";
import { db } from "../../app/server/db.server.ts";
import { apiKeys } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { shownMarkup } from "../support/page-markup.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

describe("API keys", () => {
  it("are shown once, stored as their SHA-256 and a prefix, listed without their secret", async () => {
    const dealer = await createUser({ email: "cles@example.test", userType: "dealer" });
    const created = await createApiKey(dealer.id, "  Logiciel du garage\u0000 ");
    if (!created.ok) throw new Error(created.error);
    expect(created.secret).toMatch(/^aa_live_[A-Za-z0-9_-]{43}$/);
    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(stored).toMatchObject({ name: "Logiciel du garage", prefix: created.secret.slice(0, 12), secretHash: hashApiKey(created.secret) });
    expect(JSON.stringify(stored)).not.toContain(created.secret);
    const listed = await listApiKeys(dealer.id);
    expect(listed.map((k) => k.id)).toEqual([created.key.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(12));
  });

  it("need a name of 1 to 60 characters, and a Pro member or a dealer not banned", async () => {
    const dealer = await createUser({ email: "nom@example.test", userType: "dealer" });
    expect((await createApiKey(dealer.id, "   ")).ok).toBe(false);
    expect((await createApiKey(dealer.id, "x".repeat(61))).ok).toBe(false);
    const buyer = await createUser({ email: "acheteur@example.test", userType: "buyer" });
    expect((await createApiKey(buyer.id, "Essai")).ok).toBe(false);
    expect(await listApiKeys(buyer.id)).toEqual([]);
  });

  it("are revoked by their owner only", async () => {
    const [owner, other] = [
      await createUser({ email: "proprio@example.test", userType: "dealer" }),
      await createUser({ email: "voisin@example.test", userType: "dealer" }),
    ];
    const created = await createApiKey(owner.id, "Stock");
    if (!created.ok) throw new Error(created.error);
    expect(await revokeApiKey(other.id, created.key.id)).toBe(false);
    expect(await revokeApiKey(owner.id, "pas-un-uuid")).toBe(false);
    expect(await listApiKeys(owner.id)).toHaveLength(1);
    expect(await revokeApiKey(owner.id, created.key.id)).toBe(true);
    expect(await revokeApiKey(owner.id, created.key.id)).toBe(false);
    expect(await listApiKeys(owner.id)).toEqual([]);
  });

  it("are at most ten live ones per member, even asked for at once", async () => {
    const dealer = await createUser({ email: "dix@example.test", userType: "dealer" });
    const made = await Promise.all(Array.from({ length: MAX_LIVE_KEYS + 3 }, (_, i) => createApiKey(dealer.id, `Clé ${i}`)));
    expect(made.filter((m) => m.ok)).toHaveLength(MAX_LIVE_KEYS);
    const first = made.find((m) => m.ok);
    if (!first?.ok) throw new Error("no key");
    await revokeApiKey(dealer.id, first.key.id);
    expect((await createApiKey(dealer.id, "Une de plus")).ok).toBe(true);
  });
});

describe("the 'Clés API' page", () => {
  const page = (cookie: string, body?: URLSearchParams, search = "") =>
    handle(
      new Request(`http://localhost:3000/pro/api${search}`, {
        method: body ? "POST" : "GET",
        headers: { cookie, "x-client-ip": "10.3.3.3", ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        body,
      }),
    );

  it("makes a key shown once, keeps a refused name, and revokes after a confirmation", async () => {
    await createUser({ email: "page@example.test", userType: "dealer" });
    const cookie = await sessionCookie("page@example.test");
    const empty = shownMarkup(await (await page(cookie)).text());
    expect(empty).toContain("Clés API</h1>");
    expect(empty).toContain('href="/api/docs"');

    const refused = await page(cookie, new URLSearchParams({ intent: "create", name: "y".repeat(61) }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`value="${"y".repeat(61)}"`);

    const created = await page(cookie, new URLSearchParams({ intent: "create", name: "Logiciel du garage" }));
    const html = await created.text();
    const secret = /value="(aa_live_[A-Za-z0-9_-]{43})"/.exec(html)?.[1];
    expect(secret).toBeDefined();
    expect(html).toContain("ne sera plus jamais affichée");
    const [key] = await db()
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashApiKey(secret!)));
    expect(key?.name).toBe("Logiciel du garage");

    const listedAgain = await (await page(cookie)).text();
    expect(listedAgain).not.toContain(secret!);
    expect(listedAgain).toContain(secret!.slice(0, 12));

    const confirm = await (await page(cookie, undefined, `?revoquer=${key!.id}`)).text();
    expect(confirm).toContain("Oui, révoquer");
    const revoked = await page(cookie, new URLSearchParams({ intent: "revoke", id: key!.id }));
    expect(revoked.status).toBe(302);
    expect((await db().select().from(apiKeys).where(eq(apiKeys.id, key!.id)))[0]?.revokedAt).toBeInstanceOf(Date);
  });

  it("explains to a member neither Pro nor a dealer, and refuses their forms", async () => {
    const seller = await createUser({ email: "particulier@example.test", userType: "seller" });
    const cookie = await sessionCookie("particulier@example.test");
    const html = shownMarkup(await (await page(cookie)).text());
    expect(html).toContain('href="/subscription"');
    expect(html).not.toContain("Créer une clé");
    const refused = await page(cookie, new URLSearchParams({ intent: "create", name: "Essai" }));
    expect(refused.status).toBe(403);
    expect(await db().select().from(apiKeys).where(eq(apiKeys.userId, seller.id))).toEqual([]);
  });

  it("sends a visitor to sign in", async () => {
    const response = await handle(new Request("http://localhost:3000/pro/api", { method: "POST", body: new URLSearchParams({ intent: "create", name: "x" }) }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth/);
  });
});

describe("the OpenAPI document", () => {
  const apiRoutes = (routes as { path?: string }[]).map((r) => r.path ?? "").filter((path) => path.startsWith("api/v1/") && path !== "api/v1/openapi.json");
  const documented = (path: string) => (OPENAPI.paths as Record<string, Record<string, unknown>>)[path.replace(/^api\/v1/, "").replace(":id", "{id}")];

  it("is OpenAPI 3.1 with a bearer scheme, the problem and listing schemas, and every route", () => {
    expect(OPENAPI.openapi).toBe("3.1.0");
    expect(OPENAPI.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(OPENAPI.components.schemas)).toEqual(expect.arrayContaining(["Listing", "ListingInput", "Lead", "Problem"]));
    expect(apiRoutes.length).toBe(4);
    for (const path of apiRoutes) expect(documented(`/${path}`.slice(1)), path).toBeDefined();
    expect(Object.keys(OPENAPI.paths)).toHaveLength(apiRoutes.length);
    // Every $ref points at something the document holds.
    const refs = [...JSON.stringify(OPENAPI).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    for (const [, group, name] of refs)
      expect((OPENAPI.components as Record<string, Record<string, unknown>>)[group!]?.[name!], `${group}/${name}`).toBeDefined();
  });

  it("documents exactly the methods each route answers", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const path of apiRoutes) {
      const item = documented(path)!;
      for (const method of ["GET", "POST", "PATCH", "DELETE", "PUT"]) {
        const response = await handle(new Request(`http://localhost:3000/${path.replace(":id", id)}`, { method }));
        const isDocumented = method.toLowerCase() in item;
        // Without a key: 401 where the method is answered, 405 where it is not.
        expect(response.status, `${method} /${path}`).toBe(isDocumented ? 401 : 405);
      }
    }
  });

  it("is the page /api/docs, with each endpoint and its curl example, without its own script", async () => {
    const html = await (await handle(new Request("http://localhost:3000/api/docs"))).text();
    expect(html).toContain("Documentation de l&#x27;API</h1>");
    expect(html).toContain('href="/api/v1/openapi.json"');
    for (const path of Object.keys(OPENAPI.paths)) expect(html).toContain(`/api/v1${path}`);
    expect(html).toContain("Authorization: Bearer $AUTOAFRIQUE_API_KEY");
    expect(html).toContain('id="too_many_requests"');
  });
});
