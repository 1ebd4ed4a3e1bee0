import { constants, existsSync, readFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DataDirLocked, LOCK_FILE, lockDataDir } from "../data-dir-lock.server.ts";
import { PGLITE_EXTENSIONS } from "../db.server.ts";
import { whileFrozen } from "./freeze.server.ts";
import { EMBEDDED_DB_FOLDER } from "./manifest.ts";
import { BackupRefused } from "./refusal.ts";
import { countRows } from "./row-counts.ts";

/** How long a running server may stay paused for the copy of its embedded database. */
const FREEZE_LIMIT_MS = 60_000;

export interface EmbeddedCopy {
  version: string;
  tables: Record<string, number>;
  /** How the copy was kept consistent: the lock taken (no server ran), or the running server paused this long. */
  how: { locked: true } | { pausedPid: number; frozenMs: number };
}

function lockHolder(dataDir: string): { pid: number; host: string } | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as { pid?: unknown; host?: unknown };
    return Number.isInteger(holder.pid) ? { pid: holder.pid as number, host: String(holder.host ?? "") } : undefined;
  } catch {
    return undefined;
  }
}

const copyFiles = (from: string, to: string) =>
  // A clone where the file system has them (btrfs, XFS): the server stays paused for less.
  cp(from, to, { recursive: true, mode: constants.COPYFILE_FICLONE, errorOnExist: true });

/**
 * Copies `$DATA_DIR/db` into `to`, consistent: with no server running, under the data dir's lock
 * (no server starts meanwhile); with one running on this machine, while it is paused
 * (freeze.server.ts). The copy is then opened here, which replays its WAL as after a power cut and
 * shuts it down cleanly, and its rows are counted: the archive holds a database known to open.
 */
export async function copyEmbeddedDatabase(dataDir: string, to: string): Promise<EmbeddedCopy> {
  const from = resolve(dataDir, EMBEDDED_DB_FOLDER);
  if (!existsSync(join(from, "PG_VERSION"))) {
    throw new BackupRefused(`No embedded database in ${from}: nothing to back up there (for PostgreSQL, set DATABASE_URL).`);
  }
  let how: EmbeddedCopy["how"] | undefined;
  for (let attempt = 0; !how; attempt++) {
    const release = await lockDataDir(dataDir).catch((error: unknown) => {
      if (error instanceof DataDirLocked) return undefined;
      throw error;
    });
    if (release) {
      try {
        await copyFiles(from, to);
      } finally {
        release();
      }
      how = { locked: true };
      continue;
    }
    const holder = lockHolder(dataDir);
    // The server stopped between the two looks: take the lock next time round.
    if (!holder && attempt < 3) continue;
    if (!holder) throw new BackupRefused(`The lock of ${dataDir} cannot be read: no copy taken.`);
    if (holder.host && holder.host !== hostname()) {
      throw new BackupRefused(`The server using ${dataDir} runs on ${holder.host}: run the backup there, where it can be paused for the copy.`);
    }
    if (holder.pid === process.pid) throw new BackupRefused(`This process has the embedded database in ${dataDir} open: close it before backing it up.`);
    const { frozenMs } = await whileFrozen(holder.pid, FREEZE_LIMIT_MS, () => copyFiles(from, to));
    how = { pausedPid: holder.pid, frozenMs };
  }
  const client = await PGlite.create({ dataDir: to, extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await client.query<{ version: string }>("select current_setting('server_version') as version");
    const tables = await countRows((text) => client.query(text));
    return { version: `PGlite (PostgreSQL ${rows[0]?.version})`, tables, how };
  } finally {
    await client.close();
  }
}

/** Every table's rows in the embedded database at `dir`, which this process alone may have open. */
export async function countEmbeddedRows(dir: string): Promise<Record<string, number>> {
  const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  try {
    return await countRows((text) => client.query(text));
  } finally {
    await client.close();
  }
}
