import type { Server } from "node:http";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { ACCOUNT_BANNED, DEALER_ONLY } from "../../app/features/dealer-stock/dealer-access.server.ts";
import {
  FEED_EMPTY,
  FEED_NOT_FOUND,
  FEED_UNKNOWN_INTENT,
  feedAction,
  feedOf,
  removeFeed,
  resumeFeed,
  runDueFeeds,
  saveFeed,
} from "../../app/features/dealer-stock/stock-feed.server.ts";
import { FEED_INTENTS, FEED_URL_INVALID, FEED_URL_PRIVATE } from "../../app/features/dealer-stock/stock-feed-rules.ts";
import { importRows } from "../../app/features/dealer-stock/stock-import.server.ts";
import { UNKNOWN_FORMAT } from "../../app/features/dealer-stock/stock-sheet.server.ts";
import { db } from "../../app/server/db.server.ts";
import { env } from "../../app/server/env.server.ts";
import { FETCH_FORBIDDEN_ADDRESS, FETCH_TYPE } from "../../app/server/safe-fetch.server.ts";
import { listings, notifications, profiles, stockFeeds, stockImportRows, stockImports } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { listenLocally } from "../support/fake-http-server.ts";
import { goodJpeg } from "../support/images.ts";
import { STOCK_HEADER, stockCsv, stockRow } from "../support/stock-file.ts";
import { mailsTo } from "../support/mails.ts";

/** What the dealers' server serves, by path: feeds are set by each test. */
const served = new Map<string, { type: string; body: Uint8Array | string }>();
const hits = new Map<string, number>();
let base = "";
/** A second local server, never allowed: whatever reaches it is a hole. */
let forbiddenBase = "";
let forbiddenHits = 0;
const servers: Server[] = [];

// Registered before the database's: the allowance must be in the environment before it is first read.
beforeAll(async () => {
  const jpeg = await goodJpeg(400, 300);
  const dealerSite = await listenLocally((req, res) => {
    const path = req.url ?? "";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith("/photo-")) {
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": jpeg.length }).end(jpeg);
      return;
    }
    const file = served.get(path);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": file.type }).end(file.body);
  });
  const forbidden = await listenLocally((_req, res) => {
    forbiddenHits += 1;
    res.writeHead(200, { "Content-Type": "text/csv" }).end("reference;type\nX;vente\n");
  });
  servers.push(dealerSite.server, forbidden.server);
  base = dealerSite.url;
  forbiddenBase = forbidden.url;
  process.env.FETCH_ALLOWED_PRIVATE_HOSTS = new URL(base).host;
});
afterAll(() => {
  for (const server of servers) server.close();
});

const { dataDir } = useTestDatabase();

// Each test's feeds end with it: a later test's clock moved forward would run them again.
afterEach(async () => {
  await db().delete(stockFeeds);
});

const row = (reference: string, overrides: Partial<Record<string, string>> = {}) => stockRow(reference, `${base}/photo-${reference}.jpg`, overrides);
const csv = stockCsv;

/** A feed served at `path` on the dealers' server; its full address. */
function serve(path: string, body: string | Uint8Array, type = "text/csv; charset=utf-8"): string {
  served.set(path, { type, body });
  return `${base}${path}`;
}

let seq = 0;
async function dealer(userType: "dealer" | "buyer" = "dealer") {
  const user = await createUser({ email: `flux${++seq}@example.test`, firstName: "Garage", country: "SN", userType });
  return user;
}

async function saved(userId: string, url: string, archiveMissing = false) {
  const result = await saveFeed(userId, { url, archiveMissing });
  expect(result).toMatchObject({ ok: true });
}

const ownListings = (userId: string) => db().select().from(listings).where(eq(listings.ownerId, userId)).orderBy(asc(listings.dealerReference));
const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

async function lastRows(userId: string) {
  const feed = await feedOf(userId);
  if (!feed?.lastImport) throw new Error("no import");
  return db().select().from(stockImportRows).where(eq(stockImportRows.importId, feed.lastImport.id)).orderBy(asc(stockImportRows.line));
}

describe("a dealer's feed", () => {
  it("is kept only for a dealer, at a sound address; a refusal gives back what was typed", async () => {
    const buyer = await dealer("buyer");
    expect(await saveFeed(buyer.id, { url: `${base}/a.csv`, archiveMissing: false })).toMatchObject({ ok: false, error: DEALER_ONLY, code: "forbidden" });

    const { id } = await dealer();
    const form = new FormData();
    form.set("intent", FEED_INTENTS.save);
    form.set("url", "ftp://garage.example/stock.csv");
    form.set("archiveMissing", "on");
    expect(await feedAction(id, form)).toEqual({
      ok: false,
      intent: FEED_INTENTS.save,
      error: FEED_URL_INVALID,
      values: { url: "ftp://garage.example/stock.csv", archiveMissing: true },
    });
    expect(await saveFeed(id, { url: "http://169.254.169.254/latest/meta-data/", archiveMissing: false })).toMatchObject({
      ok: false,
      error: FEED_URL_PRIVATE,
    });
    // This machine's other server is not among the allowed hosts.
    expect(await saveFeed(id, { url: `${forbiddenBase}/flux.csv`, archiveMissing: false })).toMatchObject({ ok: false, error: FEED_URL_PRIVATE });
    expect(await feedOf(id)).toBeNull();

    form.set("url", `${base}/garage.csv`);
    expect(await feedAction(id, form)).toMatchObject({ ok: true, intent: FEED_INTENTS.save });
    expect(await feedOf(id)).toMatchObject({ url: `${base}/garage.csv`, archiveMissing: true, failures: 0, pausedAt: null, lastRunAt: null, lastImport: null });

    const unknown = new FormData();
    unknown.set("intent", "feed-everything");
    expect(await feedAction(id, unknown)).toMatchObject({ ok: false, error: FEED_UNKNOWN_INTENT });
    const remove = new FormData();
    remove.set("intent", FEED_INTENTS.remove);
    expect(await feedAction(id, remove)).toMatchObject({ ok: true });
    expect(await feedOf(id)).toBeNull();
    expect(await removeFeed(id)).toMatchObject({ ok: false, error: FEED_NOT_FOUND });
    expect(await resumeFeed(id)).toMatchObject({ ok: false, error: FEED_NOT_FOUND });
  });

  it("creates the listings, does nothing within the hour, leaves them unchanged an hour later, then updates a changed price", async () => {
    const { id } = await dealer();
    const url = serve("/flux/hourly.csv", csv(row("H-1"), row("H-2"), row("H-3")));
    await saved(id, url);
    expect(env().FETCH_ALLOWED_PRIVATE_HOSTS).toEqual([new URL(base).host]);

    const start = new Date();
    expect(await runDueFeeds(start)).toBe(1);
    const created = await ownListings(id);
    expect(created.map((l) => l.dealerReference)).toEqual(["H-1", "H-2", "H-3"]);
    expect(created.every((l) => l.images.length === 1)).toBe(true);
    const first = await feedOf(id);
    expect(first).toMatchObject({ failures: 0, lastError: null, lastRunAt: start.toISOString() });
    expect(first?.lastImport).toMatchObject({ status: "done", total: 3, created: 3, updated: 0, refused: 0 });
    expect(hits.get("/flux/hourly.csv")).toBe(1);
    const photosFetched = hits.get("/photo-H-1.jpg");

    // Saved again as it is (the archive box ticked): its hourly rhythm stays.
    await saved(id, url, true);
    expect(await feedOf(id)).toMatchObject({ archiveMissing: true, lastRunAt: start.toISOString() });
    await saved(id, url, false);
    expect(await runDueFeeds(later(start, 30))).toBe(0);
    expect(await runDueFeeds(later(start, 59))).toBe(0);
    expect(hits.get("/flux/hourly.csv")).toBe(1);

    const second = later(start, 61);
    expect(await runDueFeeds(second)).toBe(1);
    expect(hits.get("/flux/hourly.csv")).toBe(2);
    expect((await lastRows(id)).map((r) => r.outcome)).toEqual(["unchanged", "unchanged", "unchanged"]);
    const unchanged = await ownListings(id);
    expect(unchanged.map((l) => l.updatedAt.getTime())).toEqual(created.map((l) => l.updatedAt.getTime()));
    expect(hits.get("/photo-H-1.jpg")).toBe(photosFetched);
    expect((await feedOf(id))?.lastImport?.id).not.toBe(first?.lastImport?.id);

    serve("/flux/hourly.csv", csv(row("H-1"), row("H-2", { prix: "6 900 000" }), row("H-3")));
    // Its last import still being applied (by another server): this hour is skipped, nothing fetched.
    const lastImportId = (await feedOf(id))?.lastImport?.id ?? "";
    await db().update(stockImports).set({ status: "running" }).where(eq(stockImports.id, lastImportId));
    expect(await runDueFeeds(later(second, 60))).toBe(0);
    expect(hits.get("/flux/hourly.csv")).toBe(2);
    await db().update(stockImports).set({ status: "done" }).where(eq(stockImports.id, lastImportId));

    expect(await runDueFeeds(later(second, 120))).toBe(1);
    expect((await lastRows(id)).map((r) => r.outcome)).toEqual(["unchanged", "updated", "unchanged"]);
    expect((await ownListings(id)).map((l) => l.price)).toEqual([7_500_000, 6_900_000, 7_500_000]);
  });

  it("keeps only its latest imports for their reports", async () => {
    const { id } = await dealer();
    await saved(id, serve("/flux/many.csv", csv(row("K-1"))));
    const start = new Date();
    for (let run = 0; run < 12; run++) expect(await runDueFeeds(later(start, run * 61))).toBe(1);
    const kept = await db()
      .select({ id: stockImports.id })
      .from(stockImports)
      .where(and(eq(stockImports.userId, id), eq(stockImports.source, "feed")));
    expect(kept).toHaveLength(10);
    expect(kept.map((k) => k.id)).toContain((await feedOf(id))?.lastImport?.id);
  });

  it("fails on an SSRF address without fetching it, pauses at the third failure and tells the dealer; resuming starts afresh", async () => {
    const owner = await dealer();
    // As if saved while its name resolved to a public address: the fetch checks every time.
    await db()
      .insert(stockFeeds)
      .values({ userId: owner.id, url: `${forbiddenBase}/flux.csv` });
    const start = new Date();
    expect(await runDueFeeds(start)).toBe(1);
    expect(await feedOf(owner.id)).toMatchObject({ failures: 1, lastError: FETCH_FORBIDDEN_ADDRESS, pausedAt: null, lastImport: null });

    await db().update(stockFeeds).set({ url: "http://169.254.169.254/latest/meta-data/" }).where(eq(stockFeeds.userId, owner.id));
    expect(await runDueFeeds(later(start, 61))).toBe(1);
    expect(await feedOf(owner.id)).toMatchObject({ failures: 2, lastError: FETCH_FORBIDDEN_ADDRESS, pausedAt: null });
    const bell = () => db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(await bell()).toHaveLength(0);

    const third = later(start, 122);
    expect(await runDueFeeds(third)).toBe(1);
    expect(await feedOf(owner.id)).toMatchObject({ failures: 3, pausedAt: third.toISOString() });
    expect(forbiddenHits).toBe(0);
    expect(await bell()).toMatchObject([{ title: "Votre flux de stock est en pause", type: "warning", link: "/pro/import" }]);
    expect((await bell())[0]?.message).toContain("Adresse non autorisée");
    const [mail, ...more] = mailsTo(dataDir(), owner.email);
    expect(more).toEqual([]);
    expect(mail).toContain("Votre flux de stock est en pause");
    expect(mail).toContain("Adresse non autorisée");
    expect(mail).toContain("/pro/import");

    // Paused: no more runs, no more messages, however late.
    expect(await runDueFeeds(later(start, 600))).toBe(0);
    expect(await bell()).toHaveLength(1);

    const resume = new FormData();
    resume.set("intent", FEED_INTENTS.resume);
    expect(await feedAction(owner.id, resume)).toMatchObject({ ok: true, intent: FEED_INTENTS.resume });
    expect(await feedOf(owner.id)).toMatchObject({ failures: 0, pausedAt: null, lastError: null, lastRunAt: null });
    // Resumed at the same address, it fails again, one failure of three.
    expect(await runDueFeeds(later(start, 601))).toBe(1);
    expect(await feedOf(owner.id)).toMatchObject({ failures: 1, pausedAt: null });
    // A new address saved: its failures forgotten, read at once.
    await saved(owner.id, serve("/flux/repris.csv", csv(row("R-1"))));
    expect(await feedOf(owner.id)).toMatchObject({ failures: 0, lastRunAt: null });
    expect(await runDueFeeds(later(start, 602))).toBe(1);
    expect(await feedOf(owner.id)).toMatchObject({ failures: 0, lastError: null, lastImport: { created: 1 } });
  });

  it("counts an unreadable file or a refused answer as a failure, but not a file whose every row is refused", async () => {
    const { id } = await dealer();
    await saved(id, serve("/flux/casse.bin", new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), "application/octet-stream"));
    const start = new Date();
    expect(await runDueFeeds(start)).toBe(1);
    expect(await feedOf(id)).toMatchObject({ failures: 1, lastError: UNKNOWN_FORMAT, lastImport: null });

    await saved(id, serve("/flux/page.html", "<html><body>Connexion</body></html>", "text/html"));
    expect(await runDueFeeds(later(start, 1))).toBe(1);
    expect(await feedOf(id)).toMatchObject({ failures: 1, lastError: FETCH_TYPE });

    await saved(id, `${base}/flux/absent.csv`);
    expect(await runDueFeeds(later(start, 2))).toBe(1);
    expect(await feedOf(id)).toMatchObject({ failures: 1, lastError: "Le serveur a répondu 404" });

    // A header alone: a broken export, not a stock sold out (a full import would archive everything).
    await saved(id, serve("/flux/vide.csv", `${STOCK_HEADER}\n`), true);
    expect(await runDueFeeds(later(start, 3))).toBe(1);
    expect(await feedOf(id)).toMatchObject({ failures: 1, lastError: FEED_EMPTY, lastImport: null });
    expect(await db().select().from(stockImports).where(eq(stockImports.userId, id))).toHaveLength(0);

    await saved(id, serve("/flux/refuse.csv", csv(row("Z-1", { prix: "" }), row("Z-2", { annee: "bientôt" }))));
    expect(await runDueFeeds(later(start, 4))).toBe(1);
    const feed = await feedOf(id);
    expect(feed).toMatchObject({ failures: 0, lastError: null, lastImport: { status: "done", total: 2, created: 0, refused: 2 } });
    expect(await ownListings(id)).toHaveLength(0);
  });

  it("runs a feed of 10 000 rows, most of them broken, to its end, each refusal with its line and column", { timeout: 300_000 }, async () => {
    const { id } = await dealer();
    const rows: string[] = [];
    for (let i = 1; i <= 10_000; i++) {
      const reference = `M-${i}`;
      if (i % 500 === 0) rows.push(row(reference, { photos: `${base}/photo-${i % 3}.jpg` }));
      else if (i % 4 === 0) rows.push(row(reference, { annee: "deux mille" }));
      else if (i % 4 === 1) rows.push(row(reference, { prix: "beaucoup" }));
      else if (i % 4 === 2)
        rows.push(`${reference};vente;Toyota`); // a line cut short
      else rows.push(row(reference, { type: "troc" }));
    }
    await saved(id, serve("/flux/grand.csv", csv(...rows)));
    const began = performance.now();
    expect(await runDueFeeds()).toBe(1);
    const seconds = (performance.now() - began) / 1000;
    const feed = await feedOf(id);
    expect(feed).toMatchObject({ failures: 0, lastError: null, lastImport: { status: "done" } });
    const report = feed?.lastImport;
    expect(report?.processed).toBe(report?.total);
    expect(report?.created).toBe(20);
    expect(report?.refused).toBe((report?.total ?? 0) - 20);
    expect(await ownListings(id)).toHaveLength(20);
    const problems = await importRows(report?.id ?? "", { onlyProblems: true, limit: 50 });
    expect(problems).toHaveLength(50);
    for (const refused of problems) {
      expect(refused.line).toBeGreaterThan(1);
      expect(refused.problems.length).toBeGreaterThan(0);
      expect(refused.problems.some((p) => p.column !== null)).toBe(true);
    }
    const byLine = new Map(problems.map((p) => [p.line, p]));
    // Line 5 is row 4 (annee), line 6 row 5 (prix): the header is line 1.
    expect(byLine.get(5)?.problems).toContainEqual(expect.objectContaining({ column: "annee" }));
    expect(byLine.get(6)?.problems).toContainEqual(expect.objectContaining({ column: "prix" }));
    expect(seconds).toBeLessThan(240);
  });

  it("runs once when two servers run the job at the same moment", async () => {
    const { id } = await dealer();
    await saved(id, serve("/flux/twice.csv", csv(row("T-1"), row("T-2"))));
    const now = new Date();
    const ran = await Promise.all([runDueFeeds(now), runDueFeeds(now)]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(hits.get("/flux/twice.csv")).toBe(1);
    expect(await ownListings(id)).toHaveLength(2);
    expect(await db().select().from(stockImports).where(eq(stockImports.userId, id))).toHaveLength(1);
  });

  it("fails for a banned dealer, without fetching or creating anything", async () => {
    const { id } = await dealer();
    await saved(id, serve("/flux/banni.csv", csv(row("B-1"))));
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, id));
    expect(await runDueFeeds()).toBe(1);
    expect(await feedOf(id)).toMatchObject({ failures: 1, lastError: ACCOUNT_BANNED, lastImport: null });
    expect(hits.get("/flux/banni.csv")).toBeUndefined();
    expect(await ownListings(id)).toHaveLength(0);
    expect(await resumeFeed(id)).toMatchObject({ ok: false, error: ACCOUNT_BANNED });
  });
});
