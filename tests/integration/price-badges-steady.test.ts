import { describe, expect, it } from "vitest";
import { createUser, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { dealBadges, listingEvaluation, refreshPriceModel, valueVehicle } from "../../app/features/pricing/pricing.server.ts";
import { reportMisleadingPrice } from "../../app/features/reports/reports.server.ts";
import { db } from "../../app/server/db.server.ts";
import { serverI18n } from "../../app/server/i18n.server.ts";
import { topFactorWordings } from "../../app/features/pricing/price-factor-words.ts";
import { listings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

const MODELS = [
  ["Toyota", "Corolla", 9_000_000, "Berline"],
  ["Toyota", "RAV4", 14_000_000, "SUV"],
  ["Hyundai", "Tucson", 12_000_000, "SUV"],
  ["Kia", "Rio", 6_000_000, "Berline"],
  ["Peugeot", "208", 6_500_000, "Citadine"],
  ["Nissan", "Navara", 13_000_000, "Pick-up"],
] as const;

/** A market of `n` sale listings: a price by model, age and mileage, and a noise of ±12 % (a seeded sequence). */
function market(sellerId: string, n: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: n }, () => {
    const [brand, model, base, bodyType] = MODELS[Math.floor(next() * MODELS.length)] as (typeof MODELS)[number];
    const year = 2008 + Math.floor(next() * 17);
    const mileage = 10_000 + Math.floor(next() * 25) * 10_000;
    const price = Math.round((base * 0.9 ** (2026 - year) * (1 - mileage / 700_000) * (0.88 + next() * 0.24)) / 1000) * 1000;
    return saleListingValues(sellerId, { brand, model, year, mileage, price, bodyType });
  });
}

describe("the market value with boosted trees, on our listings", () => {
  it("a refit on a market grown by 1 % changes no badge of a listing that did not change", async () => {
    const seller = await createUser({ email: `badges${Date.now()}@example.test` });
    const first = await db()
      .insert(listings)
      .values(market(seller.id, 600, 7))
      .returning({ id: listings.id });
    await refreshPriceModel(reportMisleadingPrice);
    const before = await dealBadges(first.map((l) => l.id));
    expect(before.size).toBeGreaterThan(500);
    // Six more listings: the model is fitted again (the market changed), every estimate moves a little.
    await db()
      .insert(listings)
      .values(market(seller.id, 6, 99));
    expect(await refreshPriceModel(reportMisleadingPrice)).toBe(true);
    const after = await dealBadges(first.map((l) => l.id));
    // The estimates did move (the refit is real): the badges held.
    const moves = [...before].map(([id, badge]) => Math.abs((after.get(id)?.savings ?? 0) - badge.savings));
    expect(Math.max(...moves)).toBeGreaterThan(0);
    const flipped = [...before].filter(([id, badge]) => after.get(id)?.rating !== badge.rating);
    expect(flipped).toEqual([]);
  });

  it("names the factors that moved a listing's estimate and a valuation, from the model, in the page's language", async () => {
    const seller = await createUser({ email: `facteurs${Date.now()}@example.test` });
    await db()
      .insert(listings)
      .values(market(seller.id, 400, 3));
    const [worn] = await db()
      .insert(listings)
      .values(saleListingValues(seller.id, { brand: "Toyota", model: "Corolla", year: 2016, mileage: 250_000, price: 4_000_000, bodyType: "Berline" }))
      .returning({ id: listings.id });
    await refreshPriceModel(reportMisleadingPrice);
    const evaluation = await listingEvaluation(worn?.id as string);
    expect(evaluation?.factors.length).toBe(3);
    const mileage = evaluation?.factors.find((f) => f.factor === "mileage");
    expect(mileage?.high).toBe(true);
    expect(mileage?.effect).toBeLessThan(0);
    const french = topFactorWordings(evaluation?.factors ?? [], serverI18n("fr"), "fr");
    expect(french).toContainEqual(expect.stringMatching(/^Kilométrage élevé : −\d+ %$/));
    expect(topFactorWordings(evaluation?.factors ?? [], serverI18n("en"), "en")).toContainEqual(expect.stringMatching(/^High mileage: −\d+%$/));

    const recent = await valueVehicle({ brand: "Toyota", model: "RAV4", year: 2025, mileage: 10_000, bodyType: "SUV" });
    const year = recent.factors.find((f) => f.factor === "year");
    expect(year?.high).toBe(true);
    expect(year?.effect).toBeGreaterThan(0);
    expect(topFactorWordings(recent.factors, serverI18n("fr"), "fr")).toContainEqual(expect.stringMatching(/^Année récente : \+\d+ %$/));
  });
});
