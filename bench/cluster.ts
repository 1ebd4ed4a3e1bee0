// Members' pages a second with one server process and with two (`WEB_CONCURRENCY=2`, node:cluster
// sharing one port), on one fresh PostgreSQL database with the demo data, printed side by side in
// one run. The load is the pages a signed-in member opens (favourites, messages, a conversation,
// bookings, dashboard, profile) in turn, BENCH_CONNECTIONS (default 20) at once for BENCH_SECONDS
// (default 10) after a 3 s warm-up, from autocannon in this process. Beside each figure: how busy
// the whole machine was and how much of it the load generator itself took, which is what bounds the
// ratio on a small machine (the same cores run the load, the servers and PostgreSQL).
// Uses BUILD_DIR (built if missing), BENCH_PORT (default 3425), CLUSTER_DATABASE_URL.
import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import { ensureBuild, freshDatabase, startAppServer } from "../tests/cluster/cluster.ts";
import { browserCookies } from "./support/browser-cookies.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3425);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Busy and total CPU ticks of the whole machine so far (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** CPU milliseconds so far of the processes `pick` chooses, by their name and parent (/proc). */
function cpuMsOf(pick: (name: string, pid: number, parent: number) => boolean): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (pick(name, Number(entry), Number(fields[1]))) total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {}
  }
  return total;
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of all the machine's cores that were busy during the run. */
  machineBusy: number;
  /** Share of all the machine's cores taken by this process (the load generator). */
  loadShare: number;
  /** Shares taken by the app's processes (primary and workers) and by PostgreSQL's. */
  serverShare: number;
  postgresShare: number;
}

async function measure(base: string, serverPid: number, cookie: string, paths: string[]): Promise<Figures> {
  const servers = () => cpuMsOf((_name, pid, parent) => pid === serverPid || parent === serverPid);
  const postgres = () => cpuMsOf((name) => name === "postgres");
  const headers = { cookie, accept: "text/html", "accept-encoding": "gzip", "accept-language": "fr-FR,fr;q=0.9" };
  const requests = paths.map((path) => ({ method: "GET" as const, path, headers }));
  await autocannon({ url: base, connections: CONNECTIONS, duration: WARM_UP_SECONDS, requests });
  const ticks = machineTicks();
  const cpu = process.cpuUsage();
  const [serversBefore, postgresBefore] = [servers(), postgres()];
  const started = performance.now();
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const after = machineTicks();
  const capacity = wallMs * availableParallelism();
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    machineBusy: (after.busy - ticks.busy) / (after.total - ticks.total),
    loadShare: (used.user + used.system) / 1000 / capacity,
    serverShare: (servers() - serversBefore) / capacity,
    postgresShare: (postgres() - postgresBefore) / capacity,
  };
}

async function main() {
  ensureBuild();
  const database = await freshDatabase();
  const rows: { label: string; figures: Figures }[] = [];
  try {
    for (const [label, workers] of [
      ["1 server", 1],
      ["2 servers (WEB_CONCURRENCY=2)", 2],
    ] as const) {
      const server = await startAppServer("bench", PORT, {
        DATABASE_URL: database.url,
        SEED_DEMO: "true",
        WEB_CONCURRENCY: String(workers),
        JOBS_TIME_SCALE: "1",
      });
      try {
        const cookie = await browserCookies(server.base, "acheteur@demo.autoafrique.africa", "demo12345");
        const inbox = await (await fetch(`${server.base}/messages`, { headers: { cookie } })).text();
        const conversation = new RegExp(`href="(/messages/${UUID})"`).exec(inbox)?.[1];
        if (!conversation) throw new Error("the demo buyer has no conversation to open");
        const paths = ["/favorites", "/messages", conversation, "/bookings", "/dashboard", "/profile"];
        const figures = await measure(server.base, server.child.pid as number, cookie, paths);
        rows.push({ label, figures });
        console.log(`  ${label}: ${figures.perSecond.toFixed(0)} pages/s`);
      } finally {
        await server.terminate();
      }
    }
  } finally {
    await database.drop();
  }

  const pct = (n: number) => `${(n * 100).toFixed(0)} %`;
  console.log(
    `\nMembers' pages (6 pages in turn), ${CONNECTIONS} connections, ${SECONDS} s, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}\n`,
  );
  console.log("| servers | pages/s | × 1 server | p50 ms | p99 ms | errors | machine busy | app servers | PostgreSQL | load generator | CPU ms a page (app) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  const one = rows[0]?.figures.perSecond ?? Number.NaN;
  for (const { label, figures: f } of rows) {
    console.log(
      `| ${label} | ${f.perSecond.toFixed(0)} | ${(f.perSecond / one).toFixed(2)} | ${f.p50} | ${f.p99} | ${f.errors} | ${pct(f.machineBusy)} | ${pct(f.serverShare)} | ${pct(f.postgresShare)} | ${pct(f.loadShare)} | ${((f.serverShare * SECONDS * 1000 * availableParallelism()) / (f.perSecond * SECONDS)).toFixed(1)} |`,
    );
  }
  const two = rows[1]?.figures;
  if (two) {
    console.log(
      `\nWith two servers the machine's ${availableParallelism()} cores were ${pct(two.machineBusy)} busy: the app servers took ${pct(two.serverShare)}, ` +
        `PostgreSQL ${pct(two.postgresShare)}, the load generator ${pct(two.loadShare)}, other processes the rest. A second server can only ` +
        `use what the first left idle, so the ratio is bounded by the free cores (at most ${availableParallelism()}× here, less what PostgreSQL ` +
        `and the load take); the CPU a page costs the app stays the same.`,
    );
  }
  if (rows.some((r) => r.figures.errors > 0)) process.exitCode = 1;
}

await main();
