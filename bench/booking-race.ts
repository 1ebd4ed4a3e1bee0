// Booking race: 200 simultaneous requests (BENCH_REQUESTS) on 50 rentals (BENCH_LISTINGS) with
// random, heavily overlapping ranges, BENCH_ROUNDS rounds (default 5), on a fresh PostgreSQL
// database created on BENCH_DATABASE_URL's server (default the local `test` server) and dropped at
// the end, or on the embedded database (in memory) with BENCH_DATABASE=pglite. Two paths over the
// same requests:
// - createBooking, the app's code (one transaction: the renter's hourly count, then one statement
//   reading and share-locking the rental and inserting ON CONFLICT DO NOTHING, so that the
//   exclusion constraint decides; then the owner's notification; the live events after the
//   commit), with the app's pool of 10 connections;
// - the baseline, "the exclusion constraint alone": one plain INSERT per request, no lock and no
//   retry, 23P01 counted as the overlap refusal, from a pool of BENCH_BASELINE_POOL connections
//   (default 200: every request in flight at once, as under real contention; capped at the
//   server's max_connections less 20); on the embedded database, its one connection.
// Prints throughput, p50/p95/p99/max, the refusals, every other error and the overlapping pairs
// left in the table. Fails when createBooking has a p95 over 200 ms, another error, or an overlap.
import { availableParallelism, loadavg } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { addDays, bookingDays, dayOf } from "../app/features/bookings/booking-rules.ts";
import { createBooking } from "../app/features/bookings/bookings.server.ts";
import { rentalListingValues } from "../app/features/demo/factories.server.ts";
import { mulberry32 } from "../app/features/demo/seed.server.ts";
import { pgErrorCode } from "../app/lib/result.ts";
import { type Database, PGLITE_EXTENSIONS, db, pgliteDatabase, setDatabase } from "../app/server/db.server.ts";
import { listings, profiles, rateLimits, rentalBookings } from "../app/server/schema.ts";
import { benchProfile } from "./support/bench-people.ts";
import { createBenchDatabase, dropDatabase } from "./support/postgres-admin.ts";
import { percentile } from "./support/timing.ts";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** "postgres" (default) or "pglite": the embedded database, in memory. */
const ENGINE = process.env.BENCH_DATABASE === "pglite" ? "pglite" : "postgres";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ASKED_BASELINE_POOL = Number(process.env.BENCH_BASELINE_POOL ?? 200);
const TARGET_P95_MS = 200;

interface Request {
  renterId: string;
  listingId: string;
  price: number;
  startDate: string;
  endDate: string;
}

type Outcome = "accepted" | "refused" | "other";

interface Round {
  outcomes: Outcome[];
  latencies: number[];
  wallMs: number;
  overlaps: number;
  errors: string[];
}

async function maxConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return Number((await client.query("show max_connections")).rows[0].max_connections);
  } finally {
    await client.end();
  }
}

async function seed(): Promise<{ renters: string[]; rentals: { id: string; price: number }[] }> {
  const random = mulberry32(12);
  const people = Array.from({ length: LISTINGS + REQUESTS }, (_, i) => benchProfile(i, "Membre"));
  const ids = (await db().insert(profiles).values(people).returning({ id: profiles.id })).map((r) => r.id);
  const owners = ids.slice(0, LISTINGS);
  const rows = owners.map((ownerId) => rentalListingValues(ownerId, { price: 20_000 + Math.floor(random() * 40) * 1_000 }));
  const rentals = await db().insert(listings).values(rows).returning({ id: listings.id, price: listings.price });
  return { renters: ids.slice(LISTINGS), rentals };
}

/**
 * The same requests for both paths in a round: a random rental, start 1-20 days ahead, 1-5 days
 * long, each from its own renter (a renter holds at most 3 waiting requests and sends 10 an hour).
 */
function requestsFor(round: number, renters: string[], rentals: { id: string; price: number }[]): Request[] {
  const random = mulberry32(1000 + round);
  const today = dayOf(new Date());
  return Array.from({ length: REQUESTS }, (_, i) => {
    const rental = rentals[Math.floor(random() * rentals.length)] as { id: string; price: number };
    const startDate = addDays(today, 1 + Math.floor(random() * 20));
    return {
      renterId: renters[i] as string,
      listingId: rental.id,
      price: rental.price,
      startDate,
      endDate: addDays(startDate, Math.floor(random() * 5)),
    };
  });
}

async function appPath(request: Request): Promise<{ outcome: Outcome; error?: string }> {
  const result = await createBooking(request.renterId, request);
  if (result.ok) return { outcome: "accepted" };
  return result.code === "conflict" ? { outcome: "refused" } : { outcome: "other", error: result.error };
}

/** The baseline's INSERT on the PostgreSQL pool, or on the embedded database's one connection (pool undefined). */
function baselinePath(pool: pg.Pool | undefined) {
  return async (request: Request): Promise<{ outcome: Outcome; error?: string }> => {
    const days = bookingDays(request.startDate, request.endDate);
    try {
      if (pool) {
        await pool.query(
          `insert into rental_bookings (listing_id, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price)
           select id, $2, owner_id, $3, $4, $5, $6, $7 from listings where id = $1`,
          [request.listingId, request.renterId, request.startDate, request.endDate, days, request.price, days * request.price],
        );
      } else {
        await db().execute(sql`
          insert into rental_bookings (listing_id, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price)
          select id, ${request.renterId}, owner_id, ${request.startDate}, ${request.endDate}, ${days}, ${request.price}, ${days * request.price}
            from listings where id = ${request.listingId}`);
      }
      return { outcome: "accepted" };
    } catch (error) {
      const code = pgErrorCode(error);
      return code === "23P01" ? { outcome: "refused" } : { outcome: "other", error: code ?? String(error) };
    }
  };
}

async function overlappingPairs(): Promise<number> {
  const result = await db().execute<{ n: number }>(sql`
    select count(*)::int as n from ${rentalBookings} a join ${rentalBookings} b
      on a.listing_id = b.listing_id and a.id < b.id
     and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
     and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}

async function race(requests: Request[], send: (r: Request) => Promise<{ outcome: Outcome; error?: string }>): Promise<Round> {
  // Every round starts clean: no booking, and no renter's hourly count of requests.
  await db().delete(rentalBookings);
  await db().delete(rateLimits);
  const latencies: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(async (request) => {
      const at = performance.now();
      const { outcome, error } = await send(request).catch((e: unknown) => ({ outcome: "other" as const, error: String(e) }));
      latencies.push(performance.now() - at);
      if (error) errors.push(error);
      return outcome;
    }),
  );
  return { outcomes, latencies, wallMs: performance.now() - started, overlaps: await overlappingPairs(), errors };
}

function summary(name: string, pool: number, rounds: Round[]) {
  const all = rounds.flatMap((r) => r.latencies);
  const count = (o: Outcome) => rounds.reduce((n, r) => n + r.outcomes.filter((x) => x === o).length, 0);
  const requests = rounds.reduce((n, r) => n + r.outcomes.length, 0);
  const wall = rounds.reduce((n, r) => n + r.wallMs, 0);
  const errorKinds = [...new Set(rounds.flatMap((r) => r.errors))];
  return {
    name,
    pool,
    requests,
    accepted: count("accepted"),
    refused: count("refused"),
    other: count("other"),
    errorKinds,
    perSecond: requests / (wall / 1000),
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: Math.max(...all),
    overlaps: rounds.reduce((n, r) => n + r.overlaps, 0),
  };
}

const name = `bench_booking_${process.pid}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();
async function embeddedDatabase(): Promise<Database> {
  const database = pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  setDatabase(database);
  await database.migrate();
  return database;
}

let database: Database;
let baselinePool: pg.Pool | undefined;
let BASELINE_POOL = 1;
if (ENGINE === "postgres") {
  const created = await createBenchDatabase(SERVER_URL, name);
  database = created.database;
  // As many connections as asked, within what the server accepts (the app's pool of 10 and this script's own aside).
  BASELINE_POOL = Math.min(ASKED_BASELINE_POOL, (await maxConnections()) - 20);
  baselinePool = new pg.Pool({ connectionString: created.url, max: BASELINE_POOL });
  // Dropping the database at the end ends any socket still closing: not an error of the run.
  baselinePool.on("error", () => undefined);
} else {
  database = await embeddedDatabase();
}
const APP_POOL = ENGINE === "postgres" ? 10 : 1;
let failed = false;
try {
  const { renters, rentals } = await seed();
  const app: Round[] = [];
  const baseline: Round[] = [];
  const send = baselinePath(baselinePool);
  // Open the baseline's connections before timing, as the app's pool is warm after the seed.
  if (baselinePool) {
    const pool = baselinePool;
    await Promise.all(Array.from({ length: Math.min(BASELINE_POOL, REQUESTS) }, () => pool.query("select 1")));
  }
  for (let round = 0; round < ROUNDS; round++) {
    const requests = requestsFor(round, renters, rentals);
    app.push(await race(requests, appPath));
    baseline.push(await race(requests, send));
  }
  const rows = [
    summary("createBooking (constraint decides, ON CONFLICT DO NOTHING)", APP_POOL, app),
    summary("baseline: exclusion constraint alone", BASELINE_POOL, baseline),
  ];
  const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
  const engine = ENGINE === "postgres" ? "PostgreSQL" : "embedded PGlite";
  console.log(`\n## Booking race: ${REQUESTS} simultaneous requests on ${LISTINGS} rentals, ${ROUNDS} rounds, ${engine}\n`);
  console.log(
    cell([
      "path",
      "pool",
      "requests",
      "accepted",
      "refused (dates taken)",
      "other errors",
      "requests/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "overlapping pairs",
    ]),
  );
  console.log(cell(Array(12).fill("---")));
  for (const r of rows) {
    console.log(
      cell([
        r.name,
        r.pool,
        r.requests,
        r.accepted,
        r.refused,
        r.other,
        r.perSecond.toFixed(0),
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.p99.toFixed(1),
        r.max.toFixed(1),
        r.overlaps,
      ]),
    );
  }
  for (const r of rows) if (r.errorKinds.length > 0) console.log(`\n${r.name}: other errors ${r.errorKinds.slice(0, 5).join(", ")}`);
  const [mine] = rows as [(typeof rows)[number]];
  failed = mine.p95 > TARGET_P95_MS || mine.other > 0 || mine.overlaps > 0;
  console.log(`\nTarget for createBooking: p95 ≤ ${TARGET_P95_MS} ms, no other error, no overlap: ${failed ? "FAIL" : "PASS"}`);
  console.log(`${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${load()} at the end`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await baselinePool?.end();
  setDatabase(undefined);
  await database.close();
  if (ENGINE === "postgres") await dropDatabase(SERVER_URL, name);
}
process.exit(failed ? 1 : 0);
