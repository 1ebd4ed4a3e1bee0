import pg from "pg";
import { openDatabase, setDatabase } from "../../app/server/db.server.ts";
import { insertBenchListings } from "../search/listings.ts";
import { startServer } from "../support/server-process.ts";

/** Where the server under load keeps its data: a fresh embedded data dir, or a fresh PostgreSQL database. */
export interface BenchDatabase {
  name: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(serverUrl: string): Promise<BenchDatabase | undefined> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `bench_http_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The demo data, seeded by the server's own first boot, then `count` generated listings from
 * thousands of sellers, vacuumed and analysed as autovacuum leaves a table in production.
 */
/**
 * The engines a bench runs on: PGlite, and a fresh PostgreSQL database when the server answers
 * (`only` is BENCH_ENGINE: "PGlite" or "PostgreSQL" keeps that one).
 */
export async function benchEngines(serverUrl: string, only: string | undefined): Promise<BenchDatabase[]> {
  const engines: BenchDatabase[] = [];
  if (only !== "PostgreSQL") engines.push({ name: "PGlite", env: {}, drop: async () => {} });
  if (only !== "PGlite") {
    const postgres = await createPostgresDatabase(serverUrl);
    if (postgres) engines.push(postgres);
    else console.log(`PostgreSQL at ${serverUrl} does not answer: embedded database only.`);
  }
  return engines;
}

export async function fillDatabase(target: BenchDatabase, dataDir: string, count: number, port: number): Promise<number> {
  const started = performance.now();
  const server = await startServer({ port, env: { ...target.env, DATA_DIR: dataDir, SEED_DEMO: "true" } });
  await server.stop();
  const database = await openDatabase({ url: target.env.DATABASE_URL, dataDir });
  setDatabase(database);
  await insertBenchListings(count);
  await database.close();
  setDatabase(undefined);
  return performance.now() - started;
}
