// Saved-search alerts at scale, on PostgreSQL: 10 000 saved searches (BENCH_SEARCHES) of 2 000
// members, random browse queries over every country, and 1 000 listings (BENCH_NEW) that became
// visible since the alert job's last run, among 20 000 older ones (BENCH_OLD). Times one run of the
// job (`runSavedSearchAlerts`: browse's SQL per batch of searches over the changed rows, the
// once-only rows written, one bell line per member and listing) against the baseline, every search
// checked against every new listing in the process with the plain-code rules (`matchesCriteria`).
// Both must find the same pairs. Target: the job under 30 s. BENCH_DATABASE_URL names the server
// (a database is created and dropped).
import { sql } from "drizzle-orm";
import { type FilterableListing, matchesCriteria } from "../app/features/listings/search-criteria.ts";
import { runSavedSearchAlerts } from "../app/features/saved-searches/alerts.server.ts";
import { savedCriteria, savedQuery } from "../app/features/saved-searches/saved-searches.server.ts";
import { COUNTRIES } from "../app/lib/countries.ts";
import { mulberry32 } from "../app/features/demo/seed.server.ts";
import { db, setDatabase } from "../app/server/db.server.ts";
import { LISTING_VISIBLE, listings, profiles, savedSearchMatches, savedSearchScan, savedSearches } from "../app/server/schema.ts";
import { SELLER_COUNT, benchListings, benchSellers, sellerId } from "./search/listings.ts";
import { createBenchDatabase, dropDatabase } from "./support/postgres-admin.ts";

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const NEW = Number(process.env.BENCH_NEW ?? 1_000);
const OLD = Number(process.env.BENCH_OLD ?? 20_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGET_S = 30;
const HOUR = 3600_000;

const random = mulberry32(30);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const maybe = (p: number) => random() < p;

/** A browse query as a buyer would save it: a make or model most of the time, a few filters. */
function randomQuery(): string {
  const params = new URLSearchParams();
  const rental = maybe(0.2);
  if (rental) params.set("type", "location");
  if (maybe(0.7))
    params.set(
      "search",
      pick(["toyota", "hilux", "corolla", "rav4", "land cruiser", "peugeot 3008", "hyundai", "kia", "mercedes", "dakar", "prado", "nissan"]),
    );
  if (maybe(0.4)) params.set("priceMax", String(rental ? pick([30_000, 60_000]) : pick([5_000_000, 10_000_000, 20_000_000])));
  if (maybe(0.2)) params.set("yearMin", String(pick([2010, 2015, 2018])));
  if (maybe(0.2)) params.set("fuelType", pick(["gasoline", "diesel", "hybrid"]));
  if (maybe(0.15)) params.set("transmission", pick(["automatic", "manual"]));
  if (maybe(0.1)) params.set("category", pick(["4x4", "economique", "sportive"]));
  if (maybe(0.1)) params.set("mileageMax", "150000");
  return params.toString();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const name = `bench_alerts_${process.pid}`;
  const { database } = await createBenchDatabase(SERVER_URL, name);
  try {
    const now = Date.now();
    await db().insert(profiles).values(benchSellers());
    const rows = benchListings(OLD + NEW).map((l, i) => ({
      ...l,
      // Old rows changed two days ago, before every search; the last NEW just now.
      updatedAt: new Date(i < OLD ? now - 48 * HOUR : now - 1000),
      createdAt: new Date(i < OLD ? now - 48 * HOUR : now - 1000),
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await db()
        .insert(listings)
        .values(rows.slice(i, i + 2000));
    const searchRows = Array.from({ length: SEARCHES }, (_, i) => ({
      userId: sellerId(i % SELLER_COUNT),
      name: `Recherche ${i}`,
      query: savedQuery(randomQuery()).text,
      countryCode: pick(COUNTRIES).code,
      // Mails are the digest's work, another job: this run computes the alerts.
      frequency: "daily" as const,
      createdAt: new Date(now - 24 * HOUR),
    }));
    for (let i = 0; i < searchRows.length; i += 2000)
      await db()
        .insert(savedSearches)
        .values(searchRows.slice(i, i + 2000));
    await db()
      .insert(savedSearchScan)
      .values({ name: "listings", scannedUntil: new Date(now - HOUR) });
    await db().execute(sql`analyze`);
    console.log(`${SEARCHES} saved searches, ${NEW} new listings among ${OLD + NEW}, PostgreSQL`);

    // Baseline: every search against every new listing in the process.
    const baselineStart = performance.now();
    const searches = await db()
      .select({ id: savedSearches.id, userId: savedSearches.userId, query: savedSearches.query, countryCode: savedSearches.countryCode })
      .from(savedSearches);
    const fresh = await db()
      .select({
        id: listings.id,
        ownerId: listings.ownerId,
        kind: listings.kind,
        brand: listings.brand,
        model: listings.model,
        city: listings.city,
        country: listings.country,
        year: listings.year,
        mileage: listings.mileage,
        price: listings.price,
        fuelType: listings.fuelType,
        transmission: listings.transmission,
        bodyType: listings.bodyType,
        horsepower: listings.horsepower,
        features: listings.features,
      })
      .from(listings)
      .where(sql`${LISTING_VISIBLE} and updated_at > now() - interval '61 minutes'`);
    let baselinePairs = 0;
    for (const s of searches) {
      const criteria = savedCriteria(s);
      for (const l of fresh) {
        if (l.kind === criteria.kind && l.ownerId !== s.userId && matchesCriteria(l as FilterableListing, criteria)) baselinePairs++;
      }
    }
    const baselineMs = performance.now() - baselineStart;

    const jobStart = performance.now();
    const run = await runSavedSearchAlerts();
    const jobMs = performance.now() - jobStart;
    const [{ n }] = await db().select({ n: sql<number>`count(*)::integer` }).from(savedSearchMatches);

    console.log("");
    console.log("| what | time | pairs found |");
    console.log("|---|---|---|");
    console.log(`| alert job (browse SQL per 400 searches, rows written, bells) | ${seconds(jobMs)} | ${run.matches} |`);
    console.log(`| baseline (every search × every new listing in the process, nothing written) | ${seconds(baselineMs)} | ${baselinePairs} |`);
    console.log("");
    console.log(`listings read ${run.listings}, bell lines ${run.notified}, match rows ${n}`);
    console.log(`job phases: matching ${seconds(run.ms.match)}, pairs written ${seconds(run.ms.record)}, bells ${seconds(run.ms.bells)}`);
    console.log(`same pairs: ${Number(n) === baselinePairs ? "yes" : "NO"}; target < ${TARGET_S} s: ${jobMs < TARGET_S * 1000 ? "met" : "MISSED"}`);
    if (Number(n) !== baselinePairs || jobMs >= TARGET_S * 1000) process.exitCode = 1;
  } finally {
    setDatabase(undefined);
    await database.close();
    await dropDatabase(SERVER_URL, name);
  }
}

await main();
