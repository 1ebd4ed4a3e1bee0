import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inlineScriptHashes, pageCache } from "../../server/page-cache.ts";
import { EVERY_SHARED_PAGE } from "../../app/server/shared-pages.server.ts";

const SCRIPT = 'window.__context = {"listings":24};';
/** The page as its n-th render writes it. */
const pageOf = (n: number) =>
  `<!doctype html><html><body><h1>Annonces ${n}</h1><script nonce="n1">${SCRIPT}</script><script type="module" src="/assets/entry.js"></script></body></html>`;
const PAGE = pageOf(1);

let renders = 0;
let clock = 0;
let setCookie = false;
/** The audience each render was asked for, and the owner the page names. */
const audiences: string[] = [];
let owner: string | null = null;
/** Sessions that lead to a member, by token. */
const SESSIONS: Record<string, string> = { "tok-awa": "awa", "tok-kofi": "kofi", "tok-ama": "ama" };
/** The data saver each member chose on their account (none: never chose). */
const ACCOUNT_SAVERS: Record<string, boolean> = { ama: true };
/** The query string each render was asked for. */
const searches: string[] = [];
/** The data saver each render was asked for. */
const dataSavers: string[] = [];
let status = 200;
let server: ReturnType<express.Express["listen"]>;
let base = "";
let cache: ReturnType<typeof pageCache>;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-n1'");
    next();
  });
  cache = pageCache({
    ttlMs: 5000,
    now: () => clock,
    memberOf: async (req) => SESSIONS[/aa\.session_token=([^;]+)/.exec(req.get("cookie") ?? "")?.[1] ?? ""] ?? null,
    dataSaverOf: async (req) => ACCOUNT_SAVERS[SESSIONS[/aa\.session_token=([^;]+)/.exec(req.get("cookie") ?? "")?.[1] ?? ""] ?? ""] ?? null,
    isRouteId: (id) => ["root", "routes/listings", "routes/home"].includes(id),
    render: async (_req, _res, audience, dataSaver, search) => {
      renders++;
      searches.push(search);
      audiences.push(audience);
      dataSavers.push(dataSaver);
      await new Promise((r) => setTimeout(r, 30));
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (setCookie) headers.append("Set-Cookie", "toast=x; Path=/");
      if (owner) headers.set("X-Page-Owner", owner);
      return new Response(status === 200 ? pageOf(renders) : "<h1>Annonce introuvable</h1>", { status, headers });
    },
  });
  app.use(cache);
  // What a request the cache does not take reaches: the page rendered for this visitor alone.
  app.use((_req, res) => {
    renders++;
    res.type("html").send("<p>page personnelle</p>");
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  renders = 0;
  audiences.length = 0;
  dataSavers.length = 0;
  searches.length = 0;
  owner = null;
  clock += 60_000;
  setCookie = false;
  status = 200;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe("page cache", () => {
  it("renders a shared page once for concurrent visitors without an account, and serves it again", async () => {
    const first = await Promise.all(Array.from({ length: 10 }, () => get("/listings")));
    expect(renders).toBe(1);
    for (const response of first) expect(await response.text()).toBe(PAGE);
    expect(await (await get("/listings")).text()).toBe(PAGE);
    expect(renders).toBe(1);
  });

  it("serves the old copy while one request renders the page again, once it is past its time to live", async () => {
    await get("/listings?search=toyota");
    clock += 4999;
    expect(await (await get("/listings?search=toyota")).text()).toBe(pageOf(1));
    expect(renders).toBe(1);
    clock += 1;
    const during = await Promise.all(Array.from({ length: 5 }, () => get("/listings?search=toyota")));
    for (const response of during) expect(await response.text()).toBe(pageOf(1));
    await new Promise((r) => setTimeout(r, 150));
    expect(renders).toBe(2);
    expect(await (await get("/listings?search=toyota")).text()).toBe(pageOf(2));
  });

  it("drops the old copy when the page renders anew as something not to share (a listing removed)", async () => {
    const path = "/listing/0091cc55-cd5b-4269-bf11-ba5e19d15282";
    await get(path);
    clock += 5000;
    status = 404;
    expect((await get(path)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    const after = await get(path);
    expect(after.status).toBe(404);
    expect(await after.text()).toBe("<h1>Annonce introuvable</h1>");
  });

  it("forgets a page that changed for everyone (a listing sold, back on offer): in every country, as a document and as data", async () => {
    const path = "/listing/2f0a5c1e-7d3b-4c61-9a52-6b1e0d4c8f11";
    const copies = [() => get(path), () => get(`${path}.data`), () => get(path, { cookie: "country=SN" }), () => get(`/en${path}`)];
    for (const copy of copies) await copy();
    await get("/listings?search=kia");
    expect(renders).toBe(5);
    cache.forget(path);
    expect(await (await get(path)).text()).toBe(pageOf(6));
    for (const copy of copies.slice(1)) await copy();
    expect(renders).toBe(9);
    // Other pages are kept: only that listing's went.
    await get("/listings?search=kia");
    expect(renders).toBe(9);
  });

  it("forgets every page when every shared page changed (a site limit the pages state, saved by an admin)", async () => {
    const pages = ["/rental/6c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e", "/listings?search=kia", "/"];
    for (const path of pages) await get(path);
    expect(renders).toBe(3);
    cache.forget(EVERY_SHARED_PAGE);
    for (const path of pages) await get(path);
    expect(renders).toBe(6);
  });

  it("keeps a page's English copy apart from its French one, and forgets both when the listing changes", async () => {
    const path = "/listing/2f0a5c1e-7d3b-4c61-9a52-6b1e0d4c8f13";
    await get(path);
    await get(`/en${path}`);
    await get(`/en${path}.data`);
    expect(renders).toBe(3);
    // The language a person chose sends unprefixed pages to /en before the cache: it does not split the copies.
    await get(`/en${path}`, { cookie: "aa_lang=en" });
    await get(path, { cookie: "aa_lang=fr" });
    expect(renders).toBe(3);
    cache.forget(path);
    await get(`/en${path}`);
    await get(`/en${path}.data`);
    await get(path);
    expect(renders).toBe(6);
  });

  it("does not keep a render begun before its page was forgotten", async () => {
    const path = "/rental/2f0a5c1e-7d3b-4c61-9a52-6b1e0d4c8f12";
    const first = get(path);
    await new Promise((r) => setTimeout(r, 5));
    cache.forget(path);
    expect((await first).status).toBe(200);
    expect(await (await get(path)).text()).toBe(pageOf(2));
  });

  it("makes the visitor wait for a fresh page when the kept one is more than twice its time to live old", async () => {
    await get("/?vitrine=location");
    clock += 10_000;
    expect(await (await get("/?vitrine=location")).text()).toBe(pageOf(2));
    expect(renders).toBe(2);
  });

  it("allows the page's inline scripts by their hashes instead of the first visitor's nonce", async () => {
    const response = await get("/");
    const policy = response.headers.get("content-security-policy") ?? "";
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).not.toContain("nonce");
    expect(inlineScriptHashes(PAGE)).toEqual([`'sha256-${hash}'`]);
  });

  it("never serves a visitor with a session, a toast or on another page from the shared copy", async () => {
    await get("/listings");
    await get("/listings", { cookie: "better-auth.session_token=abc" });
    await get("/listings", { cookie: "toast=xyz" });
    await get("/favorites");
    expect(renders).toBe(4);
    expect(await (await get("/favorites")).text()).toBe("<p>page personnelle</p>");
  });

  it("serves a navigation's data that does not ask for the root's to a browser holding a toast, and renders the page that shows it", async () => {
    const member = "country=SN; aa.session_token=tok-awa";
    const toast = "aa_flash=eyJ0b2FzdCI6MX0.sig";
    const data = "/listings.data?_routes=routes%2Flistings";
    const forMembers = await (await get(data, { cookie: member })).text();
    const forVisitors = await (await get(data, { cookie: "country=SN" })).text();
    expect(renders).toBe(2);
    for (const [cookie, copy] of [
      [`${member}; ${toast}`, forMembers],
      [`${toast}; country=SN; aa.session_token=tok-kofi`, forMembers],
      [`${toast}; country=SN`, forVisitors],
    ]) {
      const answer = await get(data, { cookie });
      expect(await answer.text(), cookie).toBe(copy);
      // The kept answer changes no cookie: the browser keeps its toast for the next page.
      expect(answer.headers.has("set-cookie"), cookie).toBe(false);
    }
    expect(renders).toBe(2);
    expect(audiences).toEqual(["member", "visitor"]);
    // The page or data that reads the toast (the root's) is rendered for this browser alone.
    for (const path of ["/listings", "/listings.data", "/listings.data?_routes=root%2Croutes%2Flistings"]) {
      expect(await (await get(path, { cookie: `${member}; ${toast}` })).text(), path).toBe("<p>page personnelle</p>");
    }
  });

  it("renders one copy for every member of a country, apart from the visitors', and serves it to each of them", async () => {
    const [awa, kofi, visitor] = await Promise.all([
      get("/listings", { cookie: "country=SN; aa.session_token=tok-awa" }),
      get("/listings", { cookie: "country=SN; aa.session_token=tok-kofi" }),
      get("/listings", { cookie: "country=SN" }),
    ]);
    expect(renders).toBe(2);
    expect(audiences.sort()).toEqual(["member", "visitor"]);
    expect(await awa.text()).toBe(await kofi.text());
    expect(visitor.status).toBe(200);
    await get("/listings", { cookie: "country=SN; aa.session_token=tok-awa" });
    expect(renders).toBe(2);
  });

  it("gives a session that leads to nobody, and a member without a chosen country, their own page", async () => {
    expect(await (await get("/listings", { cookie: "country=SN; aa.session_token=ended" })).text()).toBe("<p>page personnelle</p>");
    expect(await (await get("/listings", { cookie: "aa.session_token=tok-awa" })).text()).toBe("<p>page personnelle</p>");
    expect(audiences).toEqual([]);
  });

  it("gives the owner of the listing a page shows their own page, with its controls, and others the shared one", async () => {
    owner = "awa";
    const path = "/listing/0091cc55-cd5b-4269-bf11-ba5e19d15282";
    expect(await (await get(path, { cookie: "country=CI; aa.session_token=tok-kofi" })).text()).toBe(pageOf(1));
    expect(await (await get(path, { cookie: "country=CI; aa.session_token=tok-awa" })).text()).toBe("<p>page personnelle</p>");
    expect(await (await get(path, { cookie: "country=CI; aa.session_token=tok-kofi" })).text()).toBe(pageOf(1));
    // The owner's name stays with the cache: never sent.
    expect((await get(path, { cookie: "country=CI" })).headers.get("x-page-owner")).toBeNull();
  });

  it("renders a member's own page when the shared one is not to share (their own hidden listing is a 404 to others)", async () => {
    status = 404;
    const response = await get("/listing/1091cc55-cd5b-4269-bf11-ba5e19d15282", { cookie: "country=CI; aa.session_token=tok-awa" });
    expect(await response.text()).toBe("<p>page personnelle</p>");
    expect(response.status).toBe(200);
  });

  it("keeps apart the pages of two countries", async () => {
    await get("/", { cookie: "country=SN" });
    await get("/", { cookie: "country=CI" });
    await get("/", { cookie: "country=SN" });
    expect(renders).toBe(2);
  });

  it("does not keep a page that sets a cookie", async () => {
    setCookie = true;
    const first = await get("/listings?search=deux");
    expect(first.headers.getSetCookie()).toEqual(["toast=x; Path=/"]);
    expect(await first.text()).toBe(PAGE);
    await get("/listings?search=deux");
    expect(renders).toBe(2);
  });

  it("serves the stored page compressed with brotli once it is ready", async () => {
    await get("/listings?search=trois");
    await new Promise((r) => setTimeout(r, 100));
    const response = await fetch(`${base}/listings?search=trois`, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    // fetch decodes the body itself: the bytes on the wire are checked through their length.
    const length = Number(response.headers.get("content-length"));
    expect(length).toBeGreaterThan(0);
    expect(length).toBeLessThan(Buffer.byteLength(PAGE));
    expect(await response.text()).toBe(PAGE);
  });

  it("keeps one copy per data saver: the browser's Save-Data, the device's choice over it, and neither", async () => {
    const path = "/listings?type=location&search=economie";
    await get(path);
    await get(path, { "Save-Data": "on" });
    await get(path, { "Save-Data": "on", Cookie: "aa_economie=non" });
    expect(dataSavers).toEqual(["auto", "on", "off"]);
    // The device's "oui" is the page Save-Data gets; an unreadable cookie is no choice.
    await get(path, { Cookie: "aa_economie=oui" });
    await get(path, { Cookie: "aa_economie=x" });
    await get(path, { "Save-Data": "on" });
    expect(renders).toBe(3);
  });

  it("gives a member the copy of the data saver chosen on their account, whatever their device says", async () => {
    const path = "/listings?search=compte";
    await get(path, { Cookie: "country=SN; aa.session_token=tok-ama; aa_economie=non" });
    await get(path, { Cookie: "country=SN; aa.session_token=tok-kofi; aa_economie=non" });
    await get(path, { Cookie: "country=SN; aa.session_token=tok-kofi; aa_economie=oui" });
    expect(dataSavers).toEqual(["on", "off"]);
    expect(renders).toBe(2);
  });

  it("sends a page asked with a query its state does not need to its one address, without rendering it", async () => {
    const id = "2f0a5c1e-7d3b-4c61-9a52-6b1e0d4c8f19";
    for (const [asked, page] of [
      ["/?x=81723", "/"],
      ["/en?x=1&vitrine=location", "/en?vitrine=location"],
      [`/listing/${id}?x=1`, `/listing/${id}`],
      [`/en/rental/${id}?fbclid=abc`, `/en/rental/${id}`],
      ["/listings?priceMax=5000000&x=2", "/listings?priceMax=5000000"],
      ["/listings?priceMax=5000000&priceMax=1", "/listings?priceMax=5000000"],
      ["/listings?sort=recent&search=", "/listings"],
    ]) {
      const response = await fetch(base + asked, { redirect: "manual" });
      expect(response.status, asked).toBe(302);
      expect(response.headers.get("location"), asked).toBe(page);
    }
    expect(renders).toBe(0);
  });

  it("keeps one copy of a page's data however its query is written, rendered at the page's own query", async () => {
    await get("/listings.data?priceMax=7000000&_routes=root,routes/listings");
    await get("/listings.data?x=1&priceMax=07000000&_routes=routes/listings,root,nope");
    await get("/listings.data?priceMax=7000000&x=2&_routes=root,routes/listings,routes/listings");
    expect(renders).toBe(1);
    expect(searches).toEqual([`?priceMax=7000000&_routes=${encodeURIComponent("root,routes/listings")}`]);
    // Unknown routes alone name none: the page's data as a whole.
    await get("/_.data?x=5&_routes=forged");
    await get("/_.data");
    expect(renders).toBe(2);
    expect(searches[1]).toBe("");
  });
});
