// Browse query at scale: seeds BENCH_LISTINGS (default 100 000) deterministic sale listings into
// an in-memory PGlite and a fresh PostgreSQL database, then times `searchListings` for six typical
// filter/sort combinations and the seed's approach (load every visible listing of the country,
// filter and sort in the process) on the same data. Target: p95 ≤ 30 ms on PostgreSQL.
// BENCH_DATABASE_URL names the server (a database is created and dropped); BENCH_EXPLAIN=1 prints
// the PostgreSQL plans.
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { and, eq, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { parseBrowseQuery } from "../app/features/listings/browse-query.ts";
import { compareListings, matchesCriteria, type SearchCriteria, searchCriteria } from "../app/features/listings/search-criteria.ts";
import { PAGE_SIZE, searchListings } from "../app/features/listings/search.server.ts";
import { DEFAULT_COUNTRY } from "../app/lib/countries.ts";
import { type Database, PGLITE_EXTENSIONS, db, pgliteDatabase, postgresDatabase, setDatabase } from "../app/server/db.server.ts";
import { profiles, SALE_VISIBLE, saleListings } from "../app/server/schema.ts";
import { benchListings, benchSellers } from "./search/listings.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
const TARGET_MS = 30;
const WARM_UP = 5;
const BATCH = 1000;

const COMBINATIONS = [
  { name: "default", query: "", page: 1 },
  { name: "search", query: "search=toyota+corolla", page: 1 },
  { name: "price + gearbox", query: "priceMin=3000000&priceMax=15000000&transmission=automatic&sort=price", page: 1 },
  { name: "4x4 since 2015", query: "category=4x4&yearMin=2015&sort=year", page: 1 },
  { name: "make + fuel", query: "search=citroen&fuelType=diesel&sort=mileage", page: 1 },
  { name: "deep page", query: "", page: 20 },
];

interface Engine {
  name: string;
  runs: number;
  seedRuns: number;
  open(): Promise<Database>;
}

interface Result {
  engine: string;
  combination: (typeof COMBINATIONS)[number];
  query: number[];
  seed: number[];
  results: string;
  raw: number;
  gzip: number;
  samePage: boolean;
}

const results: Result[] = [];
const pulled: { engine: string; rows: number; raw: number; gzip: number; insertMs: number }[] = [];

const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.ceil((p / 100) * samples.length) - 1];
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const kb = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

async function time(runs: number, warmUp: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await db().execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function seed() {
  const start = performance.now();
  const sellers = benchSellers();
  for (let i = 0; i < sellers.length; i += BATCH) await db().insert(profiles).values(sellers.slice(i, i + BATCH));
  const listings = benchListings(LISTINGS);
  for (let i = 0; i < listings.length; i += BATCH) await db().insert(saleListings).values(listings.slice(i, i + BATCH));
  await db().execute(sql`analyze`);
  return performance.now() - start;
}

/** The seed's approach: every column of every visible listing of the country, then plain code. */
const loadCountry = () =>
  db()
    .select()
    .from(saleListings)
    .where(and(eq(saleListings.country, DEFAULT_COUNTRY.code), SALE_VISIBLE));

async function seedApproach(criteria: SearchCriteria, page: number) {
  const matching = (await loadCountry()).filter((l) => matchesCriteria(l, criteria)).sort(compareListings(criteria.sort));
  return { page: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), matches: matching.length };
}

/** The plan shape, index use and execution time of each statement `searchListings` runs. */
async function explain(database: Database, criteria: SearchCriteria, after: string | null): Promise<string[]> {
  const statements: SQL[] = [];
  const spy = new Proxy(database.db, {
    get: (target, prop, receiver) =>
      prop === "execute"
        ? (query: SQL) => {
            statements.push(query);
            return target.execute(query);
          }
        : Reflect.get(target, prop, receiver),
  });
  setDatabase({ ...database, db: spy });
  try {
    await searchListings(criteria, { after });
  } finally {
    setDatabase(database);
  }
  const lines: string[] = [];
  for (const [i, statement] of statements.entries()) {
    const plan = (await rows<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers off) ${statement}`)).map((r) => r["QUERY PLAN"]);
    const nodes = plan.flatMap((l) => l.match(/^\s*(?:->\s+)?([A-Z].*?)(?: on sale_listings)?\s+\(cost=/)?.[1] ?? []);
    const index = nodes.some((n) => n.includes("Index")) ? "index used" : "NO INDEX";
    // A Sort node means every match is read and sorted instead of walking a browse index in order.
    const sort = nodes.includes("Sort") ? ", SORTS ALL MATCHES" : "";
    const total = plan.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
    lines.push(`    ${i === 0 ? "page " : "count"}: ${nodes.join(" ← ")} [${index}${sort}, ${total}]`);
  }
  return lines;
}

async function bench(engine: Engine) {
  const database = await engine.open();
  try {
    await database.migrate();
    setDatabase(database);
    const insertMs = await seed();
    const all = await loadCountry();
    const json = JSON.stringify(all);
    pulled.push({ engine: engine.name, rows: all.length, raw: Buffer.byteLength(json), gzip: gzipSync(json).length, insertMs });
    console.log(`\n${engine.name}: ${LISTINGS} listings inserted and analysed in ${(insertMs / 1000).toFixed(1)} s`);

    for (const combination of COMBINATIONS) {
      const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(combination.query)), DEFAULT_COUNTRY);
      let after: string | null = null;
      for (let p = 1; p < combination.page; p++) after = (await searchListings(criteria, { after })).next;
      const page = await searchListings(criteria, { after });
      const query = await time(engine.runs, WARM_UP, () => searchListings(criteria, { after }));
      const reference = await seedApproach(criteria, combination.page);
      const seedTimes = await time(engine.seedRuns, 1, () => seedApproach(criteria, combination.page));
      const body = JSON.stringify(page.listings);
      const count = page.total ? `${page.total.count}${page.total.capped ? "+" : ""}` : "—";
      const samePage = page.listings.map((l) => l.id).join() === reference.page.map((l) => l.id).join();
      results.push({
        engine: engine.name,
        combination,
        query,
        seed: seedTimes,
        results: `${count} (${reference.matches})`,
        raw: Buffer.byteLength(body),
        gzip: gzipSync(body).length,
        samePage,
      });
      console.log(`  ${combination.name.padEnd(16)} p50 ${ms(percentile(query, 50))} ms  p95 ${ms(percentile(query, 95))} ms  seed p50 ${ms(percentile(seedTimes, 50))} ms${samePage ? "" : "  PAGE DIFFERS FROM THE SEED'S"}`);
      if (EXPLAIN && database.kind === "postgres") console.log((await explain(database, criteria, after)).join("\n"));
    }
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const pgName = `bench_search_${process.pid}`;
const engines: Engine[] = [
  { name: "PGlite", runs: 30, seedRuns: 5, open: async () => pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS })) },
  {
    name: "PostgreSQL",
    runs: 50,
    seedRuns: 10,
    async open() {
      await admin(`CREATE DATABASE "${pgName}"`);
      const url = new URL(SERVER_URL);
      url.pathname = `/${pgName}`;
      return postgresDatabase(url.toString());
    },
  },
];

const started = performance.now();
try {
  for (const engine of engines) await bench(engine);
} finally {
  await admin(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
console.log(`\n## Browse query, ${LISTINGS} sale listings, country ${DEFAULT_COUNTRY.code}, ${PAGE_SIZE} per page\n`);
console.log(cell(["database", "combination", "URL query", "p50 ms", "p95 ms", "count shown (exact)", "page JSON raw / gzip", "seed p50 ms", "seed p95 ms", "seed / query p50", "same page as seed"]));
console.log(cell(Array(11).fill("---")));
for (const r of results) {
  const q50 = percentile(r.query, 50);
  const s50 = percentile(r.seed, 50);
  const url = `\`?${r.combination.query}\`${r.combination.page > 1 ? ` page ${r.combination.page} (after=…)` : ""}`;
  console.log(
    cell([r.engine, r.combination.name, url, ms(q50), ms(percentile(r.query, 95)), r.results, `${kb(r.raw)} / ${kb(r.gzip)}`, ms(s50), ms(percentile(r.seed, 95)), `${(s50 / q50).toFixed(0)}×`, r.samePage ? "yes" : "**no**"]),
  );
}
console.log("\n## What the seed's approach pulls from the database (every visible listing of the country, all columns)\n");
console.log(cell(["database", "rows", "JSON raw", "JSON gzip", "insert + analyze"]));
console.log(cell(Array(5).fill("---")));
for (const p of pulled) console.log(cell([p.engine, p.rows, kb(p.raw), kb(p.gzip), `${(p.insertMs / 1000).toFixed(1)} s`]));

console.log(`\nTarget: PostgreSQL p95 ≤ ${TARGET_MS} ms for every combination at ${LISTINGS} listings`);
let failed = false;
for (const r of results.filter((r) => r.engine === "PostgreSQL")) {
  const p95 = percentile(r.query, 95);
  const pass = p95 <= TARGET_MS && r.samePage;
  failed ||= !pass;
  console.log(`${pass ? "PASS" : "FAIL"} ${r.combination.name}: p95 ${ms(p95)} ms${r.samePage ? "" : ", page differs from the seed's"}`);
}
console.log(`\nTotal run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
