// Sitemaps at scale: seeds BENCH_LISTINGS (default 100 000) listings over the twelve countries
// (bench/search/listings.ts: ~30 % in Côte d'Ivoire, ~1 % deleted, a few sold or archived) into an
// in-memory PGlite and a fresh PostgreSQL database (BENCH_DATABASE_URL, default the `test` server),
// then streams, through their routes, the sitemap index and the largest country's first listing
// file to the last byte, BENCH_RUNS times (default 10) after one warm-up: time to the first and the
// last byte, bytes, URLs. Baselines in the same run: `SELECT count(*)` of the visible listings,
// and reading all of the country's visible listings in one query (no stream). Fails over 1 s.
import { availableParallelism, loadavg } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { type Database, PGLITE_EXTENSIONS, db, pgliteDatabase, setDatabase } from "../app/server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../app/server/schema.ts";
import { SITEMAP_MAX_URLS } from "../app/features/seo/sitemap-files.ts";
import { loader as indexLoader } from "../app/routes/sitemap.ts";
import { loader as fileLoader } from "../app/routes/sitemap-file.ts";
import { insertBenchListings } from "./search/listings.ts";
import { createBenchDatabase, dropDatabase } from "./support/postgres-admin.ts";
import { percentile, sequentialTimes } from "./support/timing.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGET_MS = 1000;

interface Sample {
  firstByte: number;
  total: number;
  bytes: number;
  urls: number;
}

/** Reads a response to its last byte, timing the first chunk and the end. */
async function drain(respond: () => Promise<Response> | Response): Promise<Sample> {
  const started = performance.now();
  const response = await respond();
  if (response.status !== 200 || !response.body) throw new Error(`status ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firstByte = 0;
  let bytes = 0;
  let urls = 0;
  let tail = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.byteLength;
    const text = tail + decoder.decode(value, { stream: true });
    urls += (text.match(/<loc>/g) ?? []).length;
    tail = text.slice(-4);
  }
  return { firstByte, total: performance.now() - started, bytes, urls };
}

async function sampled(job: () => Promise<Sample>): Promise<Sample[]> {
  await job();
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await job());
  return samples;
}

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
const failures: string[] = [];

function report(engine: string, label: string, samples: Sample[]) {
  const totals = samples.map((s) => s.total);
  const firsts = samples.map((s) => s.firstByte);
  const { bytes, urls } = samples[0];
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(percentile(totals, 50))}  p95 ${ms(percentile(totals, 95))}  first byte p50 ${ms(percentile(firsts, 50))}  ${urls} URLs, ${(bytes / 1024 / 1024).toFixed(2)} MB`,
  );
  if (percentile(totals, 95) > TARGET_MS) failures.push(`${engine} ${label}: p95 ${percentile(totals, 95).toFixed(0)} ms > ${TARGET_MS} ms`);
}

function reportBaseline(label: string, samples: number[], rows: number) {
  console.log(`  ${label.padEnd(34)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  ${rows} rows`);
}

async function bench(engine: string, database: Database) {
  setDatabase(database);
  const seedStarted = performance.now();
  const seeded = await insertBenchListings(LISTINGS);
  const [largest] = await db()
    .select({ country: listings.country, n: count() })
    .from(listings)
    .where(LISTING_VISIBLE)
    .groupBy(listings.country)
    .orderBy(desc(count()))
    .limit(1);
  const file = `${largest.country.toLowerCase()}-fr-1.xml`;
  console.log(
    `\n${engine}: ${LISTINGS} listings (${seeded.sales} sales, ${seeded.rentals} rentals) seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; largest country ${largest.country}, ${largest.n} visible`,
  );

  report(engine, "/sitemap.xml (index)", await sampled(() => drain(() => indexLoader())));
  const args = { params: { file }, request: new Request(`http://localhost/sitemaps/${file}`), context: {} } as unknown as Parameters<typeof fileLoader>[0];
  const fileSamples = await sampled(() => drain(() => fileLoader(args)));
  report(engine, `/sitemaps/${file}`, fileSamples);
  // Every visible listing of the country, once: a file that streamed fast but lost some would be no result.
  if (fileSamples.some((s) => s.urls !== Math.min(largest.n, SITEMAP_MAX_URLS)))
    failures.push(`${engine} /sitemaps/${file}: ${fileSamples[0].urls} URLs for ${largest.n} listings`);

  const countAll = () => db().select({ n: count() }).from(listings).where(LISTING_VISIBLE);
  reportBaseline("baseline: select count(*) visible", await sequentialTimes(RUNS, countAll), (await countAll())[0].n);
  const loadCountry = () =>
    db()
      .select({ id: listings.id, kind: listings.kind, updatedAt: listings.updatedAt })
      .from(listings)
      .where(and(LISTING_VISIBLE, eq(listings.country, largest.country)))
      .orderBy(asc(listings.id));
  reportBaseline(`baseline: ${largest.country} in one query`, await sequentialTimes(RUNS, loadCountry), (await loadCountry()).length);
}

console.log(
  `sitemap bench: ${LISTINGS} listings, ${RUNS} runs each, ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const engine = process.env.BENCH_ENGINE;
if (!engine || engine === "PGlite") {
  const database = pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await database.migrate();
  try {
    await bench("PGlite", database);
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}
if (!engine || engine === "PostgreSQL") {
  const name = `bench_sitemap_${process.pid}`;
  const { database } = await createBenchDatabase(SERVER_URL, name);
  try {
    await bench("PostgreSQL", database);
  } finally {
    setDatabase(undefined);
    await database.close();
    await dropDatabase(SERVER_URL, name);
  }
}
if (failures.length > 0) {
  console.error(`\nFAILED (target ${TARGET_MS} ms):\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(`\nOK: every p95 under ${TARGET_MS} ms`);
