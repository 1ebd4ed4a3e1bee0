import { fold } from "../../lib/fold.ts";
import { type SparseRow, fitRidgeSteps, runToEnd } from "./ridge.ts";

/** What the model knows of a vehicle; anything but make, model, year and mileage may be missing. */
export interface VehicleFacts {
  brand: string;
  model: string;
  /** Trim or version ("VDI", "1.5 dCi"), when the data has one. */
  variant?: string | null;
  year: number;
  mileage: number;
  fuel?: string | null;
  transmission?: string | null;
  condition?: string | null;
  owners?: number | null;
  sellerType?: string | null;
  bodyType?: string | null;
  horsepower?: number | null;
  seats?: number | null;
  accidents?: number | null;
  cleanTitle?: boolean | null;
  customsCleared?: boolean | null;
  engineCc?: number | null;
  country?: string | null;
}

export interface PricedVehicle extends VehicleFacts {
  id?: string;
  /** Asking price, in the data's currency (XOF for our listings). */
  price: number;
}

interface PoolEntry {
  id?: string;
  /** The listing's place in the fit: among equally near comparables, the earlier comes first. */
  seq: number;
  /** The comparable groups the listing is in. */
  groupKeys: readonly string[];
  year: number;
  logKm: number;
  country: string | null;
  /** log(price) − the regression's prediction: what the regression did not explain. */
  residual: number;
}

/** The regression alone: what a vehicle's estimate is centred on. */
export interface PriceRegression {
  referenceYear: number;
  columns: Map<string, number>;
  coefficients: Float64Array;
  /** What a vehicle of a make and model usually has, for a description that leaves it out. */
  typical: Typical;
}

export interface PriceModel extends PriceRegression {
  /** Listings by comparable group (make+model+trim, make+model, make+body, body), for the range and the count. */
  groups: Map<string, ComparableGroup>;
  /** Each pooled listing by id, to leave it out of its own comparables. */
  pooled: Map<string, PoolEntry>;
  trainedOn: number;
}

/** A comparable group's listings by year of make, the years in order. */
interface ComparableGroup {
  count: number;
  years: number[];
  byYear: Map<number, PoolEntry[]>;
}

/** The usual fuel, gearbox, body, seats, power and engine size by make and model, and over all. */
export interface Typical {
  byModel: Map<string, Partial<VehicleFacts>>;
  overall: Partial<VehicleFacts>;
}

const FILLED = ["fuel", "transmission", "bodyType", "seats", "horsepower", "engineCc"] as const;

function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [v, n] of counts) if (n > bestCount) [best, bestCount] = [v, n];
  return best;
}

function usual(vehicles: readonly VehicleFacts[]): Partial<VehicleFacts> {
  const out: Partial<VehicleFacts> = {};
  for (const field of FILLED) {
    const present = vehicles.map((v) => v[field]).filter((v) => v !== null && v !== undefined && v !== "");
    if (present.length === 0) continue;
    const value = typeof present[0] === "number" ? median(present as number[]) : mostCommon(present);
    Object.assign(out, { [field]: value });
  }
  return out;
}

function typicalOf(vehicles: readonly VehicleFacts[]): Typical {
  const groups = new Map<string, VehicleFacts[]>();
  for (const v of vehicles) {
    const k = `${key(v.brand)}|${key(v.model)}`;
    const list = groups.get(k);
    if (list) list.push(v);
    else groups.set(k, [v]);
  }
  return { byModel: new Map([...groups].map(([k, list]) => [k, usual(list)])), overall: usual(vehicles) };
}

/**
 * The description completed with what its make and model usually have (else the market as a whole):
 * a valuation form gives no power or gearbox, and the regression must not read "none" for them.
 */
function completed(f: VehicleFacts, typical: Typical): VehicleFacts {
  const usualForModel = typical.byModel.get(`${key(f.brand)}|${key(f.model)}`) ?? {};
  const out: VehicleFacts = { ...f };
  for (const field of FILLED) {
    if (out[field] === null || out[field] === undefined || out[field] === "") {
      Object.assign(out, { [field]: usualForModel[field] ?? typical.overall[field] ?? null });
    }
  }
  return out;
}

export type ComparableLevel = "variant" | "model" | "brand-body" | "body";

export interface MarketEstimate {
  /** Central value, in the data's currency. */
  value: number;
  low: number;
  high: number;
  /** Listings of the comparable group found (0: none close enough, the regression alone). */
  comparableCount: number;
  level: ComparableLevel | null;
  /** The nearest of them, for links. */
  comparableIds: string[];
}

/** Ridge penalty, chosen on held-out data (bench/pricing): lower overfits rare models, higher blurs them. */
const LAMBDA = 1;
/** Comparables used at most, nearest first, and fewest for a level to count. */
const NEAREST = 8;
const MIN_COMPARABLES = 3;
/** Residuals further than this many robust deviations from the rest are left out (typos, swapped currencies, scams). */
const OUTLIER_MADS = 3.5;
const MAX_OWNERS = 4;

const key = (value: string | null | undefined) => (value ? fold(value).trim() : "");

function groupKeys(f: VehicleFacts): [ComparableLevel, string][] {
  const brand = key(f.brand);
  const model = key(f.model);
  const body = key(f.bodyType);
  const keys: [ComparableLevel, string][] = [];
  if (f.variant) keys.push(["variant", `v|${brand}|${model}|${key(f.variant)}`]);
  keys.push(["model", `m|${brand}|${model}`]);
  if (body) keys.push(["brand-body", `bb|${brand}|${body}`], ["body", `b|${body}`]);
  return keys;
}

/** The regression's features of a vehicle, by name: numbers, and 1 for each category it belongs to. */
function features(f: VehicleFacts, referenceYear: number): Map<string, number> {
  const age = Math.max(0, referenceYear - f.year);
  const out = new Map<string, number>([
    ["intercept", 1],
    ["age", age / 10],
    ["age2", (age / 10) ** 2],
    ["logKm", Math.log1p(Math.max(0, f.mileage)) / 10],
  ]);
  // The curve of age and mileage, beyond their smooth terms: each year of age and each band of
  // mileage gets its own step (shrunk towards the curve where data is thin).
  out.set(`ageStep:${Math.min(25, Math.round(age))}`, 1);
  out.set(`kmBand:${Math.min(12, Math.floor(Math.max(0, f.mileage) / 25_000))}`, 1);
  const category = (name: string, value: string | null | undefined) => {
    const k = key(value);
    if (k) out.set(`${name}:${k}`, 1);
  };
  category("brand", f.brand);
  // Each make and model loses value at its own pace.
  if (key(f.brand)) out.set(`ageBrand:${key(f.brand)}`, age / 10);
  if (key(f.model)) out.set(`ageModel:${key(f.brand)} ${key(f.model)}`, age / 10);
  category("model", `${key(f.brand)} ${key(f.model)}`);
  if (f.variant) category("variant", `${key(f.brand)} ${key(f.model)} ${key(f.variant)}`);
  category("fuel", f.fuel);
  category("transmission", f.transmission);
  category("condition", f.condition);
  category("seller", f.sellerType);
  category("body", f.bodyType);
  category("country", f.country);
  // History: each accident, a title not clean, duties not paid take value off.
  if (typeof f.accidents === "number") out.set("accidents", Math.min(5, Math.max(0, f.accidents)));
  if (f.cleanTitle === false) out.set("titleNotClean", 1);
  if (f.customsCleared === false) out.set("notCleared", 1);
  if (typeof f.seats === "number" && f.seats > 0) out.set(`seats:${Math.min(9, f.seats)}`, 1);
  if (typeof f.owners === "number") out.set(`owners:${Math.min(MAX_OWNERS, Math.max(0, f.owners))}`, 1);
  if (f.horsepower && f.horsepower > 0) {
    out.set("logHp", Math.log(f.horsepower));
  } else out.set("hpMissing", 1);
  if (f.engineCc && f.engineCc > 0) out.set("logCc", Math.log(f.engineCc));
  else out.set("ccMissing", 1);
  return out;
}

function row(named: Map<string, number>, columns: Map<string, number>): SparseRow {
  const index: number[] = [];
  const value: number[] = [];
  for (const [name, v] of named) {
    const at = columns.get(name);
    if (at !== undefined && v !== 0) {
      index.push(at);
      value.push(v);
    }
  }
  return { index: Int32Array.from(index), value: Float64Array.from(value) };
}

function dot(named: Map<string, number>, columns: Map<string, number>, beta: Float64Array): number {
  let sum = 0;
  for (const [name, value] of named) {
    const at = columns.get(name);
    if (at !== undefined) sum += value * (beta[at] as number);
  }
  return sum;
}

/** Engine size in cm³ from what sellers type: "2.0L", "1,6 l", "1598 cc", "1 598 cm3". */
export function engineCcOf(text: string | null | undefined): number | null {
  if (!text) return null;
  const litres = text.match(/(\d+[.,]\d+|\d)\s*l\b/i);
  if (litres?.[1]) return Math.round(Number(litres[1].replace(",", ".")) * 1000);
  const cc = text.replace(/(\d)\s(\d{3})/, "$1$2").match(/(\d{3,4})\s*(cc|cm)/i);
  return cc?.[1] ? Number(cc[1]) : null;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median absolute deviation, scaled to a standard deviation for normal data. */
function mad(values: readonly number[]): number {
  const m = median(values);
  return 1.4826 * median(values.map((v) => Math.abs(v - m)));
}

/** How many listings a step handles before pausing (see `fitPriceModelSteps`). */
const STEP_LISTINGS = 2000;

function rowDot(r: SparseRow, beta: Float64Array): number {
  let sum = 0;
  for (let k = 0; k < r.index.length; k++) sum += (r.value[k] as number) * (beta[r.index[k] as number] as number);
  return sum;
}

function* regress(listings: readonly PricedVehicle[], referenceYear: number) {
  // Each listing's named features become its sparse row at once: kept for all listings, the maps
  // alone took hundreds of megabytes over 100 000 listings.
  const columns = new Map<string, number>();
  const rows: SparseRow[] = [];
  for (const l of listings) {
    const named = features(l, referenceYear);
    for (const name of named.keys()) if (!columns.has(name)) columns.set(name, columns.size);
    rows.push(row(named, columns));
    if (rows.length % STEP_LISTINGS === 0) yield;
  }
  const y = listings.map((l) => Math.log(l.price));
  const coefficients = yield* fitRidgeSteps(rows, y, columns.size, LAMBDA);
  const residuals = rows.map((r, i) => (y[i] as number) - rowDot(r, coefficients));
  return { columns, coefficients, residuals };
}

/**
 * Fits the model on listings with a price: a ridge regression of log-price on age, age², mileage,
 * power, engine size and the categories (make, model, trim, fuel, gearbox, condition, owners,
 * seller, body, country), refitted once without the listings it explains worst (extreme prices),
 * then every listing's residual is kept by comparable group for the local correction.
 */
export function fitPriceModel(listings: readonly PricedVehicle[], referenceYear: number): PriceModel {
  return runToEnd(fitPriceModelSteps(listings, referenceYear));
}

/**
 * `fitPriceModel` a step at a time: over 100 000 listings the fit takes seconds of CPU, which a
 * server runs in slices between its requests (`runInSlices`) rather than freezing every page.
 */
export function* fitPriceModelSteps(listings: readonly PricedVehicle[], referenceYear: number): Generator<void, PriceModel> {
  const { regression, kept, residuals } = yield* fitRegression(listings, referenceYear);
  const groups = new Map<string, ComparableGroup>();
  const pooled = new Map<string, PoolEntry>();
  kept.forEach((l, i) => {
    const keys = groupKeys(l).map(([, k]) => k);
    const entry: PoolEntry = {
      id: l.id,
      seq: i,
      groupKeys: keys,
      year: l.year,
      logKm: Math.log1p(l.mileage),
      country: key(l.country) || null,
      residual: residuals[i] as number,
    };
    if (l.id !== undefined) pooled.set(l.id, entry);
    for (const k of keys) {
      let group = groups.get(k);
      if (!group) groups.set(k, (group = { count: 0, years: [], byYear: new Map() }));
      group.count++;
      const sameYear = group.byYear.get(l.year);
      if (sameYear) sameYear.push(entry);
      else group.byYear.set(l.year, [entry]);
    }
  });
  for (const group of groups.values()) group.years = [...group.byYear.keys()].sort((a, b) => a - b);
  return { ...regression, groups, pooled, trainedOn: kept.length };
}

/** The regression of `fitPriceModelSteps`, with the listings it kept (completed) and their residuals. */
function* fitRegression(listings: readonly PricedVehicle[], referenceYear: number) {
  const valid = listings.filter((l) => l.price > 0 && Number.isFinite(l.price) && l.year > 1900 && l.mileage >= 0);
  const typical = typicalOf(valid);
  const usable = valid.map((l) => ({ ...completed(l, typical), id: l.id, price: l.price }));
  yield;
  const first = yield* regress(usable, referenceYear);
  const spread = mad(first.residuals) || 0.1;
  const centre = median(first.residuals);
  const kept = usable.filter((_, i) => Math.abs((first.residuals[i] as number) - centre) <= OUTLIER_MADS * spread);
  const { columns, coefficients, residuals } = yield* regress(kept, referenceYear);
  const regression: PriceRegression = { referenceYear, columns, coefficients, typical };
  return { regression, kept, residuals };
}

/** The regression of `fitPriceModelSteps` alone, without the comparables: for out-of-fold estimates. */
export function* fitPriceRegressionSteps(listings: readonly PricedVehicle[], referenceYear: number): Generator<void, PriceRegression> {
  return (yield* fitRegression(listings, referenceYear)).regression;
}

/** A description completed as the regression reads it: with what its make and model usually have. */
export function completedFacts(model: PriceRegression, described: VehicleFacts): VehicleFacts {
  return completed(described, model.typical);
}

/** The regression's features of a vehicle as it reads them, by name. */
export function regressionFeatures(model: PriceRegression, described: VehicleFacts): Map<string, number> {
  return features(completed(described, model.typical), model.referenceYear);
}

/** The regression's log-price of a vehicle. */
export function regressionLogPrice(model: PriceRegression, described: VehicleFacts): number {
  return dot(regressionFeatures(model, described), model.columns, model.coefficients);
}

/** How unlike two vehicles of a group are: years apart, mileage ratio, and a step for another country. */
function distance(a: PoolEntry, year: number, logKm: number, country: string | null): number {
  return Math.abs(a.year - year) / 2 + Math.abs(a.logKm - logKm) + (country && a.country !== country ? 0.5 : 0);
}

/**
 * A group's listings other than `excluded`, counted, and its NEAREST closest, closest first (the
 * earlier in the fit first on a tie). Years are looked at from the vehicle's outwards, and no
 * further once half the years apart exceeds the farthest of the nearest found: the model rates
 * every sale listing at each fit, and sorting whole groups of thousands made a fit over 100 000
 * listings take minutes of CPU away from the pages.
 */
function nearestOf(group: ComparableGroup, groupKey: string, year: number, logKm: number, country: string | null, excluded: PoolEntry | undefined) {
  const nearest: PoolEntry[] = [];
  const distances: number[] = [];
  const before = (d: number, e: PoolEntry, at: number) => d < (distances[at] as number) || (d === distances[at] && e.seq < (nearest[at] as PoolEntry).seq);
  const byCloseness = [...group.years].sort((a, b) => Math.abs(a - year) - Math.abs(b - year) || a - b);
  for (const y of byCloseness) {
    if (nearest.length === NEAREST && Math.abs(y - year) / 2 > (distances[NEAREST - 1] as number)) break;
    for (const entry of group.byYear.get(y) ?? []) {
      if (entry === excluded) continue;
      const d = distance(entry, year, logKm, country);
      if (nearest.length === NEAREST && !before(d, entry, NEAREST - 1)) continue;
      let at = nearest.length;
      while (at > 0 && before(d, entry, at - 1)) at--;
      nearest.splice(at, 0, entry);
      distances.splice(at, 0, d);
      if (nearest.length > NEAREST) {
        nearest.pop();
        distances.pop();
      }
    }
  }
  const count = group.count - (excluded?.groupKeys.includes(groupKey) ? 1 : 0);
  return { count, nearest };
}

/**
 * The market value of a vehicle: the regression's estimate (its make, model and trim effects are
 * what comparable listings sold for, adjusted for age, mileage and the rest), with the range its
 * nearest comparables (same trim, else same model, else same make and body, else same body; same
 * country first) spread around it: their residuals' robust deviation, ±8 % at least. Measured on
 * held-out data, moving the centre towards the comparables' own residuals made it worse (the
 * regression's trim effects already carry them). `excludeId` leaves a listing out of its own
 * comparables.
 */
export function estimateMarketValue(model: PriceModel, described: VehicleFacts, excludeId?: string): MarketEstimate {
  const f = completed(described, model.typical);
  // Comparables by what is known of this vehicle (or usual for its model), not by the market's usual body.
  const forGroups = {
    ...described,
    bodyType: described.bodyType || model.typical.byModel.get(`${key(described.brand)}|${key(described.model)}`)?.bodyType || null,
  };
  const value = Math.exp(dot(features(f, model.referenceYear), model.columns, model.coefficients));
  const logKm = Math.log1p(Math.max(0, f.mileage));
  const country = key(f.country) || null;
  for (const [level, k] of groupKeys(forGroups)) {
    const group = model.groups.get(k);
    if (!group) continue;
    const { count, nearest } = nearestOf(group, k, f.year, logKm, country, excludeId === undefined ? undefined : model.pooled.get(excludeId));
    if (count < MIN_COMPARABLES) continue;
    const band = Math.max(0.08, Math.min(0.35, mad(nearest.map((e) => e.residual)) || 0.12));
    return {
      value,
      low: value * Math.exp(-band),
      high: value * Math.exp(band),
      comparableCount: count,
      level,
      comparableIds: nearest.flatMap((e) => (e.id ? [e.id] : [])),
    };
  }
  return { value, low: value * 0.85, high: value * 1.15, comparableCount: 0, level: null, comparableIds: [] };
}
