import { createServer } from "node:http";
import { type AddressInfo } from "node:net";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { configureNarrative } from "../../app/features/pricing/narrative.server.ts";
import { PRICE_TEXTS_PER_RUN } from "../../app/features/pricing/price-texts.server.ts";
import { listingEvaluation, refreshPriceModel, wordPriceTexts } from "../../app/features/pricing/pricing.server.ts";
import { reportMisleadingPrice } from "../../app/features/reports/reports.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, priceTexts, reports } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

/** A language model on a local port: answers with the vehicle it was asked about, or fails when told to. */
const llm = { asked: [] as string[], fail: false };
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    const facts = JSON.parse((JSON.parse(body) as { messages: { content: string }[] }).messages[1]?.content ?? "{}") as Record<string, unknown>;
    llm.asked.push(String(facts.prix_demandé_xof));
    if (llm.fail) return void res.writeHead(503).end("{}");
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ choices: [{ message: { content: `Ce véhicule demandé ${facts.prix_demandé_xof} FCFA est au prix du marché.` } }] }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  configureNarrative({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, apiKey: "cle-test", model: "modele-test" });
});
afterAll(() => {
  configureNarrative(null);
  server.close();
});

async function market() {
  const seller = await createUser({ email: `marche-textes${Date.now()}@example.test` });
  const rows = [];
  for (let i = 0; i < 30; i++) {
    const year = 2012 + (i % 10);
    const mileage = 40_000 + (i % 5) * 30_000;
    const price = Math.round(9_000_000 * 0.92 ** (2026 - year) * (1 - mileage / 600_000) * (1 + ((i % 7) - 3) / 100));
    rows.push(
      saleListingValues(seller.id, {
        brand: "Toyota",
        model: "Corolla",
        year,
        mileage,
        price,
        bodyType: "Berline",
        updatedAt: new Date(Date.now() - 3_600_000),
      }),
    );
  }
  await db().insert(listings).values(rows);
}

describe("the language model's price texts", () => {
  it("are written by the job, a batch per run, newest listing first; a page reads them and never calls the model", async () => {
    await market();
    const seller = await createUser({ email: `textes${Date.now()}@example.test` });
    const fair = Math.round(9_000_000 * 0.92 ** 8 * (1 - 100_000 / 600_000));
    const listing = await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", year: 2018, mileage: 100_000, price: fair, bodyType: "Berline" });
    await refreshPriceModel(reportMisleadingPrice);

    const before = await listingEvaluation(listing.id);
    expect(before).toMatchObject({ aiPowered: false, explanation: expect.stringContaining("Toyota Corolla") });
    expect(llm.asked).toEqual([]);

    expect(await wordPriceTexts()).toBe(PRICE_TEXTS_PER_RUN);
    expect(llm.asked).toHaveLength(PRICE_TEXTS_PER_RUN);
    expect(llm.asked[0]).toBe(String(fair));
    expect(await listingEvaluation(listing.id)).toMatchObject({ aiPowered: true, explanation: `Ce véhicule demandé ${fair} FCFA est au prix du marché.` });

    // The next run words the rest, then nothing is left to word.
    expect(await wordPriceTexts()).toBe(31 - PRICE_TEXTS_PER_RUN);
    expect(await wordPriceTexts()).toBe(0);
    expect(llm.asked).toHaveLength(31);
    expect((await db().select({ n: count() }).from(priceTexts))[0]?.n).toBe(31);

    // An edited price shows our own text at once (the stored one words the old price), until the job words the new one.
    const raised = Math.round(fair * 1.3);
    await db().update(listings).set({ price: raised, updatedAt: sql`now() + interval '1 second'` }).where(eq(listings.id, listing.id));
    const edited = await listingEvaluation(listing.id);
    expect(edited).toMatchObject({ aiPowered: false, dealRating: "poor" });
    expect(edited?.explanation).not.toContain(String(fair));
    await refreshPriceModel(reportMisleadingPrice);
    await wordPriceTexts();
    expect(llm.asked).toContain(String(raised));
    expect(await listingEvaluation(listing.id)).toMatchObject({ aiPowered: true, explanation: `Ce véhicule demandé ${raised} FCFA est au prix du marché.` });
  });

  it("stop at the model's first failure in a run, and are tried again at the next", async () => {
    const seller = await createUser({ email: `panne${Date.now()}@example.test` });
    const listing = await createSaleListing(seller.id, {
      brand: "Toyota",
      model: "Corolla",
      year: 2017,
      mileage: 130_000,
      price: 4_100_000,
      bodyType: "Berline",
    });
    await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", year: 2016, mileage: 140_000, price: 3_900_000, bodyType: "Berline" });
    await refreshPriceModel(reportMisleadingPrice);
    llm.fail = true;
    const asked = llm.asked.length;
    try {
      expect(await wordPriceTexts()).toBe(0);
      expect(llm.asked.length - asked).toBe(1);
    } finally {
      llm.fail = false;
    }
    expect(await listingEvaluation(listing.id)).toMatchObject({ aiPowered: false });
    expect(await wordPriceTexts()).toBeGreaterThanOrEqual(2);
    expect(await listingEvaluation(listing.id)).toMatchObject({ aiPowered: true });
  });

  it("leave the too-cheap caution alone; the caution is reported by the job, not by the page that shows it", async () => {
    const seller = await createUser({ email: `appat-job${Date.now()}@example.test` });
    const bait = await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", year: 2019, mileage: 60_000, price: 1_500_000, bodyType: "Berline" });
    const shown = await listingEvaluation(bait.id);
    expect(shown).toMatchObject({ suspicious: true, aiPowered: false });
    expect(await db().select().from(reports).where(eq(reports.listingId, bait.id))).toHaveLength(0);
    await refreshPriceModel(reportMisleadingPrice);
    await refreshPriceModel(reportMisleadingPrice);
    expect(await db().select().from(reports).where(eq(reports.listingId, bait.id))).toMatchObject([
      { reporterId: null, reason: "misleading_price", status: "open" },
    ]);
    await wordPriceTexts();
    expect(llm.asked).not.toContain("1500000");
  });
});
