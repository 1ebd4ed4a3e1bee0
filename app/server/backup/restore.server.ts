import { createHash } from "node:crypto";
import { constants, createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { copyFile, link, mkdir } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { DataDirLocked, lockDataDir } from "../data-dir-lock.server.ts";
import type { BackupSource } from "./backup.server.ts";
import { type BucketObject, listBucket } from "./bucket-list.server.ts";
import { countEmbeddedRows } from "./embedded.server.ts";
import { hasEntries, megabytes, seconds } from "./files.ts";
import {
  BUCKET_LIST_NAME,
  DATA_FOLDERS,
  DATA_KEY_FILES,
  DATA_PREFIX,
  EMBEDDED_DB_FOLDER,
  MANIFEST_NAME,
  type Manifest,
  POSTGRES_DUMP_NAME,
  isSafeArchivePath,
  parseManifest,
} from "./manifest.ts";
import { countPostgresRows, publicTables, restorePostgres } from "./postgres.server.ts";
import { BackupRefused } from "./refusal.ts";
import { type CountComparison, countDifferences } from "./row-counts.ts";
import { type EntryDigest, readTar } from "./tar.ts";

export interface RestoreOptions extends BackupSource {
  file: string;
  progress?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Every table's rows once restored, by `schema.table`. */
  tables: Record<string, number>;
  /** Tables whose rows differ from the manifest's: none after a good restore. */
  differences: CountComparison[];
  /** Objects the archive lists that the target's buckets lack (photos in object storage). */
  missingObjects: BucketObject[];
  timings: { verifyMs: number; databaseMs: number; filesMs: number; totalMs: number };
}

async function* entriesOf(file: string) {
  yield* readTar(createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>);
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Reads the archive through once, writing nothing, and returns its manifest once every file it
 * names is there with its size and SHA-256, and nothing else is: a damaged or altered archive is
 * refused before a restore touches the target.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  const digests = new Map<string, EntryDigest>();
  const directories = new Set<string>();
  const links = new Map<string, string>();
  let manifestText: string | undefined;
  try {
    for await (const entry of entriesOf(file)) {
      if (entry.type === "directory") {
        directories.add(entry.name);
        continue;
      }
      if (entry.type === "link") {
        if (links.has(entry.name)) throw new Error(`${entry.name} is in it twice`);
        links.set(entry.name, entry.linkTarget);
        continue;
      }
      if (entry.name === MANIFEST_NAME) {
        manifestText = (await collect(entry.body())).toString("utf8");
        continue;
      }
      if (digests.has(entry.name)) throw new Error(`${entry.name} is in it twice`);
      const hash = createHash("sha256");
      for await (const chunk of entry.body()) hash.update(chunk);
      digests.set(entry.name, { size: entry.size, sha256: hash.digest("hex") });
    }
  } catch (error) {
    throw new BackupRefused(`${file} is not a readable archive (${error instanceof Error ? error.message : error}): nothing was restored.`);
  }
  if (manifestText === undefined) throw new BackupRefused(`${file} has no ${MANIFEST_NAME}: not an AutoAfrique backup. Nothing was restored.`);
  let manifest: Manifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    throw new BackupRefused(`${file}: ${error instanceof Error ? error.message : error}. Nothing was restored.`);
  }
  const problems: string[] = [];
  const named = new Set<string>();
  for (const expected of manifest.files) {
    named.add(expected.path);
    const found = digests.get(expected.path);
    if (!isSafeArchivePath(expected.path)) problems.push(`${expected.path}: not a path a restore may write`);
    else if (!found) problems.push(`${expected.path}: missing`);
    else if (found.size !== expected.size || found.sha256 !== expected.sha256) problems.push(`${expected.path}: checksum differs`);
  }
  for (const name of digests.keys()) if (!named.has(name)) problems.push(`${name}: not in the manifest`);
  const listed = new Set(manifest.directories);
  for (const name of manifest.directories) {
    if (!isSafeArchivePath(name)) problems.push(`${name}/: not a path a restore may write`);
    else if (!directories.has(name)) problems.push(`${name}/: missing`);
  }
  for (const name of directories) if (!listed.has(name)) problems.push(`${name}/: not in the manifest`);
  const linked = new Map(manifest.links.map((link) => [link.path, link.target]));
  for (const [path, target] of linked) {
    if (!isSafeArchivePath(path) || !path.startsWith(DATA_PREFIX)) problems.push(`${path}: not a path a restore may write`);
    else if (!named.has(target)) problems.push(`${path}: links to ${target}, which is not in the manifest`);
    else if (links.get(path) !== target) problems.push(`${path}: link missing or to another file`);
  }
  for (const path of links.keys()) if (!linked.has(path)) problems.push(`${path}: not in the manifest`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((problem) => `  ${problem}`);
    if (problems.length > 10) shown.push(`  … and ${problems.length - 10} more`);
    throw new BackupRefused(`${file} does not match its manifest; nothing was restored:\n${shown.join("\n")}`);
  }
  return manifest;
}

/** What already holds data in the target: a restore goes into an empty DATA_DIR or database only. */
async function occupied(options: RestoreOptions, dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const folders = options.databaseUrl ? DATA_FOLDERS : [EMBEDDED_DB_FOLDER, ...DATA_FOLDERS];
  for (const folder of folders) if (await hasEntries(join(dataDir, folder))) found.push(join(dataDir, folder));
  if (options.databaseUrl) {
    const tables = await publicTables(options.databaseUrl);
    if (tables.length > 0) found.push(`the database of DATABASE_URL (${tables.length} tables, e.g. ${tables.slice(0, 3).join(", ")})`);
  }
  return found;
}

/** The objects the archive lists that are not in the target's buckets with the same size. */
async function missingFromBuckets(listing: Buffer, options: RestoreOptions): Promise<BucketObject[]> {
  const s3 = options.s3;
  if (!s3) return [];
  const expected = listing
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BucketObject);
  const present = new Map<string, number>();
  for (const bucket of new Set(expected.map((object) => object.bucket))) {
    for await (const object of listBucket(s3, bucket)) present.set(`${bucket}/${object.key}`, object.size);
  }
  return expected.filter((object) => present.get(`${object.bucket}/${object.key}`) !== object.size);
}

/**
 * Restores an archive into the target the options name (the server's own variables): checks every
 * checksum, refuses a target that holds data, then restores the database (pg_restore, or the
 * embedded database's files under the data dir's lock, so no server starts meanwhile), then the
 * files, and counts every table's rows against the manifest's.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const progress = options.progress ?? (() => {});
  const file = resolve(options.file);
  const dataDir = resolve(options.dataDir);
  const manifest = await verifyArchive(file);
  const verifyMs = performance.now() - started;
  progress(`Archive checked: ${manifest.files.length} files, every checksum matches (${seconds(verifyMs)}); made ${manifest.createdAt}.`);

  const kind = options.databaseUrl ? "postgres" : "pglite";
  if (manifest.database.kind !== kind) {
    throw new BackupRefused(
      manifest.database.kind === "postgres"
        ? "This archive holds a PostgreSQL dump: restore it with DATABASE_URL naming an empty database."
        : "This archive holds an embedded database: restore it with DATABASE_URL unset, into an empty DATA_DIR.",
    );
  }
  let release: (() => void) | undefined;
  if (kind === "pglite") {
    release = await lockDataDir(dataDir).catch((error: unknown) => {
      throw error instanceof DataDirLocked ? new BackupRefused(error.message) : error;
    });
  }
  try {
    const taken = await occupied(options, dataDir);
    if (taken.length > 0) {
      throw new BackupRefused(
        `The target is not empty; nothing was restored. A restore goes into an empty DATA_DIR or database only:\n  ${taken.join("\n  ")}`,
      );
    }
    let databaseMs = 0;
    let filesStarted = 0;
    let written = 0;
    let bytes = 0;
    let listing: Buffer = Buffer.alloc(0);
    for await (const entry of entriesOf(file)) {
      if (entry.name === POSTGRES_DUMP_NAME && options.databaseUrl) {
        const at = performance.now();
        progress("Database: pg_restore…");
        await restorePostgres(options.databaseUrl, entry.body());
        databaseMs = performance.now() - at;
        progress(`Database restored in ${seconds(databaseMs)}.`);
      } else if (entry.name === BUCKET_LIST_NAME) {
        listing = await collect(entry.body());
      } else if (entry.type === "link") {
        const path = resolve(dataDir, entry.name.slice(DATA_PREFIX.length));
        const target = resolve(dataDir, entry.linkTarget.slice(DATA_PREFIX.length));
        if (!path.startsWith(dataDir + sep) || !target.startsWith(dataDir + sep)) continue;
        await mkdir(dirname(path), { recursive: true });
        // A disk without hard links gets a copy, as the disk storage itself does.
        await link(target, path).catch(() => copyFile(target, path, constants.COPYFILE_EXCL));
        written++;
      } else if (entry.type === "directory") {
        if (entry.name.startsWith(DATA_PREFIX) && isSafeArchivePath(entry.name)) {
          const folder = resolve(dataDir, entry.name.slice(DATA_PREFIX.length));
          if (folder.startsWith(dataDir + sep)) await mkdir(folder, { recursive: true, mode: 0o700 });
        }
      } else if (entry.name.startsWith(DATA_PREFIX) && isSafeArchivePath(entry.name)) {
        filesStarted ||= performance.now();
        const relative = entry.name.slice(DATA_PREFIX.length);
        const target = resolve(dataDir, relative);
        if (!target.startsWith(dataDir + sep)) continue;
        if ((DATA_KEY_FILES as readonly string[]).includes(relative) && existsSync(target)) {
          const same = readFileSync(target).equals(await collect(entry.body()));
          if (!same) progress(`Kept ${target}, which differs from the archive's: sessions or push subscriptions of the archive may not work with it.`);
          continue;
        }
        const at = performance.now();
        await mkdir(dirname(target), { recursive: true });
        await pipeline(Readable.from(entry.body()), createWriteStream(target, { flags: "wx", mode: entry.mode & 0o777 || 0o600 }));
        if (relative.startsWith(`${EMBEDDED_DB_FOLDER}/`)) databaseMs += performance.now() - at;
        written++;
        bytes += entry.size;
      }
    }
    const filesMs = filesStarted ? performance.now() - filesStarted : 0;
    progress(`Files written into ${dataDir}: ${written} (${megabytes(bytes)}) in ${seconds(filesMs)}.`);

    const tables = kind === "pglite" ? await countEmbeddedRows(join(dataDir, EMBEDDED_DB_FOLDER)) : await countPostgresRows(options.databaseUrl as string);
    const missingObjects = await missingFromBuckets(listing, options);
    return {
      manifest,
      tables,
      differences: countDifferences(manifest.database.tables, tables),
      missingObjects,
      timings: { verifyMs, databaseMs, filesMs, totalMs: performance.now() - started },
    };
  } finally {
    release?.();
  }
}
