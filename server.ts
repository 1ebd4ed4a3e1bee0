import "./server/production-mode.ts";
import { existsSync, readdirSync } from "node:fs";
import compression from "compression";
import express from "express";
import { parseEnv } from "./app/server/env.server.ts";

const config = parseEnv();
// BUILD_DIR is only for running several builds side by side (parallel browser tests).
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD = `./${BUILD_DIR}/server/index.js`;
if (!existsSync(BUILD)) {
  console.error("No build found: run `npm run build` (or `npm start`, which builds first).");
  process.exit(1);
}

const server = express();
server.disable("x-powered-by");
server.use(compression());
server.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y", index: false }));
// The few files at the root of the client build (favicon…), served by name: a static handler in
// front of every page would look each page's path up on disk first.
const rootFiles = new Set(readdirSync(`${BUILD_DIR}/client`, { withFileTypes: true }).filter((f) => f.isFile()).map((f) => `/${f.name}`));
const serveRootFile = express.static(`${BUILD_DIR}/client`, { maxAge: "1h", index: false });
server.use((req, res, next) => (rootFiles.has(req.path) ? serveRootFile(req, res, next) : next()));

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
  console.log(JSON.stringify({ level: "info", event: "listening", url: `http://localhost:${config.PORT}` }));
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", event: "shutdown", signal }));
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Stop accepting, let requests in flight finish, end idle keep-alive and event streams.
  listener.close(async () => {
    await build.shutdown();
    process.exit(0);
  });
  listener.closeIdleConnections();
  setTimeout(() => listener.closeAllConnections(), 3_000).unref();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
