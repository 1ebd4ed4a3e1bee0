import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { log } from "./log.server.ts";
import * as schema from "./schema.ts";
import { watchPool } from "./metrics.server.ts";
import { TimedClient } from "./timed-pg-client.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations of `folder` (default: ./drizzle) not yet applied. */
  migrate(folder?: string): Promise<void>;
  /**
   * Subscribes to a Postgres NOTIFY channel; returns the unsubscribe function. A connection lost
   * (the database restarted) is made again by itself; what was said meanwhile is not heard, so
   * `onResumed` is called once it listens again, for the caller to forget what it kept.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other server on this database runs its own (migrations and the demo
   * seed at boot, when several servers start at once). The embedded database has one process.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The session-level advisory lock key that servers starting at once queue on. */
const BOOT_LOCK_KEY = 727_270_001;

const migrationsFolder = () => resolve(process.cwd(), "drizzle");

export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };

/** Wraps an open PGlite instance (a data dir, memory, or a clone made by the tests). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One connection, no pool: the pool's gauges read 1 open, none idle, none waiting.
  watchPool(() => ({ total: 1, idle: 0, waiting: 0, max: 1 }));
  return {
    db,
    kind: "pglite",
    migrate: (folder = migrationsFolder()) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    alone: (work) => work(),
    close: () => client.close(),
  };
}

/** How long a request waits for a connection before it is told the database is away (never the 10 s a phone gives up after). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Between two tries of a lost LISTEN connection. */
const RELISTEN_MS = 1_000;

export function postgresDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: TimedClient, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // An idle connection the server closed (a restart): the pool drops it and makes another on demand; unheard, the error would end the process.
  pool.on("error", (error) => log.warn("database.connection_lost", { error }));
  watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: (folder = migrationsFolder()) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    listen: (channel, onPayload, onResumed) => listenOn(pool, channel, onPayload, onResumed),
    async alone(work) {
      // Held by one connection of the pool while the work uses others: a lock between servers.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [BOOT_LOCK_KEY]);
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [BOOT_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own, held out of the pool. Lost, it is released as broken and
 * another is tried every RELISTEN_MS until one listens again; then `onResumed`.
 */
async function listenOn(pool: pg.Pool, channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>> {
  const quoted = `"${channel.replaceAll('"', "")}"`;
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === channel) onPayload(msg.payload ?? "");
  };
  const connect = async () => {
    const fresh = await pool.connect();
    const lost = (error?: Error) => {
      if (client !== fresh) return;
      client = null;
      fresh.off("notification", onNotification);
      fresh.release(error ?? true);
      if (stopped) return;
      log.warn("database.listen_lost", { channel, error });
      clearTimeout(retry);
      retry = setTimeout(again, RELISTEN_MS);
    };
    fresh.on("error", lost);
    fresh.on("end", () => lost());
    fresh.on("notification", onNotification);
    client = fresh;
    try {
      await fresh.query(`LISTEN ${quoted}`);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  };
  const again = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      // No connection yet (still away), or lost again at once (`lost` then planned the next try).
      if (!client && !stopped) {
        clearTimeout(retry);
        retry = setTimeout(again, RELISTEN_MS);
      }
      return;
    }
    log.info("database.listen_resumed", { channel });
    onResumed?.();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const held = client;
    if (!held) return;
    await held.query(`UNLISTEN ${quoted}`).catch(() => {});
    // The connection goes back to the pool: a listener left on it would hear the next LISTEN too.
    client = null;
    held.off("notification", onNotification);
    held.removeAllListeners("error");
    held.removeAllListeners("end");
    held.release();
  };
}

/**
 * PostgreSQL when `url` is set; otherwise the embedded database in `dataDir`/db, held by this
 * process alone while it is open (data-dir-lock.server.ts): a second process on the same
 * directory gets DataDirLocked, with a French message naming the directory and the holder's PID.
 */
export async function openDatabase(options: { url?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (options.url) return postgresDatabase(options.url, options.poolSize);
  const release = await lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    const dir = resolve(options.dataDir, "db");
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    release();
    throw error;
  }
  const database = pgliteDatabase(client);
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        release();
      }
    },
  };
}

let current: Database | undefined;

/** The process-wide database, set once at boot (or by the test setup). */
export function setDatabase(database: Database | undefined) {
  current = database;
}

export function database(): Database {
  if (!current) throw new Error("Database not initialised: call setDatabase() at boot.");
  return current;
}

export function db(): Db {
  return database().db;
}
