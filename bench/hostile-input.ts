// Hostile input: builds, seeds a fresh database (the embedded one, then PostgreSQL when
// BENCH_DATABASE_URL or the local server answers; BENCH_ENGINE=PGlite or PostgreSQL for one) with
// the fuzz test's accounts and listings, starts `node server.ts` on it trusting one proxy, and sends
// it every hostile request of the fuzz test (tests/support/hostile-requests.ts: every route's
// parameters, query, cookies and actions, as a visitor, a member and an administrator),
// BENCH_CONCURRENCY (default 4) at a time. Prints the requests sent, their answers and the 5xx (must
// be 0). Then, in this process, what the input cleaning costs (ADR 0022) against a baseline in the
// same run: a typical form read by `readForm` (byte budget and cleaning) against the same body read
// by `Request.formData()` alone, the cleaning alone per field, and the address check per request
// against reading the same address's query. Fails when any answer is a 5xx.
import { execSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { addDays, dayOf } from "../app/lib/calendar-day.ts";
import { openDatabase, setDatabase } from "../app/server/db.server.ts";
import { readForm, withoutControls } from "../app/server/read-form.server.ts";
import { isReadableUrl } from "../server/readable-urls.ts";
import { HOSTILE_ACCOUNTS, seedHostileFixtures } from "../tests/support/hostile-fixtures.ts";
import { type Role, expressLevelRequests, hostileRequests, sendAll, serverErrors } from "../tests/support/hostile-requests.ts";
import { benchEngines } from "./http/prepare-database.ts";
import { signInCookie, startServer } from "./support/server-process.ts";
import { percentile } from "./support/timing.ts";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ONLY = process.env.BENCH_ENGINE;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PORT = 3197;
const WORK_DIR = "./data/bench-hostile-input";
// What the seeding writes (a banner's image, mails) stays with the bench's data.
process.env.DATA_DIR = WORK_DIR;

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });

const engines = await benchEngines(SERVER_URL, ONLY);

const today = dayOf(new Date());
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();
let failed = false;

console.log(`\n## Hostile requests against the production server, ${CONCURRENCY} at a time\n`);
console.log(cell(["database", "requests", "seconds", "requests/s", "p50 ms", "p95 ms", "5xx", "answers"]));
console.log(cell(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---"]));
for (const engine of engines) {
  const dataDir = join(WORK_DIR, engine.name);
  const database = await openDatabase({ url: engine.env.DATABASE_URL, dataDir });
  setDatabase(database);
  await database.migrate();
  const fixtures = await seedHostileFixtures();
  await database.close();
  setDatabase(undefined);
  const server = await startServer({ port: PORT, env: { ...engine.env, DATA_DIR: dataDir, SEED_DEMO: "false", TRUST_PROXY: "1", LOG_LEVEL: "error" } });
  try {
    const cookies: Record<Role, string> = {
      visitor: "",
      member: await signInCookie(server.base, HOSTILE_ACCOUNTS.member, HOSTILE_ACCOUNTS.password),
      admin: await signInCookie(server.base, HOSTILE_ACCOUNTS.admin, HOSTILE_ACCOUNTS.password),
    };
    const requests = [...expressLevelRequests(), ...hostileRequests({ fixtures, day: (offset) => addDays(today, offset) })];
    const started = performance.now();
    const answered = await sendAll(server.base, requests, cookies, CONCURRENCY);
    const seconds = (performance.now() - started) / 1000;
    const failures = serverErrors(answered);
    const latencies = answered.map((a) => a.ms);
    const statuses = Object.entries(Object.groupBy(answered, (a) => a.status)).map(([status, all]) => `${status}×${all?.length}`);
    console.log(
      cell([
        engine.name,
        answered.length,
        seconds.toFixed(1),
        (answered.length / seconds).toFixed(0),
        percentile(latencies, 50).toFixed(1),
        percentile(latencies, 95).toFixed(1),
        failures.length,
        statuses.join(" "),
      ]),
    );
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
    failed ||= failures.length > 0;
  } finally {
    await server.stop();
    await engine.drop();
  }
}

// What the cleaning costs, in this process.
const FORM = new URLSearchParams({
  intent: "book",
  startDate: addDays(today, 20),
  endDate: addDays(today, 22),
  notes: "Arrivée vers 10 h à l'aéroport, remise du véhicule au parking P2.\nMerci !",
  firstName: "Aminata",
  lastName: "Coulibaly",
  phone: "+2250748213590",
  city: "Abidjan",
}).toString();
const DIRTY_FORM = FORM.replace("Merci", "Mer%00ci%1B");
const FIELDS = new URLSearchParams(FORM).size;
const request = (body: string) =>
  new Request("http://localhost:3000/rental/x", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
const URLS = [
  "/listings?type=location&search=prado&priceMax=60000&sort=price",
  "/listings?search=C%C3%B4te%20d%27Ivoire%20diesel&type=vente",
  "/rental/2b1f0d3c-8a52-4c47-9a1e-2f6d1f0c9e11?tab=reserver",
  "/sell/evaluer?brand=Toyota&model=Corolla&year=2018&mileage=80000&condition=good&country=CI&city=Abidjan",
];

/** Nanoseconds per call (p50 of batches of `batch` calls), after a warm-up. */
async function nsPerCall(run: () => unknown, batch = 200, batches = 200): Promise<number> {
  for (let i = 0; i < batch * 20; i++) await run();
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) await run();
    samples.push(Number(process.hrtime.bigint() - started) / batch);
  }
  return percentile(samples, 50);
}

const parsed = await request(FORM).formData();
const parsedDirty = await request(DIRTY_FORM).formData();
const figures = {
  baselineRead: await nsPerCall(() => request(FORM).formData(), 20, 200),
  readForm: await nsPerCall(() => readForm(request(FORM)), 20, 200),
  cleanOnly: await nsPerCall(() => withoutControls(parsed)),
  cleanDirty: await nsPerCall(() => withoutControls(parsedDirty)),
  baselineUrl: await nsPerCall(() => URLS.map((url) => [...new URL(url, "http://localhost").searchParams].length)),
  urlCheck: await nsPerCall(() => URLS.map(isReadableUrl)),
};
const us = (ns: number) => (ns / 1000).toFixed(1);
console.log(`\n## What the cleaning costs (ADR 0022), p50, in this process\n`);
console.log(cell(["what", "baseline", "with the rule", "the rule alone", "share"]));
console.log(cell(["---", "---:", "---:", "---:", "---:"]));
console.log(
  cell([
    `a ${FIELDS}-field form read (µs)`,
    `${us(figures.baselineRead)} (Request.formData)`,
    `${us(figures.readForm)} (readForm: budget + cleaning)`,
    `${us(figures.cleanOnly)} (${(figures.cleanOnly / FIELDS).toFixed(0)} ns a field)`,
    `${((figures.cleanOnly / figures.readForm) * 100).toFixed(1)} %`,
  ]),
);
console.log(
  cell([
    `the same form with NUL and ESC in a field (µs)`,
    "",
    "",
    `${us(figures.cleanDirty)} (rebuilt)`,
    `${((figures.cleanDirty / figures.readForm) * 100).toFixed(1)} %`,
  ]),
);
console.log(
  cell([
    "an address checked (ns a request)",
    `${(figures.baselineUrl / URLS.length).toFixed(0)} (new URL + its query read)`,
    "",
    `${(figures.urlCheck / URLS.length).toFixed(0)} (isReadableUrl)`,
    `${((figures.urlCheck / figures.baselineUrl) * 100).toFixed(0)} % of reading it`,
  ]),
);
console.log(`\nNo request answered 5xx: ${failed ? "FAIL" : "PASS"}`);
console.log(`${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${load()} at the end`);
process.exit(failed ? 1 : 0);
