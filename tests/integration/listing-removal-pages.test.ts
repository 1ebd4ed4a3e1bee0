import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteAccount } from "../../app/features/account-deletion/account-deletion.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { deleteAnyListing, deleteListing } from "../../app/features/listings/delete-listing.server.ts";
import { banMember, unbanMember } from "../../app/features/moderation/members.server.ts";
import { REPORTS_TO_HIDE } from "../../app/features/reports/report-rules.ts";
import { decideReports, fileReport } from "../../app/features/reports/reports.server.ts";
import { onSharedPageChanged } from "../../app/server/shared-pages.server.ts";
import { pageCache } from "../../server/page-cache.ts";
import { memberOf, sharedRequest } from "../../server/shared-render.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, serverBuild } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * Every write that takes a listing off the site (or puts it back) makes every instance forget the
 * page visitors share of it: kept a minute here, a deleted or banned car's page with its
 * 'Contacter' button would otherwise still be served.
 */
let server: ReturnType<express.Express["listen"]>;
let base = "";
let stopRelay: () => Promise<void>;
beforeAll(async () => {
  const app = express();
  const routeIds = new Set(Object.keys((await serverBuild()).routes));
  const cache = pageCache({
    ttlMs: 60_000,
    memberOf,
    isRouteId: (id) => routeIds.has(id),
    render: (req, _res, audience, _saver, search) => handle(sharedRequest(req, search), audience),
  });
  stopRelay = await onSharedPageChanged(cache.forget);
  app.use(cache);
  app.use((_req, res) => res.status(500).send("not a shared page"));
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopRelay();
  server.close();
});

/** The paths announced as changed since the last `hearAnew`. */
const heard = new Set<string>();
let stopHearing: (() => Promise<void>) | null = null;
async function stopListening() {
  await stopHearing?.();
  stopHearing = null;
}
/** A new listener: a notice sent before (on PostgreSQL, still on its way) is not heard. */
async function hearAnew() {
  await stopListening();
  heard.clear();
  stopHearing = await onSharedPageChanged((path) => heard.add(path));
}
beforeEach(hearAnew);
afterEach(stopListening);

let seq = 0;
const DAY = 86_400_000;
const member = (spec: { role?: "admin"; createdAt?: Date } = {}) => createUser({ email: `retrait${++seq}@example.test`, country: "CI", ...spec });
/** A visitor's answer for a page, in French or English: the shared copy when one is kept. */
const status = async (path: string) => (await fetch(base + path, { headers: { cookie: "country=CI" } })).status;
/** Loads each page once, so the cache keeps it, and checks visitors see it. */
async function kept(...paths: string[]) {
  for (const path of paths) expect(await status(path), path).toBe(200);
}
/** What visitors get now: 410 for a deleted listing, 404 for a hidden one. */
async function gone(answer: 404 | 410, ...paths: string[]) {
  for (const path of paths) expect(await status(path), path).toBe(answer);
}

describe("a listing taken off the site", () => {
  it("by its owner's deletion is no longer served from the shared copy", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner!.id);
    const path = `/listing/${sale!.id}`;
    await kept(path, `/en${path}`);
    expect((await deleteListing(owner!.id, { kind: "sale", id: sale!.id })).ok).toBe(true);
    await gone(410, path, `/en${path}`);
    expect(heard).toEqual(new Set([path]));
  });

  it("by an administrator's deletion is no longer served from the shared copy", async () => {
    const [owner, admin] = [await member(), await member({ role: "admin" })];
    const rental = await createRentalListing(owner!.id, { country: "CI" });
    const path = `/rental/${rental!.id}`;
    await kept(path);
    expect((await deleteAnyListing(admin!.id, { kind: "rental", id: rental!.id })).ok).toBe(true);
    await gone(410, path);
    expect(heard).toContain(path);
  });

  it("by its owner's ban, with all their listings, and back on unban", async () => {
    const [owner, admin] = [await member(), await member({ role: "admin" })];
    const sale = await createSaleListing(owner!.id);
    const rental = await createRentalListing(owner!.id, { country: "CI" });
    const paths = [`/listing/${sale!.id}`, `/rental/${rental!.id}`];
    await kept(...paths);
    expect((await banMember(admin!.id, owner!.id, "Arnaque")).ok).toBe(true);
    await gone(404, ...paths);
    expect(heard).toEqual(new Set(paths));
    await hearAnew();
    expect((await unbanMember(admin!.id, owner!.id)).ok).toBe(true);
    expect(heard).toEqual(new Set(paths));
    await kept(...paths);
  });

  it("by reports hiding it, by an administrator hiding it, and back when restored", async () => {
    const owner = await member();
    const admin = await member({ role: "admin" });
    const sale = await createSaleListing(owner!.id);
    const path = `/listing/${sale!.id}`;
    await kept(path);
    for (let i = 0; i < REPORTS_TO_HIDE; i++) {
      const reporter = await member({ createdAt: new Date(Date.now() - 2 * DAY) });
      expect((await fileReport(reporter!.id, { listingId: sale!.id }, { reason: "scam", comment: "" })).ok).toBe(true);
    }
    await gone(404, path);
    expect(heard).toEqual(new Set([path]));
    await hearAnew();
    expect((await decideReports(admin!.id, { listingId: sale!.id }, "restore")).ok).toBe(true);
    expect(heard).toEqual(new Set([path]));
    await kept(path);
    const reporter = await member({ createdAt: new Date(Date.now() - 2 * DAY) });
    await fileReport(reporter!.id, { listingId: sale!.id }, { reason: "fake", comment: "" });
    expect((await decideReports(admin!.id, { listingId: sale!.id }, "hide")).ok).toBe(true);
    await gone(404, path);
  });

  it("by its owner's account deletion, with all their listings", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner!.id);
    const rental = await createRentalListing(owner!.id, { country: "CI" });
    const paths = [`/listing/${sale!.id}`, `/rental/${rental!.id}`];
    await kept(...paths);
    const cookie = await sessionCookie(owner!.email);
    const request = new Request("http://localhost:3000/profile/supprimer", { method: "POST", headers: { cookie, "x-client-ip": "10.81.0.1" } });
    expect((await deleteAccount(request, owner!.id, "motdepasse123")).ok).toBe(true);
    await gone(410, ...paths);
    expect(heard).toEqual(new Set(paths));
  });
});
