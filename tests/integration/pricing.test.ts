import { type AddressInfo } from "node:net";
import { createServer } from "node:http";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { SUSPICIOUS_PRICE } from "../../app/features/pricing/deal-rating.ts";
import { configureNarrative } from "../../app/features/pricing/narrative.server.ts";
import {
  VALUATION_TEXTS_PER_HOUR,
  dealBadges,
  listingEvaluation,
  refreshPriceModel,
  valuationText,
  valueVehicle,
  withDealBadges,
} from "../../app/features/pricing/pricing.server.ts";
import { reportMisleadingPrice } from "../../app/features/reports/reports.server.ts";
import { VALUATION_MESSAGES } from "../../app/features/pricing/valuation-rules.ts";
import { setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { loader as valuationLoader } from "../../app/routes/sell-evaluer.tsx";
import { loader as valuationTextLoader } from "../../app/routes/valuation-text.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, rateLimits, reports } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/** Thirty Corollas priced by age and mileage (a little noise), and a few other cars. */
async function corollaMarket() {
  const seller = await createUser({ email: `marche${Date.now()}@example.test` });
  const rows = [];
  for (let i = 0; i < 30; i++) {
    const year = 2012 + (i % 10);
    const mileage = 40_000 + (i % 5) * 30_000;
    const price = Math.round(9_000_000 * 0.92 ** (2026 - year) * (1 - mileage / 600_000) * (1 + ((i % 7) - 3) / 100));
    rows.push(saleListingValues(seller.id, { brand: "Toyota", model: "Corolla", year, mileage, price, bodyType: "Berline" }));
  }
  for (let i = 0; i < 10; i++)
    rows.push(
      saleListingValues(seller.id, { brand: "Kia", model: "Rio", year: 2015 + (i % 6), mileage: 60_000, price: 4_000_000 + i * 100_000, bodyType: "Berline" }),
    );
  await db().insert(listings).values(rows);
  return seller;
}

describe("pricing on our listings", () => {
  it("rates a Corolla priced 20 % under its market better than one 20 % over, on cards and on its page", async () => {
    const seller = await corollaMarket();
    const other = await createUser({ email: `vendeur-prix${Date.now()}@example.test` });
    const fair = Math.round(9_000_000 * 0.92 ** 8 * (1 - 100_000 / 600_000));
    const cheap = await createSaleListing(other.id, {
      brand: "Toyota",
      model: "Corolla",
      year: 2018,
      mileage: 100_000,
      price: Math.round(fair * 0.8),
      bodyType: "Berline",
    });
    const dear = await createSaleListing(other.id, {
      brand: "Toyota",
      model: "Corolla",
      year: 2018,
      mileage: 100_000,
      price: Math.round(fair * 1.2),
      bodyType: "Berline",
    });
    const rental = await createRentalListing(seller.id);
    await refreshPriceModel(reportMisleadingPrice);

    const badges = await dealBadges([cheap.id, dear.id, rental.id]);
    const order = ["excellent", "good", "fair", "poor"];
    expect(order.indexOf(badges.get(cheap.id)?.rating as string)).toBeLessThan(order.indexOf(badges.get(dear.id)?.rating as string));
    expect((badges.get(cheap.id)?.savings as number) - (badges.get(dear.id)?.savings as number)).toBeGreaterThan(30);
    expect(badges.has(rental.id)).toBe(false);
    expect((await withDealBadges([{ id: rental.id, kind: "rental" }]))[0]?.deal).toBeNull();

    expect(await listingEvaluation("pas-une-annonce")).toBeNull();
    expect(await listingEvaluation(rental.id)).toBeNull();
    const page = await listingEvaluation(cheap.id);
    expect(page).toMatchObject({ aiPowered: false, suspicious: false, comparableCount: expect.any(Number) });
    expect(page?.comparableCount).toBeGreaterThanOrEqual(30);
    expect(page?.explanation).toContain("Toyota Corolla");
    // A changed price is rated again at once, without waiting for the next fit.
    await db()
      .update(listings)
      .set({ price: Math.round(fair * 1.5), updatedAt: sql`now() + interval '1 second'` })
      .where(eq(listings.id, cheap.id));
    expect((await listingEvaluation(cheap.id))?.dealRating).toBe("poor");
  });

  it("cautions instead of praising a price under 55 % of the market, and puts it in the admins' reports once", async () => {
    await corollaMarket();
    const other = await createUser({ email: `appat${Date.now()}@example.test` });
    const bait = await createSaleListing(other.id, { brand: "Toyota", model: "Corolla", year: 2019, mileage: 60_000, price: 1_500_000, bodyType: "Berline" });
    await refreshPriceModel(reportMisleadingPrice);
    const evaluation = await listingEvaluation(bait.id);
    expect(evaluation?.suspicious).toBe(true);
    expect((await dealBadges([bait.id])).has(bait.id)).toBe(false);
    await listingEvaluation(bait.id);
    const flagged = await db().select().from(reports).where(eq(reports.listingId, bait.id));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ reporterId: null, reason: "misleading_price", status: "open" });
    expect(SUSPICIOUS_PRICE).toBe("Prix anormalement bas : méfiez-vous des demandes de paiement avant la visite");
  });

  it("values a vehicle from the form: a range around the value, comparables, a text; the form's errors otherwise; Pro only when the switch is on", async () => {
    await corollaMarket();
    await refreshPriceModel(reportMisleadingPrice);
    const email = `evalue${Date.now()}@example.test`;
    await createUser({ email });
    const cookie = await sessionCookie(email);
    const open = async (query: string) => {
      try {
        return await valuationLoader({
          request: new Request(`http://localhost:3000/sell/evaluer${query}`, { headers: { cookie } }),
          params: {},
          context: new RouterContextProvider(),
        } as never);
      } catch (thrown) {
        return thrown as Response;
      }
    };
    const fresh = (await open("")) as { result: unknown; errors: object };
    expect(fresh).toMatchObject({ result: null, errors: {} });
    const valued = (await open("?brand=Toyota&model=Corolla&year=2018&mileage=80000&condition=good&country=CI&city=Abidjan")) as {
      result: { low: number; value: number; high: number; comparableCount: number; comparables: unknown[]; explanation: string };
    };
    expect(valued.result.low).toBeLessThan(valued.result.value);
    expect(valued.result.high).toBeGreaterThan(valued.result.value);
    expect(valued.result.value).toBeGreaterThan(3_000_000);
    expect(valued.result.value).toBeLessThan(7_000_000);
    expect(valued.result.comparableCount).toBeGreaterThanOrEqual(3);
    expect(valued.result.comparables.length).toBeGreaterThan(0);
    const refused = (await open("?brand=Toyota&model=Corolla&year=1850&mileage=-1&condition=good&country=CI&city=Abidjan")) as { errors: object; result: null };
    expect(refused).toMatchObject({ result: null, errors: { year: VALUATION_MESSAGES.year, mileage: VALUATION_MESSAGES.mileage } });

    await setAppSetting("restrict_vehicle_evaluation_to_pro", true);
    try {
      expect(((await open("")) as Response).headers.get("Location")).toBe("/sell");
    } finally {
      await setAppSetting("restrict_vehicle_evaluation_to_pro", false);
    }
  });

  it("has the text written by an OpenAI-compatible model when one is configured, from our numbers, asked after the page (which never waits on it), and keeps its own on any failure", async () => {
    await corollaMarket();
    const email = `texte-evaluation${Date.now()}@example.test`;
    await createUser({ email });
    const cookie = await sessionCookie(email);
    await refreshPriceModel(reportMisleadingPrice);
    const asked: string[] = [];
    let fail = false;
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        asked.push(`${req.url} ${req.headers.authorization} ${body}`);
        if (fail) return void res.writeHead(500).end("{}");
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { content: "  Une Corolla de 2018 se vend autour de cette valeur.  " } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    configureNarrative({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, apiKey: "cle-test", model: "modele-test" });
    try {
      const facts = { brand: "Toyota", model: "Corolla", year: 2018, mileage: 80_000, condition: "used", country: "CI" };
      const page = await valueVehicle(facts);
      expect(page).toMatchObject({ aiPowered: false, explanation: expect.stringContaining("Toyota Corolla") });
      expect(asked).toEqual([]);
      expect(await valuationText(facts)).toBe("Une Corolla de 2018 se vend autour de cette valeur.");
      expect(asked[0]).toMatch(/^\/v1\/chat\/completions Bearer cle-test /);
      expect(asked[0]).toContain(`"valeur_estimée_xof\\":${page.value}`);
      const query = "?brand=Toyota&model=Corolla&year=2018&mileage=80000&condition=used&country=CI&city=Abidjan";
      const asks = (search: string) =>
        valuationTextLoader({
          request: new Request(`http://localhost:3000/sell/evaluer/texte${search}`, { headers: { cookie } }),
          params: {},
          context: new RouterContextProvider(),
        } as never);
      const answered = await asks(query);
      expect(answered.status).toBe(200);
      expect(await answered.json()).toEqual({ text: "Une Corolla de 2018 se vend autour de cette valeur." });
      expect((await asks("?brand=Toyota&year=1850")).status).toBe(400);
      // Each wording asks a paid third party: a member gets so many an hour, then our text.
      const before = asked.length;
      for (let i = 1; i < VALUATION_TEXTS_PER_HOUR.max; i++) expect((await asks(query)).status).toBe(200);
      const refused = await asks(query);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ text: null });
      expect(asked.length - before).toBe(VALUATION_TEXTS_PER_HOUR.max - 1);
      await db().delete(rateLimits);
      fail = true;
      expect(await valuationText(facts)).toBeNull();
      expect(await (await asks(query)).json()).toEqual({ text: null });
    } finally {
      configureNarrative(null);
      server.close();
    }
  });
});
