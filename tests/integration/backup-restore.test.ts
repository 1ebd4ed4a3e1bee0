import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../../app/server/backup/backup.server.ts";
import { countEmbeddedRows } from "../../app/server/backup/embedded.server.ts";
import { filesUnder } from "../../app/server/backup/files.ts";
import { type Manifest, parseManifest } from "../../app/server/backup/manifest.ts";
import { countPostgresRows } from "../../app/server/backup/postgres.server.ts";
import { BackupRefused } from "../../app/server/backup/refusal.ts";
import { restoreBackup } from "../../app/server/backup/restore.server.ts";
import { readTar } from "../../app/server/backup/tar.ts";
import { db, openDatabase, postgresDatabase, setDatabase } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { migrateAndSeedDemo } from "../support/demo-database.ts";

/**
 * `npm run backup` and `npm run restore` on the demo (docs/backups.md): backed up, restored into
 * another empty DATA_DIR (and database, on PostgreSQL), every table's rows and a sample of photos
 * compared; a target holding data and an altered archive refused before anything is written. On
 * the embedded database the backup is taken while another process writes to it, as a server would.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const kind = serverUrl ? "PostgreSQL" : "the embedded database";

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), `aa-backup-${prefix}-`));
  dirs.push(dir);
  return dir;
};

const source = tempDir("source");
const target = tempDir("target");
const archives = tempDir("archives");
// The app reads its environment once: the demo's photos go to the source's uploads.
process.env.DATA_DIR = source;

const databases: string[] = [];
const databaseName = (role: string) => `t_${process.pid}_backup_${role}`;
const databaseUrl = (name: string) => {
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server, dropped after the file. */
async function emptyDatabase(role: string): Promise<string> {
  const name = databaseName(role);
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  databases.push(name);
  return databaseUrl(name);
}

const sourceUrl = serverUrl ? await emptyDatabase("source") : undefined;
const targetUrl = serverUrl ? await emptyDatabase("target") : undefined;

const countsOf = (url: string | undefined, dataDir: string) => (url ? countPostgresRows(url) : countEmbeddedRows(join(dataDir, "db")));

/** A server's stand-in writing to the embedded database while it is backed up. */
async function startWriter(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["tests/support/pglite-writer.ts", dataDir], { stdio: ["ignore", "pipe", "inherit"] });
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, "data")) as [Buffer];
  expect(String(chunk)).toContain("writing");
  return child;
}

let sourceCounts: Record<string, number>;
let archive: string;
const progress: string[] = [];

beforeAll(async () => {
  const database = sourceUrl ? postgresDatabase(sourceUrl) : await openDatabase({ dataDir: source });
  try {
    await migrateAndSeedDemo(database);
    const [row] = await db().select({ n: count() }).from(listings);
    expect(row?.n).toBeGreaterThan(100);
  } finally {
    setDatabase(undefined);
    await database.close();
  }
  sourceCounts = await countsOf(sourceUrl, source);
}, 120_000);

afterAll(async () => {
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${kind}`, () => {
  it("backs up the demo, restores it into an empty target with every row and photo", { timeout: 120_000 }, async () => {
    const writer = sourceUrl ? undefined : await startWriter(source);
    try {
      const result = await createBackup({
        dataDir: source,
        databaseUrl: sourceUrl,
        out: join(archives, "demo.tar.gz"),
        progress: (line) => progress.push(line),
      });
      archive = result.path;
      console.info(`backup of the demo (${kind}):\n  ${progress.join("\n  ")}\n  ${(result.bytes / 1e6).toFixed(1)} MB in ${Math.round(result.ms)} ms`);
      if (writer) expect(progress.join("\n")).toMatch(new RegExp(`server PID ${writer.pid} paused \\d+ ms`));
    } finally {
      writer?.kill("SIGTERM");
      if (writer) await once(writer, "exit");
    }
    const recorded = await readArchiveManifest(archive);
    expect(recorded.database.kind).toBe(sourceUrl ? "postgres" : "pglite");

    const restored = await restoreBackup({ file: archive, dataDir: target, databaseUrl: targetUrl });
    expect(restored.differences).toEqual([]);
    expect(restored.tables).toEqual(recorded.database.tables);
    expect(await countsOf(targetUrl, target)).toEqual(restored.tables);

    // The demo's tables as they were; the writer's pairs all whole (none torn by the copy).
    const { "public.backup_probe": probe, ...demoTables } = restored.tables;
    expect(demoTables).toEqual(sourceCounts);
    if (writer) {
      expect(probe).toBeGreaterThan(0);
      expect((probe as number) % 2).toBe(0);
    }

    const photos = await filesUnder(join(source, "uploads"));
    expect(photos.length).toBeGreaterThan(100);
    expect(await filesUnder(join(target, "uploads"))).toEqual(photos);
    const sample = photos.filter((_, i) => i % Math.ceil(photos.length / 25) === 0);
    for (const photo of sample) {
      expect(readFileSync(join(target, "uploads", photo)).equals(readFileSync(join(source, "uploads", photo))), photo).toBe(true);
    }
  });

  it("refuses a target that already holds data", async () => {
    const refusal = await restoreBackup({ file: archive, dataDir: target, databaseUrl: targetUrl }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toMatch(/not empty; nothing was restored/);
    expect(await countsOf(targetUrl, target)).toEqual((await readArchiveManifest(archive)).database.tables);
  });

  it("refuses an altered archive before writing anything", async () => {
    const tar = gunzipSync(readFileSync(archive));
    const [photo] = await filesUnder(join(source, "uploads"));
    const at = tar.indexOf(readFileSync(join(source, "uploads", photo as string)).subarray(0, 64));
    expect(at).toBeGreaterThan(0);
    tar[at + 100] = (tar[at + 100] as number) ^ 0xff;
    const altered = join(archives, "altered.tar.gz");
    writeFileSync(altered, gzipSync(tar));

    const untouched = join(tempDir("untouched"), "data");
    const refusal = await restoreBackup({ file: altered, dataDir: untouched, databaseUrl: targetUrl }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupRefused);
    // The same bytes may be under several keys (a photo copied is linked): whichever comes first is altered.
    expect((refusal as Error).message).toMatch(/data\/uploads\/\S+: checksum differs/);
    expect(existsSync(untouched)).toBe(false);
  });
});

/** The manifest as the archive holds it, read with nothing but the tar reader. */
async function readArchiveManifest(file: string): Promise<Manifest> {
  for await (const entry of readTar(Readable.from([gunzipSync(readFileSync(file))]))) {
    if (entry.name !== "manifest.json") continue;
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body()) chunks.push(chunk);
    return parseManifest(Buffer.concat(chunks).toString("utf8"));
  }
  throw new Error(`no manifest in ${file}`);
}
