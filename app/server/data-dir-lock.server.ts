import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * One process at a time on an embedded database. PGlite keeps its files in $DATA_DIR/db and knows
 * nothing of other processes: a second server (or `db:migrate`, `db:seed`) opening the same files
 * would corrupt them. So whoever opens them first holds $DATA_DIR/db.lock, a file naming its PID,
 * and the others refuse to start. A lock whose process is gone (a crash, a kill -9) is taken over.
 */
export const LOCK_FILE = "db.lock";

/** Thrown when another live process holds the data directory; its message is for the operator. */
export class DataDirLocked extends Error {
  override name = "DataDirLocked";
}

interface Holder {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it (Linux), to tell a reused PID from its holder. */
  started?: string;
}

/** Lock files this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();
let exitHookInstalled = false;

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat); undefined off Linux. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function me(): Holder {
  return { pid: process.pid, host: hostname(), started: startTimeOf(process.pid) };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** What a lock file says: its holder, "gone" when there is no file, "garbage" when unreadable. */
function readHolder(path: string): Holder | "gone" | "garbage" {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "gone";
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid as number) <= 0) return "garbage";
    return { pid: parsed.pid as number, host: String(parsed.host ?? ""), started: parsed.started ? String(parsed.started) : undefined };
  } catch {
    return "garbage";
  }
}

/**
 * Whether the holder may still have the database open. A holder on another machine (a data
 * directory on a shared volume) cannot be checked from here, so it counts as alive.
 */
function isAlive(holder: Holder): boolean {
  if (holder.host && holder.host !== hostname()) return true;
  // Our own PID but not in `held`: a previous life of a process that got the same PID (containers).
  if (holder.pid === process.pid) return false;
  if (!isRunning(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  // The PID was reused by another process since the holder died.
  if (holder.started && started && holder.started !== started) return false;
  return true;
}

const sameHolder = (a: Holder | "gone" | "garbage", b: Holder | "garbage") =>
  a === b || (typeof a === "object" && typeof b === "object" && a.pid === b.pid && a.host === b.host && a.started === b.started);

/**
 * Creates `path` holding `holder`, atomically and complete: the content is written to a file of
 * our own, then hard-linked to `path`, which fails if `path` exists (no reader ever sees a half
 * written lock, and it holds on network file systems too). False when `path` already exists.
 */
function createExclusive(path: string, holder: Holder): boolean {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, JSON.stringify(holder), { flag: "wx" });
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function unlinkIfThere(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function refusal(dataDir: string, holder: Holder): DataDirLocked {
  const where = holder.host && holder.host !== hostname() ? ` sur la machine ${holder.host}` : "";
  const lines = [
    `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur (PID ${holder.pid}${where}) : ` +
      "deux serveurs sur la même base embarquée l'abîmeraient.",
    "Arrêtez l'autre serveur, ou démarrez celui-ci avec un autre DATA_DIR (ou DATABASE_URL pour PostgreSQL).",
  ];
  if (where) lines.push(`Si aucun serveur ne tourne plus sur ${holder.host}, supprimez ${join(dataDir, LOCK_FILE)}.`);
  return new DataDirLocked(lines.join("\n"));
}

/**
 * Removes a stale lock, under a second lock file so that two processes finding the same stale lock
 * cannot both remove it (the second would remove the first one's fresh lock).
 */
async function removeStale(lockPath: string, stale: Holder | "garbage"): Promise<void> {
  const guard = `${lockPath}.takeover`;
  if (!createExclusive(guard, me())) {
    const other = readHolder(guard);
    if (typeof other === "object" && isAlive(other)) await sleep(20);
    else if (other !== "gone") unlinkIfThere(guard); // a takeover that died half-way
    return;
  }
  try {
    if (sameHolder(readHolder(lockPath), stale)) unlinkIfThere(lockPath);
  } finally {
    unlinkIfThere(guard);
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirLocked naming the directory and
 * the other process. Returns the release function (also run when the process exits).
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const dir = resolve(dataDir);
  const lockPath = join(dir, LOCK_FILE);
  if (held.has(lockPath)) throw refusal(dir, me());
  mkdirSync(dir, { recursive: true });
  for (let attempt = 0; !createExclusive(lockPath, me()); attempt++) {
    const holder = readHolder(lockPath);
    if (holder === "gone") continue;
    if (holder !== "garbage" && isAlive(holder)) throw refusal(dir, holder);
    if (attempt > 100) throw new Error(`Impossible de prendre le verrou ${lockPath}`);
    await removeStale(lockPath, holder);
  }
  held.add(lockPath);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const path of held) releaseLock(path);
    });
  }
  return () => releaseLock(lockPath);
}

function releaseLock(lockPath: string) {
  if (!held.delete(lockPath)) return;
  // Only our own lock: never one another process took over meanwhile.
  if (sameHolder(readHolder(lockPath), me())) unlinkIfThere(lockPath);
}
