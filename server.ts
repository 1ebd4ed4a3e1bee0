import "./server/production-mode.ts";
import cluster from "node:cluster";
import { existsSync, readdirSync } from "node:fs";
import compression from "compression";
import express from "express";
import { type Env, parseEnv } from "./app/server/env.server.ts";
import { runWorkers } from "./server/workers.ts";
import { serviceWorkerHeaders } from "./server/service-worker-headers.ts";
import { precompressed } from "./server/precompressed.ts";
import { AggregatorRegistry } from "prom-client";
import { type MetricsText, listenMetrics } from "./server/metrics-server.ts";

let config: Env;
try {
  config = parseEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// BUILD_DIR is only for running several builds side by side (parallel browser tests).
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD = `./${BUILD_DIR}/server/index.js`;
if (!existsSync(BUILD)) {
  console.error("No build found: run `npm run build` (or `npm start`, which builds first).");
  process.exit(1);
}

if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  runWorkers(config.WEB_CONCURRENCY);
  // The primary answers METRICS_PORT with its workers' metrics summed (it holds none of its own).
  const workers = new AggregatorRegistry();
  await serveMetrics(async () => ({ contentType: workers.contentType, body: await workers.clusterMetrics() }));
} else await serve();

/** GET /metrics on METRICS_PORT when it is set (docs/operations.md); the listener, to close at the stop. */
async function serveMetrics(text: MetricsText) {
  if (config.METRICS_PORT === undefined) return undefined;
  try {
    return await listenMetrics({ port: config.METRICS_PORT, host: config.METRICS_HOST, token: config.METRICS_TOKEN, text });
  } catch (error) {
    console.error(`Cannot listen on metrics port ${config.METRICS_PORT}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

async function serve() {
  const server = express();
  server.disable("x-powered-by");
  server.use(compression());
  // The build's brotli or gzip copy of a script or style, else the file (compressed per request).
  server.use(
    "/assets",
    precompressed(`${BUILD_DIR}/client/assets`),
    // Hashed names never change: no validator to send (a phone never revalidates them), no ranges.
    express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y", index: false, etag: false, lastModified: false, acceptRanges: false }),
  );
  // The few files at the root of the client build (favicon…), served by name: a static handler in
  // front of every page would look each page's path up on disk first.
  const rootFiles = new Set(
    readdirSync(`${BUILD_DIR}/client`, { withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => `/${f.name}`),
  );
  const serveRootFile = express.static(`${BUILD_DIR}/client`, { maxAge: "1h", index: false, setHeaders: serviceWorkerHeaders });
  server.use((req, res, next) => (rootFiles.has(req.path) ? serveRootFile(req, res, next) : next()));
  server.use("/icons", express.static(`${BUILD_DIR}/client/icons`, { maxAge: "1d", index: false }));

  const build = (await import(BUILD)) as typeof import("./server/app.ts");
  try {
    await build.boot();
  } catch (error) {
    // A refusal the app explains itself (another server on this DATA_DIR) is printed as it is.
    console.error(error instanceof Error && error.name === "DataDirLocked" ? error.message : error);
    process.exit(1);
  }
  server.use(build.app);

  const listener = server.listen(config.PORT, config.HOST, (error?: Error) => {
    if (error) {
      console.error(`Cannot listen on port ${config.PORT}: ${error.message}`);
      process.exit(1);
    }
    console.log(JSON.stringify({ level: "info", event: "listening", url: `http://localhost:${config.PORT}`, pid: process.pid }));
  });
  // A worker's metrics are its primary's to serve.
  const metricsListener = cluster.isWorker ? undefined : await serveMetrics(build.metricsText);

  let stopping = false;
  /**
   * Graceful stop, within 10 s: readiness turns 503 and event streams are told to reconnect
   * elsewhere, the listener stops accepting, requests in flight finish (8 s at most), then the
   * scheduler, the relays and the database close.
   */
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const signalledAt = performance.now();
    console.log(JSON.stringify({ level: "info", event: "shutdown", signal, pid: process.pid }));
    setTimeout(() => process.exit(1), 10_000).unref();
    build.beginShutdown();
    metricsListener?.close();
    listener.close(async () => {
      console.log(JSON.stringify({ level: "info", event: "requests_finished", pid: process.pid, ms: Math.round(performance.now() - signalledAt) }));
      try {
        await build.shutdown();
      } catch (error) {
        console.error(error);
      }
      console.log(JSON.stringify({ level: "info", event: "stopped", pid: process.pid, ms: Math.round(performance.now() - signalledAt) }));
      process.exit(0);
    });
    // A connection whose request was under way goes idle once answered: close it then, not after keep-alive's 5 s.
    listener.closeIdleConnections();
    setInterval(() => listener.closeIdleConnections(), 200).unref();
    setTimeout(() => listener.closeAllConnections(), 8_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
