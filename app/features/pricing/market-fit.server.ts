import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { log } from "../../server/log.server.ts";
import { runInSlices } from "../../server/time-slices.server.ts";
import { type MarketModel, TREES_FROM_LISTINGS, fitMarketModelSteps } from "./market-model.ts";
import type { PricedVehicle } from "./price-model.ts";

/** The worker's module, run from the sources by Node itself (the server's bundle does not hold it). */
const WORKER = resolve(process.cwd(), "app/features/pricing/market-fit-worker.ts");
/** A fit of 100 000 listings stays under 300 MB (ADR 0066): twice that is a fault, not a market. */
const WORKER_HEAP_MB = 600;

/**
 * The market model fitted on `market` in a worker thread, so that no request waits on the trees;
 * a market too small for trees (the regression alone, milliseconds), or where no worker can start
 * (its module missing, a thread refused), in slices between requests on this thread.
 */
export async function fitMarketModelOffThread(market: readonly PricedVehicle[], referenceYear: number): Promise<MarketModel> {
  if (market.length >= TREES_FROM_LISTINGS && existsSync(WORKER)) {
    try {
      return await inWorker(market, referenceYear);
    } catch (error) {
      log.warn("pricing.worker_failed", { error });
    }
  }
  return runInSlices(fitMarketModelSteps(market, referenceYear));
}

function inWorker(market: readonly PricedVehicle[], referenceYear: number): Promise<MarketModel> {
  return new Promise((done, fail) => {
    const worker = new Worker(WORKER, { workerData: { market, referenceYear }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let answered = false;
    worker.once("message", (model: MarketModel) => {
      answered = true;
      done(model);
      void worker.terminate();
    });
    worker.once("error", fail);
    worker.once("exit", (code) => {
      if (!answered) fail(new Error(`the price model's worker stopped (${code}) without a model`));
    });
  });
}
