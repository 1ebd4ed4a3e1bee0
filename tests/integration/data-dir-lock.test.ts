import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLocked, LOCK_FILE } from "../../app/server/data-dir-lock.server.ts";
import { type Database, openDatabase } from "../../app/server/db.server.ts";

const dirs: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "aa-lock-"));
  dirs.push(dir);
  return dir;
}

async function open(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

const lockOf = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as { pid: number };

/** A PID that no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  if (!child.pid) throw new Error("could not start a child process");
  return child.pid;
}

/** Runs a second process that opens the embedded database in `dataDir`, as a second server would. */
function secondInstance(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const script = `
    import { openDatabase } from "./app/server/db.server.ts";
    try {
      const database = await openDatabase({ dataDir: process.env.LOCK_TEST_DIR });
      await database.close();
      console.log("opened");
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: process.cwd(),
      env: { ...process.env, LOCK_TEST_DIR: dataDir },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

// Each case starts whole embedded databases (and a second process): on a loaded machine that takes
// well over the suite's 30 s.
describe("one process at a time on an embedded database", { timeout: 120_000 }, () => {
  it("refuses a second open of the same data directory, naming the directory and the holder's PID", async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    expect(lockOf(dataDir).pid).toBe(process.pid);

    const again = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(DataDirLocked);
    expect((again as Error).message).toContain(`Le dossier de données ${dataDir} est déjà utilisé par un autre serveur (PID ${process.pid})`);

    // Another process, as a second `npm run serve` would be: refused before touching the files.
    const second = await secondInstance(dataDir);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Le dossier de données ${dataDir} est déjà utilisé par un autre serveur (PID ${process.pid})`);
    expect(second.stderr).toContain("DATA_DIR");

    // The first one still works, and once it is closed the directory is free again.
    await first.db.execute("select 1");
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(await secondInstance(dataDir)).toMatchObject({ code: 0 });
    const reopened = await open(dataDir);
    await reopened.db.execute("select 1");
  });

  it("takes over the lock of a process that is gone", async () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    const dead = deadPid();
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: dead, host: hostname() }));
    const database = await open(dataDir);
    await database.db.execute("select 1");
    expect(lockOf(dataDir).pid).toBe(process.pid);
    // A half-written or damaged lock file is no one's either.
    await database.close();
    opened.splice(opened.indexOf(database), 1);
    writeFileSync(join(dataDir, LOCK_FILE), "");
    await open(dataDir);
    expect(lockOf(dataDir).pid).toBe(process.pid);
  });

  it("refuses a lock held by another process that is running", async () => {
    const dataDir = tempDataDir();
    // Our parent is alive for sure: it stands for another server holding the directory.
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname() }));
    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLocked);
    expect((refused as Error).message).toContain(`(PID ${process.ppid})`);
    expect(lockOf(dataDir).pid).toBe(process.ppid);
    expect(existsSync(join(dataDir, "db", "PG_VERSION"))).toBe(false);
  });

  it.runIf(existsSync("/proc/self/stat"))("takes over a lock whose PID now belongs to another process", async () => {
    const dataDir = tempDataDir();
    // The PID is alive but started at another time than the holder did: reused after a crash.
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname(), started: "1" }));
    await open(dataDir);
    expect(lockOf(dataDir).pid).toBe(process.pid);
  });

  it("takes no lock for PostgreSQL", async () => {
    const dataDir = tempDataDir();
    const a = await openDatabase({ url: "postgres://nobody@127.0.0.1:1/none", dataDir });
    const b = await openDatabase({ url: "postgres://nobody@127.0.0.1:1/none", dataDir });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });
});
