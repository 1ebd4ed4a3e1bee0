import { describe, expect, it } from "vitest";
import { type MarketModel, estimateMarket, fitMarketModel, fitMarketModelSteps } from "./market-model.ts";
import { type PricedVehicle, type VehicleFacts, estimateMarketValue, median } from "./price-model.ts";

function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const MODELS = [
  { brand: "Toyota", model: "Corolla", bodyType: "Berline", base: 16.2, premium: false },
  { brand: "Toyota", model: "RAV4", bodyType: "SUV", base: 16.7, premium: false },
  { brand: "Kia", model: "Rio", bodyType: "Berline", base: 15.8, premium: false },
  { brand: "Mercedes", model: "Classe C", bodyType: "Berline", base: 17.2, premium: true },
  { brand: "BMW", model: "X5", bodyType: "SUV", base: 17.6, premium: true },
];

/**
 * A market a linear model cannot draw: mileage costs a premium make three times what it costs the
 * others, and a young car with high mileage (a taxi, a rental) loses a fifth on top.
 */
function logPriceOf(m: (typeof MODELS)[number], year: number, mileage: number): number {
  const age = 2025 - year;
  const km = mileage / 100_000;
  return m.base - 0.09 * age - (m.premium ? 0.45 : 0.15) * km - (age <= 4 && mileage > 80_000 ? 0.2 : 0);
}

function market(count: number, seed: number): PricedVehicle[] {
  const draw = numbers(seed);
  return Array.from({ length: count }, (_, i) => {
    const m = MODELS[Math.floor(draw() * MODELS.length)] as (typeof MODELS)[number];
    const year = 2008 + Math.floor(draw() * 17);
    const mileage = Math.round(5_000 + draw() * 230_000);
    const price = Math.exp(logPriceOf(m, year, mileage) + 0.04 * (draw() - 0.5));
    return { id: `s${seed}-${i}`, brand: m.brand, model: m.model, bodyType: m.bodyType, year, mileage, price, fuel: "essence", country: "CI" };
  });
}

const OPTIONS = { trees: { rounds: 150, learningRate: 0.1 } };
let fitted: MarketModel | null = null;
const model = () => (fitted ??= fitMarketModel(market(1500, 1), 2025, OPTIONS));

const errorOf = (value: number, v: PricedVehicle) => Math.abs(value - v.price) / v.price;
const logSum = (factors: { effect: number }[]) => factors.reduce((sum, f) => sum + Math.log1p(f.effect), 0);

describe("the market model", () => {
  it("values listings it has not seen better than the regression alone where prices are not linear", () => {
    const m = model();
    expect(m.trees).not.toBeNull();
    const test = market(300, 2);
    const ridge = median(test.map((v) => errorOf(estimateMarketValue(m.ridge, v).value, v)));
    const boosted = median(test.map((v) => errorOf(estimateMarket(m, v).value, v)));
    expect(boosted).toBeLessThan(ridge * 0.75);
  });

  it("names the factors of an estimate, largest first, from the model's own contributions", () => {
    const m = model();
    const young: VehicleFacts = { brand: "BMW", model: "X5", bodyType: "SUV", year: 2022, mileage: 20_000, fuel: "essence", country: "CI" };
    const worn: VehicleFacts = { ...young, year: 2012, mileage: 210_000 };
    const a = estimateMarket(m, young);
    const b = estimateMarket(m, worn);
    // Named, they make most of the gap between the two; what the trees draw from the regression's
    // own estimate corrects the whole and is left unnamed.
    const gap = Math.log(a.value / b.value);
    expect(logSum(a.factors) - logSum(b.factors)).toBeGreaterThan(gap * 0.7);
    expect(logSum(a.factors) - logSum(b.factors)).toBeLessThan(gap * 1.3);
    const sizes = b.factors.map((f) => Math.abs(f.effect));
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    expect(b.factors.find((f) => f.factor === "mileage")).toMatchObject({ high: true });
    expect(b.factors.find((f) => f.factor === "mileage")?.effect).toBeLessThan(-0.1);
    expect(b.factors.find((f) => f.factor === "year")).toMatchObject({ high: false });
    expect(a.factors.find((f) => f.factor === "year")).toMatchObject({ high: true });
    expect(a.factors.find((f) => f.factor === "brand")?.high).toBeUndefined();
  });

  it("keeps the regression's comparables and range, around its own value", () => {
    const m = model();
    const facts: VehicleFacts = { brand: "Toyota", model: "Corolla", bodyType: "Berline", year: 2018, mileage: 90_000, fuel: "essence", country: "CI" };
    const ridge = estimateMarketValue(m.ridge, facts);
    const estimate = estimateMarket(m, facts);
    expect(estimate.comparableIds).toEqual(ridge.comparableIds);
    expect(estimate.level).toBe(ridge.level);
    expect(estimate.low / estimate.value).toBeCloseTo(ridge.low / ridge.value, 10);
    expect(estimate.high / estimate.value).toBeCloseTo(ridge.high / ridge.value, 10);
  });

  it("barely moves for a change within the noise of a description", () => {
    const m = model();
    for (const v of market(40, 3)) {
      const a = estimateMarket(m, v).value;
      const b = estimateMarket(m, { ...v, mileage: v.mileage + 300 }).value;
      expect(Math.abs(b - a) / a).toBeLessThan(0.01);
    }
  });

  it("is plain data: a structured clone values the same", () => {
    const m = model();
    const copy = structuredClone(m);
    for (const v of market(20, 4)) expect(estimateMarket(copy, v)).toEqual(estimateMarket(m, v));
  });

  it("is the regression alone on thin data", () => {
    const listings = market(150, 5);
    const thin = fitMarketModel(listings, 2025, OPTIONS);
    expect(thin.trees).toBeNull();
    const facts = listings[0] as PricedVehicle;
    const estimate = estimateMarket(thin, facts);
    expect(estimate.value).toBeCloseTo(estimateMarketValue(thin.ridge, facts).value, 6);
    const other = estimateMarket(thin, listings[1] as PricedVehicle);
    expect(logSum(estimate.factors) - logSum(other.factors)).toBeCloseTo(Math.log(estimate.value / other.value), 8);
  });

  it("fits in steps that pause along the way", () => {
    const steps = fitMarketModelSteps(market(300, 6), 2025, { trees: { rounds: 10 } });
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    expect(pauses).toBeGreaterThan(15);
    expect(step.value.trees?.gbdt.trees).toHaveLength(10);
  });
});
