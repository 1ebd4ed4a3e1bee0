import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase, setDatabase } from "../../app/server/db.server.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (loaded from the dump
 * the global setup migrated, when there is one), or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<Database> {
  const migrated = options.migrated ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = migrated ? process.env.PGLITE_TEMPLATE : undefined;
    if (template) return pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([readFileSync(template)]) }));
    const database = pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    if (migrated) await database.migrate();
    return database;
  }
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString());
  if (migrated) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      // pg's pool.end() resolves before its sockets are closed: wait for the server to see them go,
      // or FORCE would kill them mid-goodbye and the client would raise an uncaught error.
      for (let i = 0; i < 50; i++) {
        const { rows } = await drop.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** Installs a fresh database and data dir for the current test file. */
export function useTestDatabase(options: { migrated?: boolean } = {}): { database: () => Database; dataDir: () => string } {
  let database: Database | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "aa-test-"));
    process.env.DATA_DIR = dataDir;
    database = await createTestDatabase(options);
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    database: () => {
      if (!database) throw new Error("test database not ready");
      return database;
    },
    dataDir: () => dataDir,
  };
}

/** The SQLSTATE of a database error, however deep the driver wrapped it (e.g. 23503, 23514). */
export function pgCode(error: unknown): string | undefined {
  let e = error as { code?: string; cause?: unknown } | undefined;
  while (e) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
