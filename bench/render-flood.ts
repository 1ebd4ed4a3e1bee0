// One client asking for page after page no cache holds, and what everyone else gets meanwhile.
// Builds, seeds the demo data (plus BENCH_LISTINGS generated listings, default 0) on the embedded
// database, then PostgreSQL when it answers (BENCH_ENGINE=PGlite or PostgreSQL for one), and starts
// `node server.ts` behind one trusted proxy (TRUST_PROXY=1), so that each client comes from its own
// address. Victims, each from its own address at a steady rate: /healthz, a visitor's /listings
// and sale page, a member's /favorites and /messages with every cookie Chromium holds after signing
// in. Three phases of BENCH_SECONDS (default 10) each: calm (the baseline of the same run), under
// the flood (BENCH_CONNECTIONS, default 6, connections of one address asking in turn for
// `/?x=<new>`, `/listing/{id}?x=<new>` and `/listings?priceMax=<new>`, `Accept-Encoding: identity`,
// as fast as they are answered), and 3 s after it stopped. Target: every victim's p99 ≤ 250 ms
// under the flood and after it, no error. BENCH_CWD=<checkout> runs another checkout's server
// (built there) on the same data, to compare with it.
import { execSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { benchEngines, fillDatabase } from "./http/prepare-database.ts";
import { browserCookies } from "./support/browser-cookies.ts";
import { startServer } from "./support/server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 6);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 0);
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CWD = process.env.BENCH_CWD ? resolve(process.env.BENCH_CWD) : undefined;
const WORK_DIR = resolve("./data/bench-render-flood");
const P99_TARGET_MS = 250;
/** Each victim's requests a second: a person on a phone, several of them. */
const VICTIM_RATE = 10;
const PHONE = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

interface Victim {
  name: string;
  path: string;
  address: string;
  member: boolean;
}

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

interface Row extends Figures {
  engine: string;
  phase: string;
  page: string;
}

function victimLoad(base: string, victim: Victim, cookie: string, seconds: number) {
  return autocannon({
    url: base + victim.path,
    connections: 2,
    overallRate: VICTIM_RATE,
    duration: seconds,
    headers: {
      "user-agent": PHONE,
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      "accept-encoding": "gzip, deflate, br",
      "x-forwarded-for": victim.address,
      ...(victim.member ? { cookie } : {}),
    },
  });
}

/** The flood: one address, a new query string each time, nothing compressed. */
function flood(base: string, listingId: string, seconds: number) {
  let n = 0;
  const statuses = new Map<number, number>();
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => ((finished = resolve), (failed = reject)));
  const options: autocannon.Options = {
    url: base,
    connections: FLOOD_CONNECTIONS,
    duration: seconds,
    headers: { "user-agent": PHONE, "accept-encoding": "identity", "x-forwarded-for": "203.0.113.66" },
    requests: [
      {
        setupRequest: (request) => {
          n++;
          const unique = `${Date.now().toString(36)}${n}`;
          const paths = [`/?x=${unique}`, `/listing/${listingId}?x=${unique}`, `/listings?priceMax=${1_000_000 + n}`];
          return { ...request, path: paths[n % paths.length] };
        },
      },
    ],
  };
  const instance = autocannon(options, (error, result) => (error ? failed(error) : finished(result)));
  instance.on("response", (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  return { done, statuses };
}

function figuresOf(result: autocannon.Result): Figures {
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function victimsFor(base: string, victims: Victim[], cookie: string, seconds: number): Promise<Map<string, Figures>> {
  const results = await Promise.all(victims.map((victim) => victimLoad(base, victim, cookie, seconds)));
  return new Map(victims.map((victim, i) => [victim.name, figuresOf(results[i]!)]));
}

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit", cwd: CWD });
rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });

const rows: Row[] = [];
const floods: { engine: string; perSecond: number; statuses: Map<number, number> }[] = [];
for (const engine of await benchEngines(SERVER_URL, process.env.BENCH_ENGINE)) {
  const dataDir = join(WORK_DIR, engine.name);
  await fillDatabase(engine, dataDir, LISTINGS, PORT);
  const server = await startServer({ port: PORT, cwd: CWD, env: { ...engine.env, DATA_DIR: dataDir, SEED_DEMO: "false", TRUST_PROXY: "1" } });
  try {
    const listingsHtml = await (await fetch(`${server.base}/listings`)).text();
    const listingId = /\/listing\/([0-9a-f-]{36})/.exec(listingsHtml)?.[1];
    if (!listingId) throw new Error("no listing on /listings");
    const cookie = await browserCookies(server.base, "acheteur@demo.autoafrique.africa", "demo12345");
    console.log(
      `\n${engine.name}: the member's browser holds ${cookie
        .split("; ")
        .map((c) => c.slice(0, c.indexOf("=")))
        .join(", ")}`,
    );
    const victims: Victim[] = [
      { name: "/healthz (baseline)", path: "/healthz", address: "198.51.100.1", member: false },
      { name: "visitor /listings", path: "/listings", address: "198.51.100.2", member: false },
      { name: "visitor sale page", path: `/listing/${listingId}`, address: "198.51.100.3", member: false },
      { name: "member /favorites", path: "/favorites", address: "198.51.100.4", member: true },
      { name: "member /messages", path: "/messages", address: "198.51.100.5", member: true },
    ];
    // Warm: the price model's first fit, each page's first render.
    await victimsFor(server.base, victims, cookie, 3);
    const record = (phase: string, figures: Map<string, Figures>) => {
      for (const [page, f] of figures) rows.push({ engine: engine.name, phase, page, ...f });
    };
    record("calm", await victimsFor(server.base, victims, cookie, SECONDS));
    const attack = flood(server.base, listingId, SECONDS + 1);
    record("under the flood", await victimsFor(server.base, victims, cookie, SECONDS));
    const flooded = await attack.done;
    floods.push({ engine: engine.name, perSecond: flooded.requests.average, statuses: attack.statuses });
    await new Promise((r) => setTimeout(r, 3000));
    record("3 s after", await victimsFor(server.base, victims, cookie, Math.min(SECONDS, 5)));
  } finally {
    await server.stop();
    await engine.drop();
  }
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
console.log(
  `\n${CWD ?? "this checkout"}: ${FLOOD_CONNECTIONS} flooding connections, victims at ${VICTIM_RATE}/s each, ${SECONDS} s a phase, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}\n`,
);
console.log(cell(["database", "phase", "page", "requests", "p50 ms", "p99 ms", "max ms", "errors", "p99 × calm", "target"]));
console.log(cell(["---", "---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---"]));
let missed = 0;
for (const row of rows) {
  const calm = rows.find((r) => r.engine === row.engine && r.page === row.page && r.phase === "calm")!;
  const targeted = row.phase !== "calm";
  const met = row.requests > 0 && row.p99 <= P99_TARGET_MS && row.errors === 0;
  if (targeted && !met) missed++;
  const ratio = calm.p99 > 0 ? (row.p99 / calm.p99).toFixed(1) : "";
  console.log(
    cell([
      row.engine,
      row.phase,
      row.page,
      row.requests,
      row.p50,
      row.p99,
      row.max,
      row.errors,
      row === calm ? "" : ratio,
      targeted ? (met ? "met" : `missed (answered, p99 ≤ ${P99_TARGET_MS} ms, no error)`) : "",
    ]),
  );
}
console.log("");
for (const { engine, perSecond, statuses } of floods) {
  const answers = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  console.log(`${engine}: the flood was answered ${perSecond.toFixed(0)} times a second (${answers})`);
}
if (missed) console.log(`\n${missed} row(s) below target.`);
process.exit(missed ? 1 : 0);
