// The market model's fit over `count` listings of the demo generator, run by `bench/pricing.ts
// --fit-size N` in a process of its own whose JavaScript heap is capped: it prints the fit's time,
// its memory sampled at each pause, and the time to value one listing, as JSON.
import { estimateMarket, fitMarketModelSteps } from "../../app/features/pricing/market-model.ts";
import { demoMarket } from "./demo-market.ts";
import { measured } from "./measure.ts";

const count = Number(process.argv[2] ?? 100_000);
const listings = demoMarket(count);
const referenceYear = Math.max(...listings.map((v) => v.year)) + 1;
const fit = measured(fitMarketModelSteps(listings, referenceYear));
const sample = listings.slice(0, 2000);
const started = performance.now();
for (const v of sample) estimateMarket(fit.value, v, v.id);
const predictMs = (performance.now() - started) / sample.length;
console.log(JSON.stringify({ ...fit, value: undefined, trees: fit.value.trees?.gbdt.trees.length ?? 0, predictMs }));
