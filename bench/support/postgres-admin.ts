import pg from "pg";
import { type Database, postgresDatabase, setDatabase } from "../../app/server/db.server.ts";

/** One statement on the PostgreSQL server itself (CREATE/DROP DATABASE), on its own connection. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a bench's database once its pools have let go: pg's end() resolves before its sockets are
 * closed, and FORCE would cut them mid-goodbye.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server, migrated: its URL and the app's handle on it (set as the app's database). */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<{ url: string; database: Database }> {
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString());
  setDatabase(database);
  await database.migrate();
  return { url: url.toString(), database };
}
