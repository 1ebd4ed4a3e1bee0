import { parentPort, workerData } from "node:worker_threads";
import type { PricedVehicle } from "./price-model.ts";
import { fitMarketModel } from "./market-model.ts";

// Run by market-fit.server.ts in a worker thread: the fit's seconds of CPU never hold a request.
const { market, referenceYear } = workerData as { market: PricedVehicle[]; referenceYear: number };
parentPort?.postMessage(fitMarketModel(market, referenceYear));
