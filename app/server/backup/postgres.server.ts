import { spawn } from "node:child_process";
import { once } from "node:events";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { BackupRefused } from "./refusal.ts";
import { countRows } from "./row-counts.ts";

/**
 * The PostgreSQL side: `pg_dump --format=custom` of DATABASE_URL and `pg_restore` into an empty
 * database. The password goes to the tools through PGPASSWORD, not on their command line, where
 * any user of the machine could read it.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; its stderr becomes the error. `input` is streamed to its stdin. */
async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, input?: AsyncIterable<Buffer>): Promise<void> {
  const child = spawn(tool, args, { env, stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const exited = once(child, "close") as Promise<[number | null, NodeJS.Signals | null]>;
  // A tool that cannot start rejects `spawned` below with the reason; this one would say it again.
  exited.catch(() => undefined);
  const spawned = once(child, "spawn").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") {
      throw new BackupRefused(`${tool} is not installed here: install PostgreSQL's client tools, of the server's major version or newer.`);
    }
    throw error;
  });
  await spawned;
  if (input && child.stdin) {
    // A tool that stops reading (it failed) closes its stdin: its own message says why, not EPIPE.
    await pipeline(Readable.from(input), child.stdin).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
    });
  }
  const [code] = await exited;
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`);
}

/**
 * Dumps the database to `file` and counts every table's rows in the very snapshot pg_dump reads
 * (exported by a read-only transaction held open meanwhile): the counts are the dump's own.
 */
export async function dumpPostgres(url: string, file: string): Promise<{ version: string; tables: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ snapshot: string; version: string }>(
      "select pg_export_snapshot() as snapshot, current_setting('server_version') as version",
    );
    const { snapshot, version } = rows[0] as { snapshot: string; version: string };
    const { dbname, env } = toolConnection(url);
    const dumped = runTool("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, "--no-password", `--file=${file}`, `--dbname=${dbname}`], env);
    const [tables] = await Promise.all([countRows((text) => client.query(text)), dumped]);
    await client.query("commit");
    return { version, tables };
  } finally {
    await client.end();
  }
}

/** The tables of the public schema: a database to restore into has none. */
export async function publicTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' order by 1");
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * Restores a custom-format dump read from `dump` in one transaction: a restore that fails leaves
 * the database as empty as it was, ready for another try. Owners and grants are the target's.
 */
export async function restorePostgres(url: string, dump: AsyncIterable<Buffer>): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--no-password", `--dbname=${dbname}`], env, dump);
}

export async function countPostgresRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countRows((text) => client.query(text));
  } finally {
    await client.end();
  }
}
