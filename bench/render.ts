// What a render from nothing costs: the production server on the demo data, each page kind driven
// by autocannon (BENCH_CONNECTIONS, default 10, for BENCH_SECONDS, default 3, after a 1 s warm-up)
// twice, once with the page cache as deployed (PAGE_CACHE_SECONDS left to its default) and once
// without it (PAGE_CACHE_SECONDS=0). The server's CPU is read from outside, in /proc/<pid>/stat
// (user + system), before and after each page's run and divided by the pages served: what a page
// costs whatever else runs on the machine. Baseline in the same run: /healthz, one database round
// trip and no rendering. The embedded database always; PostgreSQL too when `--postgres URL` or
// BENCH_DATABASE_URL names a server (a fresh database on it, dropped after). BENCH_PROFILE=1 writes
// a CPU profile (--cpu-prof) of each uncached server to data/bench-render and prints where its time
// went. --no-build runs the build already in BUILD_DIR (default build). Target (issue 46): every
// page uncached ≥ 0.2 × /healthz on the embedded database, ≤ 4 ms of CPU a page on PostgreSQL.
// Visitors' requests come from BENCH_CONNECTIONS addresses (X-Forwarded-For, the server trusting one
// proxy): the render gate serves each visitor one render at a time with a rest as long (ADR 0051), so
// one address alone would measure the gate, not the server. A member's pages are that one member's.
import { execSync } from "node:child_process";
import { get } from "node:http";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { type BenchDatabase, createPostgresDatabase, fillDatabase } from "./http/prepare-database.ts";
import { load } from "./http/load.ts";
import { printProfile } from "./http/profile-summary.ts";
import { fetchText, firstListingPath } from "../tests/support/sitemap-paths.ts";
import { processCpuMs, untilIdle } from "./support/process-cpu.ts";
import { browserCookies } from "./support/browser-cookies.ts";
import { startServer } from "./support/server-process.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARM_UP_SECONDS = 1;
const PORT = Number(process.env.BENCH_PORT ?? 4931);
const BUILD = process.env.BUILD_DIR ?? "build";
const PROFILE = process.env.BENCH_PROFILE === "1";
const WORK_DIR = resolve("./data/bench-render");
const postgresFlag = process.argv.indexOf("--postgres");
const POSTGRES_URL = postgresFlag >= 0 ? process.argv[postgresFlag + 1] : process.env.BENCH_DATABASE_URL;
const RATIO_TARGET = 0.2;
const CPU_TARGET_MS = 4;

interface Page {
  name: string;
  path: string;
  member?: boolean;
}

interface Figures {
  perSecond: number;
  cpuMsPerPage?: number;
  errors: number;
}

interface Row {
  engine: string;
  page: string;
  cached: Figures;
  uncached: Figures;
}

async function measure(base: string, pid: number | undefined, page: Page, cookie: string): Promise<Figures> {
  // Visitors' pages from as many addresses as connections (the long tail is many visitors, each served
  // one render at a time by the render gate); a member's pages are that member's, paced by it.
  const options = { connections: CONNECTIONS, cookie: page.member ? cookie : undefined, clients: page.member ? undefined : CONNECTIONS };
  await load(base + page.path, { ...options, seconds: WARM_UP_SECONDS });
  const before = processCpuMs(pid);
  const figures = await load(base + page.path, { ...options, seconds: SECONDS });
  const after = processCpuMs(pid);
  const served = figures.perSecond * SECONDS;
  const cpuMsPerPage = before !== undefined && after !== undefined && served > 0 ? (after - before) / served : undefined;
  return { perSecond: figures.perSecond, cpuMsPerPage, errors: figures.errors };
}

/** Every page kind, measured on one server: cached or not is the server's environment. */
async function run(engine: BenchDatabase, dataDir: string, cacheSeconds: string | undefined): Promise<Map<string, Figures>> {
  const uncached = cacheSeconds === "0";
  const profileDir = join(WORK_DIR, `profile-${engine.name}`);
  const server = await startServer({
    port: PORT,
    env: {
      ...engine.env,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      BUILD_DIR: BUILD,
      // Behind one proxy, as deployed: each visitor's address is X-Forwarded-For's.
      TRUST_PROXY: "1",
      ...(cacheSeconds === undefined ? {} : { PAGE_CACHE_SECONDS: cacheSeconds }),
    },
    args: PROFILE && uncached ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  const figures = new Map<string, Figures>();
  let measuredFrom = 0;
  try {
    // Browse's cards wait for the price model's first fit: done, and the server idle, before measuring.
    await new Promise((done, fail) => get(`${server.base}/listings`, { agent: false }, (res) => res.resume().on("end", done)).on("error", fail));
    // Every cookie a member's Chromium holds after a few pages: the sign-in's own answer also sets the toast's
    // cookie, which a browser drops once shown, and which would keep every member page from its cache.
    const cookie = await browserCookies(server.base, "acheteur@demo.autoafrique.africa", "demo12345");
    await untilIdle(server.child.pid);
    // The profile sums up the pages measured, not the browser's sign-in.
    measuredFrom = Number(process.hrtime.bigint() / 1000n);
    const sale = await firstListingPath(fetchText(server.base), "listing");
    const pages: Page[] = [
      { name: "/healthz (baseline)", path: "/healthz" },
      { name: "/", path: "/" },
      { name: "/listings", path: "/listings" },
      { name: "sale page (visitor)", path: sale },
      { name: "sale page (member)", path: sale, member: true },
      { name: "/favorites", path: "/favorites", member: true },
      { name: "/messages", path: "/messages", member: true },
      { name: "/dashboard", path: "/dashboard", member: true },
    ];
    for (const page of pages) {
      const f = await measure(server.base, server.child.pid, page, cookie);
      figures.set(page.name, f);
      console.log(
        `  ${engine.name} ${uncached ? "uncached" : "cached  "} ${page.name.padEnd(22)} ${f.perSecond.toFixed(0).padStart(6)} /s  CPU ${f.cpuMsPerPage?.toFixed(2) ?? "?"} ms a page  errors ${f.errors}`,
      );
    }
  } finally {
    await server.stop();
  }
  if (PROFILE && uncached) printProfile(join(profileDir, readdirSync(profileDir)[0]!), measuredFrom);
  return figures;
}

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });

const engines: BenchDatabase[] = [{ name: "PGlite", env: {}, drop: async () => {} }];
if (POSTGRES_URL) {
  const postgres = await createPostgresDatabase(POSTGRES_URL);
  if (postgres) engines.push(postgres);
  else console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: embedded database only.`);
}

const rows: Row[] = [];
for (const engine of engines) {
  const dataDir = join(WORK_DIR, engine.name);
  try {
    await fillDatabase({ ...engine, env: { ...engine.env, BUILD_DIR: BUILD } }, dataDir, 0, PORT);
    const cached = await run(engine, dataDir, undefined);
    const uncached = await run(engine, dataDir, "0");
    for (const [page, figures] of cached) rows.push({ engine: engine.name, page, cached: figures, uncached: uncached.get(page)! });
  } finally {
    await engine.drop();
  }
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
const ms = (value: number | undefined) => value?.toFixed(2) ?? "?";
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s a page, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}\n`);
console.log(cell(["database", "page", "cached /s", "uncached /s", "uncached / healthz", "CPU ms cached", "CPU ms uncached", "errors", "target"]));
console.log(cell(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---"]));
let missed = 0;
for (const row of rows) {
  const baseline = rows.find((r) => r.engine === row.engine && r.page.startsWith("/healthz"))!;
  const ratio = row.uncached.perSecond / baseline.uncached.perSecond;
  const targeted = row !== baseline;
  const met = row.engine === "PGlite" ? ratio >= RATIO_TARGET : (row.uncached.cpuMsPerPage ?? Infinity) <= CPU_TARGET_MS;
  if (targeted && !met) missed++;
  const target = row.engine === "PGlite" ? `≥ ${RATIO_TARGET} × healthz` : `≤ ${CPU_TARGET_MS} ms CPU`;
  console.log(
    cell([
      row.engine,
      row.page,
      row.cached.perSecond.toFixed(0),
      row.uncached.perSecond.toFixed(0),
      targeted ? ratio.toFixed(3) : "",
      ms(row.cached.cpuMsPerPage),
      ms(row.uncached.cpuMsPerPage),
      row.cached.errors + row.uncached.errors,
      targeted ? (met ? "met" : `missed (${target})`) : "",
    ]),
  );
}
if (missed) console.log(`\n${missed} page(s) below target.`);
process.exit(0);
