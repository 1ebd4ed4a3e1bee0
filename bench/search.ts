// Browse query at scale: seeds BENCH_LISTINGS (default 100 000) deterministic listings, ~80 % sales
// and ~20 % rentals in the one listings table, into an in-memory PGlite and a fresh PostgreSQL
// database, then times `searchListings` for typical filter/sort combinations of both tabs and the
// baseline (load every visible listing of the country and kind, filter and sort in the process with
// the plain-code rules) on the same data; every page must equal the baseline's. About 1 % of the
// rows are promoted (ADR 0053): "Plus récent" and "Année" pages start with them. First pages also
// time the 'Marque' / 'Modèle' numbers (`brandModelCounts`), checked against plain code, alone and
// with the page as /listings reads them. Target on PostgreSQL: p95 ≤ 5 ms a page, ≤ 30 ms a first
// page with its numbers. BENCH_DATABASE_URL names the server (a database is created and dropped);
// BENCH_EXPLAIN=1 prints the PostgreSQL plans.
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { parseBrowseQuery } from "../app/features/listings/browse-query.ts";
import { compareListings, matchesCriteria, type SearchCriteria, searchCriteria } from "../app/features/listings/search-criteria.ts";
import { COUNT_CAP, PAGE_SIZE, type SearchPage, brandModelCounts, searchListings } from "../app/features/listings/search.server.ts";
import type { BrandModelCounts } from "../app/features/listings/browse/choice-counts.ts";
import { modelsFor } from "../app/lib/vehicles.ts";
import { DEFAULT_COUNTRY } from "../app/lib/countries.ts";
import { type Database, PGLITE_EXTENSIONS, db, pgliteDatabase, postgresDatabase, setDatabase } from "../app/server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../app/server/schema.ts";
import { insertBenchListings } from "./search/listings.ts";
import { adminQuery, dropDatabase } from "./support/postgres-admin.ts";
import { sequentialTimes } from "./support/timing.ts";

type Kind = (typeof listings.$inferSelect)["kind"];

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
const TARGET_MS = 5;
/** The first page's whole database work: the page, its count and the 'Marque'/'Modèle' numbers. */
const PAGE_TARGET_MS = 30;
const WARM_UP = 5;
/** Every query and its baseline read promotions at this one instant (about 1 % of the rows are promoted). */
const NOW = new Date();

const COMBINATIONS = [
  { name: "default", query: "", page: 1 },
  { name: "search", query: "search=toyota+corolla", page: 1 },
  { name: "price + gearbox", query: "priceMin=3000000&priceMax=15000000&transmission=automatic&sort=price", page: 1 },
  { name: "4x4 since 2015", query: "category=4x4&yearMin=2015&sort=year", page: 1 },
  { name: "make + fuel", query: "search=citroen&fuelType=diesel&sort=mileage", page: 1 },
  { name: "deep page", query: "", page: 20 },
  { name: "brand", query: "brand=Toyota", page: 1 },
  { name: "brand + model", query: "brand=Toyota&model=Corolla&sort=price", page: 1 },
  { name: "rare brand", query: "brand=Suzuki&sort=mileage", page: 1 },
  { name: "model + year", query: "brand=Peugeot&model=3008&yearMin=2015&sort=year", page: 1 },
  { name: "default", query: "type=location", page: 1 },
  { name: "search", query: "type=location&search=toyota+prado", page: 1 },
  { name: "price per day", query: "type=location&priceMin=20000&priceMax=60000&sort=price", page: 1 },
  { name: "deep page", query: "type=location", page: 20 },
  { name: "brand + model", query: "type=location&brand=Toyota&model=Land%20Cruiser&sort=price", page: 1 },
];

interface Engine {
  name: string;
  runs: number;
  baselineRuns: number;
  open(): Promise<Database>;
}

interface Result {
  engine: string;
  combination: (typeof COMBINATIONS)[number];
  kind: Kind;
  query: number[];
  baseline: number[];
  results: string;
  raw: number;
  gzip: number;
  /** Same ids in the same order as the baseline's page, and (first pages) the same capped count. */
  same: boolean;
  /** First pages: the choices' numbers alone, and the page with them as the browse page reads them. */
  counts: number[] | null;
  whole: number[] | null;
  countsSame: boolean;
}

const results: Result[] = [];
const pulled: { engine: string; kind: Kind; rows: number; raw: number; gzip: number; insertMs: number }[] = [];
let seeded = { sales: 0, rentals: 0 };

const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.ceil((p / 100) * samples.length) - 1];
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const kb = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

async function seed() {
  const start = performance.now();
  seeded = await insertBenchListings(LISTINGS);
  return performance.now() - start;
}

/** The baseline: every column of every visible listing of the country and kind, then plain code. */
const loadCountry = (kind: Kind) =>
  db()
    .select()
    .from(listings)
    .where(and(eq(listings.kind, kind), eq(listings.country, DEFAULT_COUNTRY.code), LISTING_VISIBLE));

async function baseline(criteria: SearchCriteria, page: number) {
  const matching = (await loadCountry(criteria.kind)).filter((l) => matchesCriteria(l, criteria)).sort(compareListings(criteria.sort, NOW));
  return { page: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), matches: matching.length };
}

/** The 'Marque' and 'Modèle' numbers by the plain-code rules over the country's rows. */
async function baselineCounts(criteria: SearchCriteria): Promise<BrandModelCounts> {
  const free = { ...criteria, brand: null, model: null };
  const brands: Record<string, number> = {};
  const models: Record<string, number> = {};
  for (const l of (await loadCountry(criteria.kind)).filter((row) => matchesCriteria(row, free))) {
    brands[l.brand] = (brands[l.brand] ?? 0) + 1;
    if (l.brand === criteria.brand && modelsFor(l.brand).includes(l.model)) models[l.model] = (models[l.model] ?? 0) + 1;
  }
  return { brands, brand: criteria.brand, models };
}

const sameCounts = (a: BrandModelCounts, b: BrandModelCounts) => {
  const sorted = (r: Readonly<Record<string, number>>) => JSON.stringify(Object.entries(r).sort(([x], [y]) => (x < y ? -1 : 1)));
  return a.brand === b.brand && sorted(a.brands) === sorted(b.brands) && sorted(a.models) === sorted(b.models);
};

/** Whether `searchListings` shows what the plain-code rules give: the same page and, when counted, the same capped count. */
function sameAsBaseline(page: SearchPage, reference: Awaited<ReturnType<typeof baseline>>): boolean {
  const samePage = page.listings.map((l) => l.id).join() === reference.page.map((l) => l.id).join();
  const sameCount = page.total === null || (page.total.count === Math.min(reference.matches, COUNT_CAP) && page.total.capped === reference.matches > COUNT_CAP);
  return samePage && sameCount;
}

type QueryFunction = (config: string | { text: string; values?: unknown[] }, values?: unknown[]) => Promise<pg.QueryResult>;

/** The plan shape, index use, buffers and execution time of each statement `searchListings` runs. */
async function explain(database: Database, criteria: SearchCriteria, after: string | null): Promise<string[]> {
  // Drizzle's query builder hands each statement, as text and bind parameters, to the pool.
  const pool = (database.db as unknown as { $client: { query: QueryFunction } }).$client;
  const query = pool.query;
  const statements: { text: string; values: unknown[] }[] = [];
  pool.query = (config, values) => {
    const text = typeof config === "string" ? config : config.text;
    statements.push({ text, values: values ?? (typeof config === "string" ? [] : (config.values ?? [])) });
    return query.call(pool, config, values);
  };
  try {
    await searchListings(criteria, { after, now: NOW });
  } finally {
    pool.query = query;
  }
  const lines: string[] = [];
  for (const statement of statements) {
    const result = await pool.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
    const plan = (result.rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]);
    const nodes = plan.flatMap((l) => l.match(/^\s*(?:->\s+)?([A-Z].*?)(?: on listings)?\s+\(cost=/)?.[1] ?? []);
    const index = nodes.some((n) => n.includes("Index")) ? "index used" : "NO INDEX";
    const label = /count\(\*\)/.test(statement.text) ? "count   " : /hashint4extended/.test(statement.text) ? "promoted" : "page    ";
    // A Sort node means every match is read and sorted instead of walking a browse index in order;
    // the promoted places are sorted by design, but only the few rows promoted now.
    const sort = nodes.includes("Sort") ? (label === "promoted" ? ", sorts the promoted rows" : ", SORTS ALL MATCHES") : "";
    // The top node's buffers count every page the statement touched.
    const buffers =
      plan
        .find((l) => l.trim().startsWith("Buffers:"))
        ?.trim()
        .replace("Buffers: ", "") ?? "no buffers";
    const total = plan.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
    const planning = plan.find((l) => l.startsWith("Planning Time"))?.replace("Planning Time: ", "") ?? "?";
    lines.push(`    ${label}: ${nodes.join(" ← ")} [${index}${sort}, ${buffers}, ${total}, planned in ${planning}]`);
  }
  return lines;
}

async function bench(engine: Engine) {
  const database = await engine.open();
  try {
    await database.migrate();
    setDatabase(database);
    const insertMs = await seed();
    for (const kind of ["sale", "rental"] as const) {
      const all = await loadCountry(kind);
      const json = JSON.stringify(all);
      pulled.push({ engine: engine.name, kind, rows: all.length, raw: Buffer.byteLength(json), gzip: gzipSync(json).length, insertMs });
    }
    console.log(
      `\n${engine.name}: ${LISTINGS} listings (${seeded.sales} sales, ${seeded.rentals} rentals) inserted, vacuumed and analysed in ${(insertMs / 1000).toFixed(1)} s`,
    );

    for (const combination of COMBINATIONS) {
      const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(combination.query)), DEFAULT_COUNTRY);
      const label = `${criteria.kind.padEnd(6)} ${combination.name.padEnd(15)}`;
      let after: string | null = null;
      let p = 1;
      for (; p < combination.page; p++) {
        after = (await searchListings(criteria, { after, now: NOW })).next;
        if (after === null) break;
      }
      if (p < combination.page) {
        console.log(`  ${label} skipped: only ${p} pages at ${LISTINGS} listings`);
        continue;
      }
      const page = await searchListings(criteria, { after, now: NOW });
      const query = await sequentialTimes(engine.runs, () => searchListings(criteria, { after, now: NOW }), WARM_UP);
      const reference = await baseline(criteria, combination.page);
      const baselineTimes = await sequentialTimes(engine.baselineRuns, () => baseline(criteria, combination.page));
      const first = combination.page === 1;
      const counts = first ? await sequentialTimes(engine.runs, () => brandModelCounts(criteria), WARM_UP) : null;
      const whole = first
        ? await sequentialTimes(engine.runs, () => Promise.all([searchListings(criteria, { now: NOW }), brandModelCounts(criteria)]), WARM_UP)
        : null;
      const countsSame = !first || sameCounts(await brandModelCounts(criteria), await baselineCounts(criteria));
      const body = JSON.stringify(page.listings);
      const count = page.total ? `${page.total.count}${page.total.capped ? "+" : ""}` : "—";
      const same = sameAsBaseline(page, reference);
      results.push({
        engine: engine.name,
        combination,
        kind: criteria.kind,
        query,
        baseline: baselineTimes,
        results: `${count} (${reference.matches})`,
        raw: Buffer.byteLength(body),
        gzip: gzipSync(body).length,
        same,
        counts,
        whole,
        countsSame,
      });
      const withCounts = whole ? `  with the choices' numbers p95 ${ms(percentile(whole, 95))} ms` : "";
      console.log(
        `  ${label} p50 ${ms(percentile(query, 50))} ms  p95 ${ms(percentile(query, 95))} ms${withCounts}  baseline p50 ${ms(percentile(baselineTimes, 50))} ms${same ? "" : "  DIFFERS FROM THE BASELINE"}${countsSame ? "" : "  NUMBERS DIFFER"}`,
      );
      if (EXPLAIN && database.kind === "postgres") console.log((await explain(database, criteria, after)).join("\n"));
    }
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

const pgName = `bench_search_${process.pid}`;
const engines: Engine[] = [
  { name: "PGlite", runs: 30, baselineRuns: 5, open: async () => pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS })) },
  {
    name: "PostgreSQL",
    runs: 50,
    baselineRuns: 10,
    async open() {
      await adminQuery(SERVER_URL, `CREATE DATABASE "${pgName}"`);
      const url = new URL(SERVER_URL);
      url.pathname = `/${pgName}`;
      return postgresDatabase(url.toString());
    },
  },
];

const started = performance.now();
// Timings are wall-clock: other work on the machine shows up in the p95.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();
try {
  for (const engine of engines) await bench(engine);
} finally {
  await dropDatabase(SERVER_URL, pgName);
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
console.log(
  `\n## Browse query, ${LISTINGS} listings (${seeded.sales} sales, ${seeded.rentals} rentals), country ${DEFAULT_COUNTRY.code}, ${PAGE_SIZE} per page\n`,
);
console.log(
  cell([
    "database",
    "tab",
    "combination",
    "URL query",
    "p50 ms",
    "p95 ms",
    "choices' numbers p50 / p95 ms",
    "page + numbers p50 / p95 ms",
    "count shown (exact)",
    "page JSON raw / gzip",
    "baseline p50 ms",
    "baseline p95 ms",
    "baseline / query p50",
    "same as baseline",
  ]),
);
console.log(cell(Array(14).fill("---")));
const pair = (times: number[] | null) => (times ? `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}` : "—");
for (const r of results) {
  const q50 = percentile(r.query, 50);
  const b50 = percentile(r.baseline, 50);
  const url = `\`?${r.combination.query}\`${r.combination.page > 1 ? ` page ${r.combination.page} (after=…)` : ""}`;
  console.log(
    cell([
      r.engine,
      r.kind,
      r.combination.name,
      url,
      ms(q50),
      ms(percentile(r.query, 95)),
      pair(r.counts),
      pair(r.whole),
      r.results,
      `${kb(r.raw)} / ${kb(r.gzip)}`,
      ms(b50),
      ms(percentile(r.baseline, 95)),
      `${(b50 / q50).toFixed(0)}×`,
      r.same ? "yes" : "**no**",
    ]),
  );
}
console.log("\n## What the baseline pulls from the database (every visible listing of the country and kind, all columns)\n");
console.log(cell(["database", "tab", "rows", "JSON raw", "JSON gzip", "insert + vacuum analyze (both tabs)"]));
console.log(cell(Array(6).fill("---")));
for (const p of pulled) console.log(cell([p.engine, p.kind, p.rows, kb(p.raw), kb(p.gzip), `${(p.insertMs / 1000).toFixed(1)} s`]));

console.log(
  `\nTarget: PostgreSQL p95 ≤ ${TARGET_MS} ms for every combination's page, ≤ ${PAGE_TARGET_MS} ms for a first page with the choices' numbers, at ${LISTINGS} listings`,
);
let failed = false;
for (const r of results.filter((r) => r.engine === "PostgreSQL")) {
  const p95 = percentile(r.query, 95);
  const whole = r.whole ? percentile(r.whole, 95) : null;
  const pass = p95 <= TARGET_MS && (whole === null || whole <= PAGE_TARGET_MS) && r.same && r.countsSame;
  failed ||= !pass;
  const withNumbers = whole === null ? "" : `, with the choices' numbers ${ms(whole)} ms (≤ ${PAGE_TARGET_MS})`;
  console.log(
    `${pass ? "PASS" : "FAIL"} ${r.kind} ${r.combination.name}: p95 ${ms(p95)} ms${withNumbers}${r.same ? "" : ", differs from the baseline"}${r.countsSame ? "" : ", numbers differ"}`,
  );
}
// A page that differs from the baseline is a wrong answer on any database.
for (const r of results.filter((r) => r.engine !== "PostgreSQL" && !(r.same && r.countsSame))) {
  failed = true;
  console.log(`FAIL ${r.engine} ${r.kind} ${r.combination.name}: differs from the baseline`);
}
console.log(`\n${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${load()} at the end`);
console.log(`Total run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
