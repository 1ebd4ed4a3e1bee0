// Pages a second of the production server under load: builds, seeds a database with the demo data
// and BENCH_LISTINGS (default 100 000) generated listings, starts `node server.ts` on it (the
// embedded database, then PostgreSQL when BENCH_DATABASE_URL or the local server answers), and
// drives each page with autocannon (BENCH_CONNECTIONS, default 20, for BENCH_SECONDS, default 10,
// after a warm-up), headers as a phone's Chrome sends them: the public pages as a visitor, then
// every page a member opens with the demo buyer's session. Baseline in the same run: /healthz, one
// database round trip and no rendering; page/healthz is the figure that survives a noisy machine,
// and member/visitor says what a session costs on the same page. BENCH_ENGINE=PGlite or PostgreSQL
// runs one database only. BENCH_BUILDS=build-a,build-b (with --no-build) runs several builds one
// after the other on the same data, to compare two versions back to back. Targets: ≥ 500 pages a
// second on PostgreSQL and ≥ 300 on the embedded database, p99 ≤ 100 ms, no error, for every
// page. BENCH_PROFILE=1 writes a CPU profile of each server to data/bench-http and prints where
// its time went.
import { execSync } from "node:child_process";
import { get } from "node:http";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { benchEngines, fillDatabase } from "./http/prepare-database.ts";
import { type LoadFigures, load } from "./http/load.ts";
import { printProfile } from "./http/profile-summary.ts";
import { type Page, memberPages, publicPages } from "./http/pages.ts";
import { processCpuMs, untilIdle } from "./support/process-cpu.ts";
import { startServer } from "./support/server-process.ts";
import { browserCookies } from "./support/browser-cookies.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PROFILE = process.env.BENCH_PROFILE === "1";
const ONLY = process.env.BENCH_ENGINE;
const PORT = Number(process.env.BENCH_PORT ?? 3198);
const WORK_DIR = "./data/bench-http";
const TARGETS: Record<string, number> = { PGlite: 300, PostgreSQL: 500 };
const BUILDS = (process.env.BENCH_BUILDS ?? process.env.BUILD_DIR ?? "build").split(",");
const P99_TARGET_MS = 100;
/** BENCH_PAGES=/favorites,/messages measures only the pages whose name starts with one of these (the baseline always). */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(",");

interface Row extends LoadFigures {
  engine: string;
  build: string;
  page: string;
  member: boolean;
  /** The server's CPU time for one page: what a page costs whatever else loads the machine. */
  cpuMsPerPage?: number;
}

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });

const engines = await benchEngines(SERVER_URL, ONLY);

const rows: Row[] = [];
for (const engine of engines) {
  const dataDir = join(WORK_DIR, engine.name);
  const fillMs = await fillDatabase({ ...engine, env: { ...engine.env, BUILD_DIR: BUILDS[0] } }, dataDir, LISTINGS, PORT);
  console.log(`\n${engine.name}: demo data + ${LISTINGS} listings ready in ${(fillMs / 1000).toFixed(1)} s`);
  for (const build of BUILDS) {
    let measuredFrom = 0;
    const profileDir = join(WORK_DIR, `profile-${engine.name}-${build}`);
    const server = await startServer({
      port: PORT,
      env: { ...engine.env, DATA_DIR: dataDir, SEED_DEMO: "false", BUILD_DIR: build },
      args: PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    });
    try {
      // Browse's cards carry price ratings: the first one waits for the price model's fit over every listing.
      // On a connection of its own: fetch's pool would reuse it after the server closed it as idle.
      await new Promise((resolve, reject) => get(`${server.base}/listings`, { agent: false }, (res) => res.resume().on("end", resolve)).on("error", reject));
      const idleAfterMs = await untilIdle(server.child.pid);
      measuredFrom = Number(process.hrtime.bigint() / 1000n);
      console.log(`  ${build}: server idle ${(idleAfterMs / 1000).toFixed(0)} s after it answered (start-up work done before measuring)`);
      // Every cookie Chromium holds once signed in through the form, as the member's browser sends them.
      const { cookie, listed } = await onceMore(async () => {
        const cookie = await browserCookies(server.base, "acheteur@demo.autoafrique.africa", "demo12345");
        const shared = await publicPages(server.base);
        return { cookie, listed: [...shared, ...(await memberPages(server.base, cookie, shared))] };
      });
      const pages: Page[] = [{ name: "/healthz (baseline)", path: "/healthz" }, ...listed].filter(
        (page) => !ONLY_PAGES || page.path === "/healthz" || ONLY_PAGES.some((name) => page.name.startsWith(name)),
      );
      for (const page of pages) {
        const url = server.base + page.path;
        const options = { connections: CONNECTIONS, cookie: page.member ? cookie : undefined };
        await load(url, { ...options, seconds: WARM_UP_SECONDS });
        const cpuBefore = processCpuMs(server.child.pid);
        const figures = await load(url, { ...options, seconds: SECONDS });
        const cpuAfter = processCpuMs(server.child.pid);
        const served = figures.perSecond * SECONDS;
        const cpuMsPerPage = cpuBefore !== undefined && cpuAfter !== undefined && served > 0 ? (cpuAfter - cpuBefore) / served : undefined;
        rows.push({ engine: engine.name, build, page: page.name, member: page.member === true, cpuMsPerPage, ...figures });
        const who = page.member ? "member " : "visitor";
        console.log(
          `  ${build} ${who} ${page.name.padEnd(26)} ${figures.perSecond.toFixed(0).padStart(6)} /s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}  CPU ${cpuMsPerPage?.toFixed(2) ?? "?"} ms a page`,
        );
      }
    } finally {
      await server.stop();
    }
    if (PROFILE) printProfile(join(profileDir, readdirSync(profileDir)[0]), measuredFrom);
  }
  await engine.drop();
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
console.log(
  `\n${LISTINGS} listings, ${CONNECTIONS} connections, ${SECONDS} s a page, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}\n`,
);
console.log(
  cell(["database", "build", "who", "page", "pages/s", "× healthz", "member / visitor", "p50 ms", "p99 ms", "errors", "KB a page", "CPU ms a page", "target"]),
);
console.log(cell(["---", "---", "---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---"]));
let missed = 0;
for (const row of rows) {
  const same = rows.filter((r) => r.engine === row.engine && r.build === row.build);
  const baseline = same.find((r) => r.page.startsWith("/healthz"));
  const asVisitor = row.member ? same.find((r) => !r.member && r.page === row.page) : undefined;
  const targeted = row !== baseline;
  const met = row.perSecond >= TARGETS[row.engine] && row.p99 <= P99_TARGET_MS && row.errors === 0;
  if (targeted && !met) missed++;
  console.log(
    cell([
      row.engine,
      row.build,
      row === baseline ? "" : row.member ? "member" : "visitor",
      row.page,
      row.perSecond.toFixed(0),
      baseline ? (row.perSecond / baseline.perSecond).toFixed(3) : "",
      asVisitor ? (row.perSecond / asVisitor.perSecond).toFixed(3) : "",
      row.p50,
      row.p99,
      row.errors,
      (row.bytesPerPage / 1024).toFixed(1),
      row.cpuMsPerPage?.toFixed(2) ?? "",
      targeted ? (met ? "met" : `missed (≥ ${TARGETS[row.engine]}/s, p99 ≤ ${P99_TARGET_MS} ms)`) : "",
    ]),
  );
}
if (missed) console.log(`\n${missed} page(s) below target.`);

/**
 * Runs `work` again once if a connection was reset: after the server's idle minutes, fetch's pool
 * may hand out a connection the server has just closed.
 */
async function onceMore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!String((error as { cause?: unknown }).cause).includes("ECONNRESET")) throw error;
    return work();
  }
}
