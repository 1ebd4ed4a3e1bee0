import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { dealerAccess } from "../../app/features/dealer-stock/dealer-access.server.ts";
import {
  archiveCount,
  confirmStockImport,
  importRows,
  plannedCounts,
  previewStockImport,
  stockImportOf,
} from "../../app/features/dealer-stock/stock-import.server.ts";
import { runPendingImports } from "../../app/features/dealer-stock/stock-import-run.server.ts";
import { LIMIT_REACHED } from "../../app/features/listings/posting/posting-rules.ts";
import { setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, listingPriceChanges, profiles, stockImports, uploadDrafts } from "../../app/server/schema.ts";
import { NO_KNOWN_COLUMN, UNKNOWN_FORMAT } from "../../app/features/dealer-stock/stock-sheet.server.ts";
import { listenLocally } from "../support/fake-http-server.ts";
import { goodJpeg } from "../support/images.ts";
import { stockCsv, stockRow } from "../support/stock-file.ts";
import { useTestDatabase } from "../support/database.ts";

// The photos come from a server on this machine, which the fetch refuses unless told otherwise.
process.env.FETCH_ALLOWED_PRIVATE_HOSTS = "127.0.0.1";

useTestDatabase();

let photos = "";
let closeServer: () => void = () => {};
let fetched = 0;

beforeAll(async () => {
  const jpeg = await goodJpeg(400, 300);
  const { server, url } = await listenLocally((req, res) => {
    if (req.url?.startsWith("/voiture")) {
      fetched += 1;
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": jpeg.length });
      res.end(jpeg);
      return;
    }
    res.writeHead(404).end();
  });
  photos = url;
  closeServer = () => server.close();
});
afterAll(() => closeServer());

let seq = 0;
async function dealer(userType: "dealer" | "buyer" = "dealer") {
  const user = await createUser({ email: `stock${++seq}@example.test`, firstName: "Garage", country: "SN", userType });
  return user.id;
}

const row = (reference: string, overrides: Partial<Record<string, string>> = {}) =>
  stockRow(reference, `${photos}/voiture-${reference}-1.jpg ${photos}/voiture-${reference}-2.jpg`, overrides);
const file = (...rows: string[]) => new TextEncoder().encode(stockCsv(...rows));

async function importFile(userId: string, bytes: Uint8Array, archiveMissing = false) {
  const preview = await previewStockImport(userId, bytes, { kind: "file", fileName: "stock.csv" }, archiveMissing);
  if (!preview.ok) throw new Error(preview.error);
  return preview.importId;
}

async function run(userId: string, importId: string, archiveMissing = false) {
  const confirmed = await confirmStockImport(userId, importId, archiveMissing);
  expect(confirmed.ok).toBe(true);
  await runPendingImports();
  return stockImportOf(userId, importId);
}

const ownListings = (userId: string) => db().select().from(listings).where(eq(listings.ownerId, userId));

describe("importing a dealer's stock from a file", () => {
  it("previews without changing anything, then creates each car with its photos, refusing a row with its line and column", async () => {
    const userId = await dealer();
    const importId = await importFile(
      userId,
      file(
        row("A-1"),
        row("A-2", { prix: "" }),
        row("A-3", { photos: `${photos}/introuvable.jpg` }),
        row("A-4", { type: "location", prix: "", prix_par_jour: "" }),
      ),
    );
    expect(await plannedCounts(importId)).toEqual({ create: 2, update: 0, refuse: 2 });
    expect(await ownListings(userId)).toHaveLength(0);
    const preview = await importRows(importId, { limit: 10 });
    expect(preview.find((r) => r.line === 3)?.problems).toEqual([{ column: "prix", message: "Veuillez renseigner le prix" }]);

    const done = await run(userId, importId);
    expect(done).toMatchObject({ status: "done", total: 4, processed: 4, created: 1, refused: 3 });
    const [created] = await ownListings(userId);
    expect(created).toMatchObject({ dealerReference: "A-1", brand: "Toyota", price: 7_500_000, mileage: 85_000, postedCardOpen: false });
    expect(created?.images).toHaveLength(2);
    expect(created?.photoSources).toEqual([`${photos}/voiture-A-1-1.jpg`, `${photos}/voiture-A-1-2.jpg`]);

    // The photo that failed refused its whole car: no listing, no draft left behind.
    const report = await importRows(importId, { onlyProblems: true, limit: 10 });
    expect(report.find((r) => r.line === 4)).toMatchObject({ outcome: "refused", problems: [{ column: "photos", value: `${photos}/introuvable.jpg` }] });
    expect(await db().select().from(uploadDrafts).where(eq(uploadDrafts.userId, userId))).toHaveLength(0);
  });

  it("updates the listing with the same reference, leaves an unchanged one alone, fetches no photo again, and archives what a full import no longer holds", async () => {
    const userId = await dealer();
    await run(userId, await importFile(userId, file(row("B-1"), row("B-2"), row("B-3"))));
    const before = await ownListings(userId);
    expect(before).toHaveLength(3);
    const fetchedBefore = fetched;

    const again = await importFile(userId, file(row("B-1", { prix: "7 000 000" }), row("B-2")), true);
    expect(await plannedCounts(again)).toEqual({ create: 0, update: 2, refuse: 0 });
    expect(await archiveCount(userId, again)).toBe(1);
    const done = await run(userId, again, true);
    expect(done).toMatchObject({ status: "done", updated: 2, created: 0, refused: 0, archived: 1 });
    expect(fetched).toBe(fetchedBefore);

    const after = new Map((await ownListings(userId)).map((l) => [l.dealerReference, l]));
    expect(after.size).toBe(3);
    expect(after.get("B-1")?.price).toBe(7_000_000);
    expect(after.get("B-2")?.updatedAt.getTime()).toBe(before.find((l) => l.dealerReference === "B-2")?.updatedAt.getTime());
    expect(after.get("B-3")?.status).toBe("archived");
    const changes = await db()
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.listingId, after.get("B-1")?.id ?? ""));
    expect(changes).toHaveLength(1);
  });

  it("never touches another dealer's listing of the same reference, nor their import", async () => {
    const first = await dealer();
    const second = await dealer();
    await run(first, await importFile(first, file(row("C-1"))));
    const theirs = await importFile(second, file(row("C-1", { prix: "1 000 000" })));
    expect(await plannedCounts(theirs)).toEqual({ create: 1, update: 0, refuse: 0 });

    expect(await confirmStockImport(first, theirs, false)).toMatchObject({ ok: false, code: "not-found" });
    expect(await stockImportOf(first, theirs)).toBeNull();
    await run(second, theirs);

    const [mine] = await ownListings(first);
    expect(mine?.price).toBe(7_500_000);
    expect(await ownListings(second)).toHaveLength(1);
  });

  it("runs an import once, however many times it is confirmed", async () => {
    const userId = await dealer();
    const importId = await importFile(userId, file(row("D-1")));
    expect((await confirmStockImport(userId, importId, false)).ok).toBe(true);
    expect(await confirmStockImport(userId, importId, false)).toMatchObject({ ok: false, code: "conflict" });
    await Promise.all([runPendingImports(), runPendingImports()]);
    expect(await ownListings(userId)).toHaveLength(1);
  });

  it("keeps the free plan's cap: rows past it are refused in the preview and by the run", async () => {
    await setAppSetting("enable_free_listings_limit", true);
    try {
      const userId = await dealer();
      await createSaleListing(userId);
      await createSaleListing(userId);
      const importId = await importFile(userId, file(row("E-1"), row("E-2"), row("E-3"), row("E-4")));
      expect(await plannedCounts(importId)).toEqual({ create: 3, update: 0, refuse: 1 });
      expect((await importRows(importId, { limit: 10 })).at(-1)?.problems).toEqual([{ column: null, message: LIMIT_REACHED }]);
      await run(userId, importId);
      expect(await ownListings(userId)).toHaveLength(5);
    } finally {
      await setAppSetting("enable_free_listings_limit", false);
    }
  });

  it("is for dealers and Pro members only, and stops for an account banned between the preview and the run", async () => {
    expect((await dealerAccess(await dealer("buyer"))).ok).toBe(false);
    const userId = await dealer();
    expect((await dealerAccess(userId)).ok).toBe(true);
    const importId = await importFile(userId, file(row("F-1")));
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, userId));
    const done = await run(userId, importId);
    expect(done?.status).toBe("failed");
    expect(
      await db()
        .select()
        .from(listings)
        .where(and(eq(listings.ownerId, userId))),
    ).toHaveLength(0);
  });

  it("refuses an unreadable file with a French message, and stores nothing", async () => {
    const userId = await dealer();
    const refused = await previewStockImport(userId, new Uint8Array([0, 159, 146, 150, 0, 1]), { kind: "file", fileName: "stock.pdf" }, false);
    expect(refused).toMatchObject({ ok: false });
    if (!refused.ok) expect([NO_KNOWN_COLUMN, UNKNOWN_FORMAT]).toContain(refused.error);
    expect(await db().select().from(stockImports).where(eq(stockImports.userId, userId))).toHaveLength(0);
  });
});
