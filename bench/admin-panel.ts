// Admin panel: every tab of /admin is rendered with the page (it works without JavaScript), so its
// loader runs ten queries at once. On a fresh PostgreSQL database (BENCH_DATABASE_URL, default the
// local `test` server) with BENCH_LISTINGS listings (default 100 000), 2 000 sellers and
// BENCH_REPORTS open reports (default 2 000, on 500 listings), times the loader BENCH_RUNS times
// (default 30) as opened, with a member search and with a listing search; baseline in the same
// run: the first page of /listings (searchListings), the page visitors load most.
// Prints p50/p95 per case; fails over 250 ms p95 for any case of the panel.
import { availableParallelism, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { adminPage } from "../app/features/admin/admin-page.server.ts";
import { parseBrowseQuery } from "../app/features/listings/browse-query.ts";
import { searchCriteria } from "../app/features/listings/search-criteria.ts";
import { searchListings } from "../app/features/listings/search.server.ts";
import { DEFAULT_COUNTRY } from "../app/lib/countries.ts";
import { db, setDatabase } from "../app/server/db.server.ts";
import { listings, reports } from "../app/server/schema.ts";
import { SELLER_COUNT, insertBenchListings, sellerId } from "./search/listings.ts";
import { createBenchDatabase, dropDatabase } from "./support/postgres-admin.ts";
import { percentile, sequentialTimes } from "./support/timing.ts";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_P95_MS = 250;

/** Open reports from sellers on 500 listings, four reporters each. */
async function insertReports() {
  const targets = await db()
    .select({ id: listings.id })
    .from(listings)
    .orderBy(sql`random()`)
    .limit(Math.ceil(REPORTS / 4));
  const rows = targets.flatMap((t, i) =>
    [0, 1, 2, 3].map((k) => ({ reporterId: sellerId((i * 4 + k) % SELLER_COUNT), listingId: t.id, reason: "scam" as const })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db()
      .insert(reports)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
}

const name = `bench_admin_${process.pid}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();
const { database } = await createBenchDatabase(SERVER_URL, name);
let failed = false;
try {
  await insertBenchListings(LISTINGS);
  await insertReports();
  await db().execute(sql`vacuum (analyze)`);
  const browse = searchCriteria(parseBrowseQuery(new URLSearchParams("")), DEFAULT_COUNTRY);
  const cases = [
    { name: "/admin (every tab)", panel: true, job: () => adminPage(new URL("http://x/admin")) },
    { name: "/admin?tab=users&q=vendeur 12", panel: true, job: () => adminPage(new URL("http://x/admin?tab=users&q=vendeur%2012")) },
    { name: "/admin?tab=promote&annonce=toyota", panel: true, job: () => adminPage(new URL("http://x/admin?tab=promote&annonce=toyota")) },
    { name: "/admin?tab=users&type=rental", panel: true, job: () => adminPage(new URL("http://x/admin?tab=users&type=rental")) },
    { name: "baseline: /listings first page", panel: false, job: () => searchListings(browse) },
  ];
  const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
  console.log(`\n## Admin panel: ${LISTINGS} listings, 2 000 sellers, ${REPORTS} open reports, PostgreSQL, ${RUNS} runs each\n`);
  console.log(cell(["case", "p50 ms", "p95 ms", "max ms"]));
  console.log(cell(["---", "---", "---", "---"]));
  for (const c of cases) {
    const samples = await sequentialTimes(RUNS, c.job);
    const p95 = percentile(samples, 95);
    console.log(cell([c.name, percentile(samples, 50).toFixed(1), p95.toFixed(1), Math.max(...samples).toFixed(1)]));
    if (c.panel && p95 > TARGET_P95_MS) failed = true;
  }
  console.log(`\nTarget: every panel case p95 ≤ ${TARGET_P95_MS} ms: ${failed ? "FAIL" : "PASS"}`);
  console.log(`${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${load()} at the end`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  setDatabase(undefined);
  await database.close();
  await dropDatabase(SERVER_URL, name);
}
process.exit(failed ? 1 : 0);
