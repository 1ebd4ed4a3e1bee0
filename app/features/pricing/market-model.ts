import { fold } from "../../lib/fold.ts";
import { type GbdtModel, type GbdtOptions, fitGbdtSteps, gbdtContributions } from "./gbdt.ts";
import {
  type MarketEstimate,
  type PriceModel,
  type PriceRegression,
  type PricedVehicle,
  type VehicleFacts,
  completedFacts,
  estimateMarketValue,
  fitPriceModelSteps,
  fitPriceRegressionSteps,
  median,
  regressionFeatures,
  regressionLogPrice,
} from "./price-model.ts";
import { runToEnd } from "./ridge.ts";

export type PriceFactorName =
  | "year"
  | "mileage"
  | "brand"
  | "model"
  | "variant"
  | "fuel"
  | "transmission"
  | "owners"
  | "power"
  | "engine"
  | "seats"
  | "accidents"
  | "history"
  | "condition"
  | "seller"
  | "body"
  | "country";

export interface PriceFactor {
  factor: PriceFactorName;
  /** How much it moves the estimate from the market's average car, as a fraction: −0.08 for 8 % less. */
  effect: number;
  /** For a number (year, mileage, power, owners…): whether the vehicle's is above the market's median. */
  high?: boolean;
}

const CATEGORIES = ["brand", "model", "series", "variant", "fuel", "transmission", "seller", "body", "country", "condition"] as const;
type Category = (typeof CATEGORIES)[number];

const NUMBERS = ["year", "mileage", "power", "engine", "seats", "owners", "accidents"] as const;
type NumberFactor = (typeof NUMBERS)[number];

export interface MarketTrees {
  gbdt: GbdtModel;
  /** Each category's code for the trees: its listings' mean log-price, shrunk towards the market's (an order they can cut). */
  codes: Record<Category, Map<string, number>>;
}

export interface MarketModel {
  ridge: PriceModel;
  /** By factor, the regression's part of the average car's log-price: Σ coefficient × training mean of the factor's columns. */
  ridgeAverage: Partial<Record<PriceFactorName, number>>;
  /** Trees fitted on what the regression leaves; null when the data is too thin for them. */
  trees: MarketTrees | null;
  /** The market's median of each number, for a factor's `high`. */
  medians: Record<NumberFactor, number>;
}

export interface MarketModelOptions {
  trees: Partial<GbdtOptions>;
  /** Folds of the out-of-fold regression the trees learn from. */
  folds: number;
  /** Fewest listings for trees: with fewer, the regression alone. */
  minListings: number;
}

/** Fewer sale listings than this, and the market value is the regression alone: too few for trees. */
export const TREES_FROM_LISTINGS = 200;

/**
 * Chosen on held-out CarDekho listings and the demo market (bench/pricing, ADR 0066): small trees
 * and a slow rate, each on every listing and feature (no random draw: a refit on a market that
 * barely moved must value it nearly the same, ADR 0066); more leaves, more trees
 * or a slower rate measured the same.
 */
const MARKET_MODEL_DEFAULTS: MarketModelOptions = {
  trees: { rounds: 300, learningRate: 0.05, maxLeaves: 15, maxDepth: 6, minLeaf: 30, lambda: 1, subsample: 1, featureFraction: 1, seed: 1 },
  folds: 5,
  minListings: TREES_FROM_LISTINGS,
};

/** Listings at the market's mean shrinking a category's code: a model seen twice is coded near the market. */
const CODE_PRIOR = 10;
/** Regression errors further than this many robust deviations (typos, bait) are left out of the trees' fit. */
const OUTLIER_MADS = 3;
/** The mileages, relative to the vehicle's, whose trees' answers are averaged (see `estimateMarket`). */
const MILEAGE_SPREAD = [-0.04, -0.02, 0, 0.02, 0.04];
/** Listings handled between pauses of a fit. */
const STEP_LISTINGS = 5000;

const key = (value: string | null | undefined) => (value ? fold(value).trim() : "");

function categoryOf(f: VehicleFacts, c: Category, k: (v: string | null | undefined) => string = key): string {
  switch (c) {
    case "brand":
      return k(f.brand);
    case "model":
      return `${k(f.brand)} ${k(f.model)}`;
    case "series":
      // The trim's first word is often a series of its own ("Swift Dzire", "Innova Crysta").
      return f.variant ? `${k(f.brand)} ${k(f.model)} ${k(f.variant).split(" ")[0]}` : "";
    case "variant":
      return f.variant ? `${k(f.brand)} ${k(f.model)} ${k(f.variant)}` : "";
    case "fuel":
      return k(f.fuel);
    case "transmission":
      return k(f.transmission);
    case "seller":
      return k(f.sellerType);
    case "body":
      return k(f.bodyType);
    case "country":
      return k(f.country);
    case "condition":
      return k(f.condition);
  }
}

/** The factor each of the trees' features speaks for, in the order of `treeRow`; null: the regression's estimate. */
const TREE_FEATURES: readonly (PriceFactorName | null)[] = [
  "year",
  "mileage",
  "mileage",
  "power",
  "engine",
  "seats",
  "owners",
  "accidents",
  "history",
  "history",
  ...CATEGORIES.map((c): PriceFactorName => (c === "series" ? "variant" : c)),
  null,
];

const numberOr = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : Number.NaN);
const flag = (v: boolean | null | undefined) => (v === true ? 1 : v === false ? 0 : Number.NaN);

/** A vehicle as the trees read it, written into `out`; NaN where unknown (a category never seen included). */
function treeRow(
  out: Float64Array,
  f: VehicleFacts,
  completed: VehicleFacts,
  referenceYear: number,
  categoryCodes: (c: number) => number,
  ridgeLog: number,
): Float64Array {
  const age = Math.max(0, referenceYear - f.year);
  const mileage = Math.max(0, f.mileage);
  const numbers = [
    age,
    mileage,
    mileage / Math.max(1, age),
    numberOr(completed.horsepower),
    numberOr(completed.engineCc),
    numberOr(completed.seats),
    numberOr(f.owners),
    numberOr(f.accidents),
    flag(f.cleanTitle),
    flag(f.customsCleared),
  ];
  out.set(numbers);
  for (let c = 0; c < CATEGORIES.length; c++) out[numbers.length + c] = categoryCodes(c);
  out[numbers.length + CATEGORIES.length] = ridgeLog;
  return out;
}

/**
 * The listings' categories as numbers, each folded name once (folding is slow, and a fit codes
 * each listing's categories several times): ids[listing × CATEGORIES.length + category], −1 for
 * none, and each category's names by id.
 */
interface CategoryIds {
  ids: Int32Array;
  names: string[][];
}

function categoryIdsOf(listings: readonly VehicleFacts[], complete: (f: VehicleFacts) => VehicleFacts): CategoryIds {
  const folded = new Map<string, string>();
  const cachedKey = (v: string | null | undefined) => {
    if (!v) return "";
    let k = folded.get(v);
    if (k === undefined) folded.set(v, (k = key(v)));
    return k;
  };
  const byName = CATEGORIES.map(() => new Map<string, number>());
  const names: string[][] = CATEGORIES.map(() => []);
  const ids = new Int32Array(listings.length * CATEGORIES.length);
  listings.forEach((l, i) => {
    const completed = complete(l);
    CATEGORIES.forEach((c, at) => {
      const name = categoryOf(completed, c, cachedKey);
      let id = -1;
      if (name) {
        const known = byName[at] as Map<string, number>;
        id = known.get(name) ?? -1;
        if (id < 0) {
          id = known.size;
          known.set(name, id);
          (names[at] as string[]).push(name);
        }
      }
      ids[i * CATEGORIES.length + at] = id;
    });
  });
  return { ids, names };
}

/** Each category's code from the listings with `include` true: Float64Array per category, by id (NaN: none of them). */
function codesOf(listings: readonly PricedVehicle[], categories: CategoryIds, include: (i: number) => boolean): Float64Array[] {
  const sums = categories.names.map((n) => new Float64Array(n.length));
  const counts = categories.names.map((n) => new Float64Array(n.length));
  let total = 0;
  let count = 0;
  listings.forEach((l, i) => {
    if (!include(i)) return;
    const y = Math.log(l.price);
    total += y;
    count++;
    for (let c = 0; c < CATEGORIES.length; c++) {
      const id = categories.ids[i * CATEGORIES.length + c] as number;
      if (id < 0) continue;
      (sums[c] as Float64Array)[id] = ((sums[c] as Float64Array)[id] as number) + y;
      (counts[c] as Float64Array)[id] = ((counts[c] as Float64Array)[id] as number) + 1;
    }
  });
  const mean = total / Math.max(1, count);
  return sums.map((s, c) =>
    s.map((sum, id) => ((counts[c] as Float64Array)[id] ? (sum + CODE_PRIOR * mean) / (((counts[c] as Float64Array)[id] as number) + CODE_PRIOR) : Number.NaN)),
  );
}

/**
 * Each listing's fold, from its id when it has one: a listing stays in its fold when others come
 * and go, so a refit on a market that barely moved learns from nearly the same folds (the badges
 * hold, ADR 0066). Without ids, a seeded draw, the same for the same count.
 */
function foldsOf(listings: readonly PricedVehicle[], folds: number): Int32Array {
  let state = 1;
  const draw = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return Int32Array.from(listings, (l) => (l.id === undefined ? Math.floor(draw() * folds) : idHash(l.id) % folds));
}

/** FNV-1a of a text: spread evenly, the same everywhere. */
function idHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The trees' rows and targets: each fold valued by a regression (and category codes) fitted
 * without it, so the trees learn from the errors the regression makes on listings it has not seen,
 * as it will on the listings it values (its errors on its own listings are smaller, and shrunk).
 */
function* outOfFold(listings: readonly PricedVehicle[], categories: CategoryIds, referenceYear: number, folds: number) {
  const foldOf = foldsOf(listings, folds);
  // One block for all rows: a typed array per listing costs as much in allocations as in numbers.
  const width = TREE_FEATURES.length;
  const matrix = new Float64Array(listings.length * width);
  const rows = Array.from({ length: listings.length }, (_, i) => matrix.subarray(i * width, (i + 1) * width));
  const residuals = new Float64Array(listings.length);
  for (let k = 0; k < folds; k++) {
    const regression = yield* fitPriceRegressionSteps(
      listings.filter((_, i) => foldOf[i] !== k),
      referenceYear,
    );
    const codes = codesOf(listings, categories, (i) => foldOf[i] !== k);
    yield;
    for (let i = 0; i < listings.length; i++) {
      if (foldOf[i] !== k) continue;
      const l = listings[i] as PricedVehicle;
      const ridgeLog = regressionLogPrice(regression, l);
      const categoryCodes = (c: number) => (codes[c] as Float64Array)[categories.ids[i * CATEGORIES.length + c] as number] ?? Number.NaN;
      treeRow(rows[i] as Float64Array, l, completedFacts(regression, l), referenceYear, categoryCodes, ridgeLog);
      residuals[i] = Math.log(l.price) - ridgeLog;
      if (i % STEP_LISTINGS === 0) yield;
    }
  }
  return { rows, residuals };
}

/** The codes of the whole market, by name, for the vehicles valued. */
function codesByName(listings: readonly PricedVehicle[], categories: CategoryIds): MarketTrees["codes"] {
  const codes = codesOf(listings, categories, () => true);
  const out = {} as MarketTrees["codes"];
  CATEGORIES.forEach((c, at) => {
    out[c] = new Map((categories.names[at] as string[]).map((name, id) => [name, (codes[at] as Float64Array)[id] as number]));
  });
  return out;
}

/** The regression columns' factors, by the column name's prefix (see price-model.ts `features`). */
function ridgeFactor(column: string): PriceFactorName | null {
  const prefix = column.split(":")[0] as string;
  switch (prefix) {
    case "age":
    case "age2":
    case "ageStep":
      return "year";
    case "logKm":
    case "kmBand":
      return "mileage";
    case "brand":
    case "ageBrand":
      return "brand";
    case "model":
    case "ageModel":
      return "model";
    case "variant":
    case "fuel":
    case "transmission":
    case "condition":
    case "seller":
    case "body":
    case "country":
    case "seats":
    case "owners":
    case "accidents":
      return prefix;
    case "titleNotClean":
    case "notCleared":
      return "history";
    case "logHp":
    case "hpMissing":
      return "power";
    case "logCc":
    case "ccMissing":
      return "engine";
    default:
      return null;
  }
}

function* ridgeAverageOf(ridge: PriceModel, listings: readonly PricedVehicle[]): Generator<void, MarketModel["ridgeAverage"]> {
  const sums = new Float64Array(ridge.coefficients.length);
  for (let i = 0; i < listings.length; i++) {
    for (const [name, v] of regressionFeatures(ridge, listings[i] as PricedVehicle)) {
      const at = ridge.columns.get(name);
      if (at !== undefined) sums[at] = (sums[at] as number) + v;
    }
    if (i % STEP_LISTINGS === STEP_LISTINGS - 1) yield;
  }
  const out: MarketModel["ridgeAverage"] = {};
  for (const [name, at] of ridge.columns) {
    const factor = ridgeFactor(name);
    if (factor) out[factor] = (out[factor] ?? 0) + ((ridge.coefficients[at] as number) * (sums[at] as number)) / Math.max(1, listings.length);
  }
  return out;
}

function numberOf(f: VehicleFacts, completed: VehicleFacts, factor: NumberFactor): number {
  switch (factor) {
    case "year":
      return f.year;
    case "mileage":
      return f.mileage;
    case "power":
      return numberOr(completed.horsepower);
    case "engine":
      return numberOr(completed.engineCc);
    case "seats":
      return numberOr(completed.seats);
    case "owners":
      return numberOr(f.owners);
    case "accidents":
      return numberOr(f.accidents);
  }
}

function mediansOf(ridge: PriceRegression, listings: readonly PricedVehicle[]): MarketModel["medians"] {
  const completed = listings.map((l) => completedFacts(ridge, l));
  const out = {} as MarketModel["medians"];
  for (const factor of NUMBERS) {
    out[factor] = median(listings.map((l, i) => numberOf(l, completed[i] as VehicleFacts, factor)).filter((v) => !Number.isNaN(v)));
  }
  return out;
}

/** Whether each value is within OUTLIER_MADS robust deviations of their median. */
function inliers(values: Float64Array): boolean[] {
  const list = [...values];
  const centre = median(list);
  const spread = 1.4826 * median(list.map((v) => Math.abs(v - centre))) || 0.1;
  return list.map((v) => Math.abs(v - centre) <= OUTLIER_MADS * spread);
}

/**
 * Fits the market model: the ridge regression of price-model.ts (make, model and trim effects, the
 * comparables), then boosted trees on its out-of-fold errors from age, mileage, power, engine size,
 * seats, owners, history, the categories as ordered codes and the regression's own estimate: the
 * curves and interactions (a make's own depreciation, mileage that weighs more on a young car) a
 * linear model cannot draw. With fewer than `minListings` listings, the regression alone. A step
 * at a time (after each fold and each tree), like `fitPriceModelSteps`.
 */
export function* fitMarketModelSteps(
  listings: readonly PricedVehicle[],
  referenceYear: number,
  options: Partial<MarketModelOptions> = {},
): Generator<void, MarketModel> {
  const o: MarketModelOptions = { ...MARKET_MODEL_DEFAULTS, ...options, trees: { ...MARKET_MODEL_DEFAULTS.trees, ...options.trees } };
  const valid = listings.filter((l) => l.price > 0 && Number.isFinite(l.price) && l.year > 1900 && l.mileage >= 0);
  const ridge = yield* fitPriceModelSteps(valid, referenceYear);
  const ridgeAverage = yield* ridgeAverageOf(ridge, valid);
  const medians = mediansOf(ridge, valid);
  if (valid.length < o.minListings) return { ridge, ridgeAverage, trees: null, medians };
  const categories = categoryIdsOf(valid, (l) => completedFacts(ridge, l));
  yield;
  const { rows, residuals } = yield* outOfFold(valid, categories, referenceYear, o.folds);
  const kept = inliers(residuals);
  yield;
  const gbdt = yield* fitGbdtSteps(
    rows.filter((_, i) => kept[i]),
    residuals.filter((_, i) => kept[i]),
    o.trees,
  );
  return { ridge, ridgeAverage, trees: { gbdt, codes: codesByName(valid, categories) }, medians };
}

export function fitMarketModel(listings: readonly PricedVehicle[], referenceYear: number, options: Partial<MarketModelOptions> = {}): MarketModel {
  return runToEnd(fitMarketModelSteps(listings, referenceYear, options));
}

/** The regression's log-price of a vehicle and each factor's part of it above the average car's. */
function ridgeEffects(model: MarketModel, facts: VehicleFacts): { log: number; effects: Map<PriceFactorName, number> } {
  const effects = new Map<PriceFactorName, number>();
  let log = 0;
  for (const [name, v] of regressionFeatures(model.ridge, facts)) {
    const at = model.ridge.columns.get(name);
    if (at === undefined) continue;
    const part = (model.ridge.coefficients[at] as number) * v;
    log += part;
    const factor = ridgeFactor(name);
    if (factor) effects.set(factor, (effects.get(factor) ?? 0) + part);
  }
  for (const [factor, average] of Object.entries(model.ridgeAverage) as [PriceFactorName, number][]) {
    effects.set(factor, (effects.get(factor) ?? 0) - average);
  }
  return { log, effects };
}

/**
 * The trees' correction of a vehicle and each factor's part of it (Saabas contributions). What
 * they draw from the regression's own estimate corrects the whole, not one factor: shared out it
 * could turn a factor's sign (a worn car the trees raise would read 'Kilométrage élevé : +20 %'),
 * so it stays in the value, unnamed.
 */
function treeEffects(trees: MarketTrees, rows: readonly Float64Array[]): { log: number; effects: Map<PriceFactorName, number> } {
  const effects = new Map<PriceFactorName, number>();
  let log = 0;
  for (const row of rows) {
    const { base, contributions } = gbdtContributions(trees.gbdt, row);
    log += base / rows.length;
    TREE_FEATURES.forEach((factor, i) => {
      const c = (contributions[i] as number) / rows.length;
      log += c;
      if (factor) effects.set(factor, (effects.get(factor) ?? 0) + c);
    });
  }
  return { log, effects };
}

/**
 * The market value of a vehicle: the regression's estimate corrected by the trees; its range the
 * regression's comparables' range, the same ratios around the new value; and the factors that make
 * it, largest first: each factor's part of the log-price above the market's average car, from the
 * regression (coefficient × the vehicle's value less the market's mean) and from the trees.
 * `excludeId` leaves a listing out of its own comparables.
 */
export function estimateMarket(model: MarketModel, facts: VehicleFacts, excludeId?: string): MarketEstimate & { factors: PriceFactor[] } {
  const ridgeEstimate = estimateMarketValue(model.ridge, facts, excludeId);
  const ridge = ridgeEffects(model, facts);
  const completed = completedFacts(model.ridge, facts);
  const effects = new Map(ridge.effects);
  let log = ridge.log;
  if (model.trees) {
    const codes = model.trees.codes;
    const known = CATEGORIES.map((c) => codes[c].get(categoryOf(completed, c)) ?? Number.NaN);
    const categoryCodes = (c: number) => known[c] as number;
    // The trees' answer is a staircase: many of them cut mileage at the same few values, where 100 km
    // more could cost 2 %. Averaged over mileages a few percent apart, it becomes a slope.
    const rows = MILEAGE_SPREAD.map((d) => {
      const moved = { ...facts, mileage: facts.mileage * (1 + d) };
      return treeRow(new Float64Array(TREE_FEATURES.length), moved, completed, model.ridge.referenceYear, categoryCodes, ridge.log);
    });
    const trees = treeEffects(model.trees, rows);
    log += trees.log;
    for (const [factor, e] of trees.effects) effects.set(factor, (effects.get(factor) ?? 0) + e);
  }
  const value = Math.exp(log);
  const factors: PriceFactor[] = [];
  for (const [factor, e] of effects) {
    if (e === 0) continue;
    const out: PriceFactor = { factor, effect: Math.expm1(e) };
    if ((NUMBERS as readonly string[]).includes(factor)) {
      const v = numberOf(facts, completed, factor as NumberFactor);
      if (!Number.isNaN(v)) out.high = v > model.medians[factor as NumberFactor];
    }
    factors.push(out);
  }
  factors.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  const ratio = value / ridgeEstimate.value;
  return { ...ridgeEstimate, value, low: ridgeEstimate.low * ratio, high: ridgeEstimate.high * ratio, factors };
}
