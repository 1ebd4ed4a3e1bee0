import { describe, expect, it } from "vitest";
import { type PricedVehicle, estimateMarketValue, fitPriceModel, fitPriceModelSteps } from "./price-model.ts";

/** A small market: prices fall 8 % a year and 2 % per 10 000 km, each model at its own level, with a little noise. */
function market(): PricedVehicle[] {
  const models = [
    { brand: "Toyota", model: "Corolla", bodyType: "Berline", base: 12_000_000 },
    { brand: "Toyota", model: "RAV4", bodyType: "SUV", base: 20_000_000 },
    { brand: "Hyundai", model: "Tucson", bodyType: "SUV", base: 17_000_000 },
    { brand: "Kia", model: "Rio", bodyType: "Berline", base: 8_000_000 },
  ];
  const out: PricedVehicle[] = [];
  let n = 0;
  for (const m of models) {
    for (let year = 2010; year <= 2023; year++) {
      for (const km of [30_000, 90_000, 150_000]) {
        const noise = 1 + (((n * 37) % 11) - 5) / 200;
        const price = m.base * 0.92 ** (2025 - year) * (1 - 0.02 * (km / 10_000)) * noise;
        out.push({ id: `v${n++}`, brand: m.brand, model: m.model, bodyType: m.bodyType, year, mileage: km, price, fuel: "petrol", country: "CI" });
      }
    }
  }
  return out;
}

describe("the market-value model", () => {
  it("estimates a vehicle of the market within a few percent, with a range around it", () => {
    const model = fitPriceModel(market(), 2025);
    const truth = 12_000_000 * 0.92 ** 7 * (1 - 0.02 * 8);
    const estimate = estimateMarketValue(model, {
      brand: "Toyota",
      model: "Corolla",
      bodyType: "Berline",
      year: 2018,
      mileage: 80_000,
      fuel: "petrol",
      country: "CI",
    });
    expect(Math.abs(estimate.value - truth) / truth).toBeLessThan(0.06);
    expect(estimate.low).toBeLessThan(estimate.value);
    expect(estimate.high).toBeGreaterThan(estimate.value);
    expect(estimate).toMatchObject({ level: "model", comparableCount: 42 });
    expect(estimate.comparableIds.length).toBeGreaterThan(0);
  });

  it("widens the comparables from the model to the make and body, then the body, when too few", () => {
    const model = fitPriceModel(market(), 2025);
    // A Toyota SUV it has never seen: the make's SUVs.
    expect(estimateMarketValue(model, { brand: "Toyota", model: "Fortuner", bodyType: "SUV", year: 2019, mileage: 60_000 }).level).toBe("brand-body");
    // A make it has never seen: the body type alone.
    expect(estimateMarketValue(model, { brand: "Geely", model: "Coolray", bodyType: "SUV", year: 2021, mileage: 20_000 }).level).toBe("body");
    // Nothing to compare with: the regression alone, no comparables.
    expect(estimateMarketValue(model, { brand: "Geely", model: "Coolray", year: 2021, mileage: 20_000 })).toMatchObject({ level: null, comparableCount: 0 });
  });

  it("leaves extreme prices out of the fit: a Corolla typed at a hundredth of its price does not drag the others down", () => {
    const clean = fitPriceModel(market(), 2025);
    const polluted = fitPriceModel(
      [
        ...market(),
        ...Array.from({ length: 6 }, (_, i) => ({
          id: `typo${i}`,
          brand: "Toyota",
          model: "Corolla",
          bodyType: "Berline",
          year: 2018,
          mileage: 80_000,
          price: 60_000,
          fuel: "petrol",
          country: "CI",
        })),
      ],
      2025,
    );
    const facts = { brand: "Toyota", model: "Corolla", bodyType: "Berline", year: 2018, mileage: 80_000, fuel: "petrol", country: "CI" };
    const a = estimateMarketValue(clean, facts).value;
    const b = estimateMarketValue(polluted, facts).value;
    expect(Math.abs(b - a) / a).toBeLessThan(0.03);
    // The six typos are what the polluted fit left out beyond the clean one's own.
    expect(polluted.trainedOn).toBeLessThanOrEqual(clean.trainedOn);
  });

  it("never counts a listing among its own comparables", () => {
    const listings = market();
    const model = fitPriceModel(listings, 2025);
    const own = listings[0] as PricedVehicle;
    expect(estimateMarketValue(model, own, own.id).comparableIds).not.toContain(own.id);
  });

  it("values a vehicle described without power, gearbox or body as its make and model usually are", () => {
    const listings = market().map((l) => ({ ...l, horsepower: l.model === "RAV4" ? 170 : 110, transmission: "automatic", seats: 5 }));
    const model = fitPriceModel(listings, 2025);
    const full = estimateMarketValue(model, {
      brand: "Toyota",
      model: "RAV4",
      bodyType: "SUV",
      year: 2018,
      mileage: 80_000,
      fuel: "petrol",
      horsepower: 170,
      transmission: "automatic",
      seats: 5,
      country: "CI",
    });
    const bare = estimateMarketValue(model, { brand: "Toyota", model: "RAV4", year: 2018, mileage: 80_000, country: "CI" });
    expect(Math.abs(bare.value - full.value) / full.value).toBeLessThan(0.02);
  });

  it("fits in steps that pause along the way, to the same model as at once", () => {
    const steps = fitPriceModelSteps(market(), 2025);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    expect(pauses).toBeGreaterThan(2);
    const atOnce = fitPriceModel(market(), 2025);
    expect([...step.value.coefficients]).toEqual([...atOnce.coefficients]);
    expect(step.value.trainedOn).toBe(atOnce.trainedOn);
  });
});
