import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, open, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { finished, pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { S3Config } from "../s3-storage.server.ts";
import { bucketsOf, listBucket } from "./bucket-list.server.ts";
import { copyEmbeddedDatabase } from "./embedded.server.ts";
import { directoriesUnder, filesUnder, megabytes, seconds } from "./files.ts";
import {
  BACKUP_FORMAT_VERSION,
  BUCKET_LIST_NAME,
  DATA_FOLDERS,
  DATA_KEY_FILES,
  DATA_PREFIX,
  EMBEDDED_DB_FOLDER,
  MANIFEST_NAME,
  type Manifest,
  type ManifestFile,
  POSTGRES_DUMP_NAME,
} from "./manifest.ts";
import { dumpPostgres } from "./postgres.server.ts";
import { BackupRefused } from "./refusal.ts";
import { TarWriter } from "./tar.ts";

/** Where a server keeps what a backup takes: the same variables as the server's (scripts/backup.ts reads them). */
export interface BackupSource {
  dataDir: string;
  /** PostgreSQL; unset → the embedded database in `dataDir`/db. */
  databaseUrl?: string;
  /** Photos in object storage; unset → `dataDir`/uploads and `dataDir`/private. */
  s3?: S3Config;
  privateBucket?: string;
}

export interface BackupOptions extends BackupSource {
  /** The archive to write; default `dataDir`/backups/autoafrique-<UTC time>.tar.gz. */
  out?: string;
  progress?: (line: string) => void;
}

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: Manifest;
  ms: number;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

function gitCommit(): string | undefined {
  try {
    return (
      execFileSync("git", ["rev-parse", "HEAD"], { stdio: ["ignore", "pipe", "ignore"], timeout: 5_000 })
        .toString()
        .trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/**
 * Writes one archive: the database (a PostgreSQL dump or a consistent copy of the embedded one),
 * then the photos on disk or the list of the buckets' objects, then the generated keys, and last
 * `manifest.json` with each file's size and SHA-256 and each table's rows when the database was
 * taken. The archive appears under its name only once complete (written as `.partial`, then renamed).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const progress = options.progress ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const createdAt = new Date();
  const path = resolve(options.out ?? join(dataDir, "backups", `autoafrique-${stamp(createdAt)}.tar.gz`));
  if (existsSync(path)) throw new BackupRefused(`${path} already exists: give another --out.`);
  // The archive holds the members' data and the generated keys: for its owner only.
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const work = await mkdtemp(join(dirname(path), ".backup-"));
  const partial = `${path}.partial`;
  try {
    const dumpFile = join(work, POSTGRES_DUMP_NAME);
    const copyDir = join(work, EMBEDDED_DB_FOLDER);
    const databaseStarted = performance.now();
    let database: Manifest["database"];
    if (options.databaseUrl) {
      const dumped = await dumpPostgres(options.databaseUrl, dumpFile);
      database = { kind: "postgres", ...dumped };
      progress(
        `Database: pg_dump of PostgreSQL ${dumped.version}, ${megabytes((await stat(dumpFile)).size)} in ${seconds(performance.now() - databaseStarted)}.`,
      );
    } else {
      const copy = await copyEmbeddedDatabase(dataDir, copyDir);
      database = { kind: "pglite", version: copy.version, tables: copy.tables };
      const how = "locked" in copy.how ? "no server running" : `server PID ${copy.how.pausedPid} paused ${Math.round(copy.how.frozenMs)} ms`;
      progress(`Database: embedded database copied (${how}) and checked in ${seconds(performance.now() - databaseStarted)}.`);
    }
    const listings = database.tables["public.listings"];
    if (listings !== undefined) progress(`  ${Object.keys(database.tables).length} tables, ${listings} listings.`);

    const gzip = createGzip({ level: 6 });
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600, flags: "wx" }));
    // Surfaces a disk-full or permission error while the writer still waits on 'drain'.
    written.catch(() => gzip.destroy());
    const tar = new TarWriter(gzip);
    const files: ManifestFile[] = [];
    const add = async (name: string, file: string) => {
      const digest = await tar.addFile(name, file);
      if (digest) files.push({ path: name, ...digest });
      return digest;
    };

    const directories: string[] = [];
    const links: Manifest["links"] = [];
    if (options.databaseUrl) await add(POSTGRES_DUMP_NAME, dumpFile);
    else {
      for (const folder of [".", ...(await directoriesUnder(copyDir))]) {
        const name = folder === "." ? `${DATA_PREFIX}${EMBEDDED_DB_FOLDER}` : `${DATA_PREFIX}${EMBEDDED_DB_FOLDER}/${folder}`;
        await tar.addDirectory(name);
        directories.push(name);
      }
      for (const file of await filesUnder(copyDir)) await add(`${DATA_PREFIX}${EMBEDDED_DB_FOLDER}/${file}`, join(copyDir, file));
    }

    let storage: Manifest["storage"];
    if (options.s3) {
      const listFile = join(work, BUCKET_LIST_NAME);
      const list = createWriteStream(listFile);
      const buckets: { bucket: string; objects: number; bytes: number }[] = [];
      for (const bucket of bucketsOf(options.s3, options.privateBucket)) {
        const summary = { bucket, objects: 0, bytes: 0 };
        for await (const object of listBucket(options.s3, bucket)) {
          summary.objects++;
          summary.bytes += object.size;
          if (!list.write(`${JSON.stringify(object)}\n`)) await once(list, "drain");
        }
        buckets.push(summary);
        progress(`Bucket ${bucket}: ${summary.objects} objects (${megabytes(summary.bytes)}) listed; the objects stay in the bucket.`);
      }
      list.end();
      await finished(list);
      await add(BUCKET_LIST_NAME, listFile);
      storage = { kind: "s3", buckets };
    } else {
      const summary = { files: 0, bytes: 0 };
      const firstNameOf = new Map<string, string>();
      for (const folder of DATA_FOLDERS) {
        for (const file of await filesUnder(join(dataDir, folder))) {
          const name = `${DATA_PREFIX}${folder}/${file}`;
          const info = await stat(join(dataDir, folder, file)).catch(() => undefined);
          if (!info) continue;
          const inode = `${info.dev}:${info.ino}`;
          const target = info.nlink > 1 ? firstNameOf.get(inode) : undefined;
          if (target) {
            await tar.addLink(name, target);
            links.push({ path: name, target });
          } else {
            const digest = await add(name, join(dataDir, folder, file));
            if (!digest) continue;
            if (info.nlink > 1) firstNameOf.set(inode, name);
            summary.bytes += digest.size;
          }
          summary.files++;
        }
      }
      storage = { kind: "disk", ...summary };
      progress(`Photos and private files: ${summary.files} files (${links.length} of them links to another), ${megabytes(summary.bytes)}.`);
    }
    for (const key of DATA_KEY_FILES) {
      if (existsSync(join(dataDir, key))) await add(`${DATA_PREFIX}${key}`, join(dataDir, key));
    }

    const manifest: Manifest = {
      format: "autoafrique-backup",
      version: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: { commit: gitCommit(), node: process.version },
      database,
      storage,
      directories,
      files,
      links,
    };
    await tar.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await tar.finish();
    await written;
    const handle = await open(partial, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, path);
    const bytes = (await stat(path)).size;
    return { path, bytes, manifest, ms: performance.now() - started };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
