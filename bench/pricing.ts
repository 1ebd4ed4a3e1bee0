// Pricing: fits the market-value model on a training file and predicts every listing of a test
// file (both in the column format of ../shared/data/cardekho/), then prints the median and mean
// absolute percentage error of the model and of a naive baseline (median price of the same make
// and model, else make, else all) in the same run, the time to fit, and the time to rate one
// listing cold (the model's estimate) and from the cache (the app keeps each listing's rating).
//   npm run bench:pricing -- --train FILE [--test FILE]
//   npm run bench:pricing -- --demo 20000
// Without --test, one listing in five (by position) is held out. --demo generates that many sale
// listings with the demo seed's own generator instead of reading a file.
// Fails when the model's median error is over 11 % or its mean over 15 %, or rating takes over
// 50 ms cold or 5 ms from the cache.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type PricedVehicle, estimateMarketValue, fitPriceModel, median } from "../app/features/pricing/price-model.ts";
import { cardekhoVehicle } from "./pricing/cardekho-columns.ts";
import { demoMarket } from "./pricing/demo-market.ts";
import { parseCsv } from "./pricing/csv.ts";

const { values } = parseArgs({
  options: { train: { type: "string", default: "../shared/data/cardekho/train.csv" }, test: { type: "string" }, demo: { type: "string" } },
});
const load = (file: string) => parseCsv(readFileSync(file, "utf8")).flatMap((row, i) => cardekhoVehicle(row, i) ?? []);

const all = values.demo ? demoMarket(Number(values.demo)) : load(values.train as string);
const [train, test] = values.test ? [all, load(values.test)] : [all.filter((_, i) => i % 5 !== 0), all.filter((_, i) => i % 5 === 0)];

/** The data's own "now": a year after its newest listing, so that ages read as the market saw them. */
const referenceYear = Math.max(...train.map((v) => v.year)) + 1;

const fitStarted = performance.now();
const model = fitPriceModel(train, referenceYear);
const fitMs = performance.now() - fitStarted;

function baseline(pool: readonly PricedVehicle[]) {
  const by = (k: (v: PricedVehicle) => string) => {
    const groups = new Map<string, number[]>();
    for (const v of pool) groups.set(k(v), [...(groups.get(k(v)) ?? []), v.price]);
    return new Map([...groups].map(([g, prices]) => [g, median(prices)]));
  };
  const model = by((v) => `${v.brand}|${v.model}`.toLowerCase());
  const brand = by((v) => v.brand.toLowerCase());
  const all = median(pool.map((v) => v.price));
  return (v: PricedVehicle) => model.get(`${v.brand}|${v.model}`.toLowerCase()) ?? brand.get(v.brand.toLowerCase()) ?? all;
}

const errors = (predict: (v: PricedVehicle) => number) => test.map((v) => Math.abs(predict(v) - v.price) / v.price);
const line = (name: string, e: number[]) =>
  `${name}: median ${(median(e) * 100).toFixed(1)} %, mean ${((e.reduce((a, b) => a + b, 0) / e.length) * 100).toFixed(1)} %`;

const coldStarted = performance.now();
const estimates = test.map((v) => estimateMarketValue(model, v));
const coldMs = (performance.now() - coldStarted) / test.length;
const cache = new Map(test.map((v, i) => [v.id, estimates[i]]));
const cachedStarted = performance.now();
for (let round = 0; round < 100; round++) for (const v of test) cache.get(v.id);
const cachedMs = (performance.now() - cachedStarted) / (test.length * 100);

const modelErrors = test.map((v, i) => Math.abs((estimates[i]?.value ?? 0) - v.price) / v.price);
const baselineErrors = errors(baseline(train));
console.log(
  `\n## Pricing (${values.demo ? "demo generator" : values.train}): ${train.length} listings to fit, ${test.length} to predict (reference year ${referenceYear})\n`,
);
console.log(line("model", modelErrors));
console.log(line("baseline", baselineErrors));
console.log(`fit: ${fitMs.toFixed(0)} ms; rating one listing: ${coldMs.toFixed(2)} ms cold, ${(cachedMs * 1000).toFixed(2)} µs from the cache`);
const medianError = median(modelErrors) * 100;
const meanError = (modelErrors.reduce((a, b) => a + b, 0) / modelErrors.length) * 100;
const failed = medianError > 11 || meanError > 15 || coldMs > 50 || cachedMs > 5;
console.log(`Targets (median ≤ 11 %, mean ≤ 15 %, ≤ 50 ms cold, ≤ 5 ms cached): ${failed ? "FAIL" : "PASS"}`);
process.exit(failed ? 1 : 0);
