// Backup and restore at scale: BENCH_LISTINGS (default 100 000) deterministic listings (the search
// bench's, with their 2 000 sellers) in a fresh PostgreSQL database, backed up by the code of
// `npm run backup` (pg_dump, manifest, checksums), then restored by that of `npm run restore` into
// another empty database (checksums checked first, pg_restore in one transaction, every table's
// rows compared). Prints the backup's time and size and the restore's time: the figure
// docs/backups.md gives. Photos are not part of it (their copy is a file copy: disk speed).
// BENCH_DATABASE_URL names the server (the databases are created and dropped). BENCH_PGLITE=1 does
// the same on the embedded database, with the time a copy of its folder takes: a running server's
// pause during a backup.
import { mkdtempSync, rmSync } from "node:fs";
import { cp } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createBackup } from "../app/server/backup/backup.server.ts";
import { megabytes, seconds } from "../app/server/backup/files.ts";
import { restoreBackup } from "../app/server/backup/restore.server.ts";
import { openDatabase, setDatabase } from "../app/server/db.server.ts";
import { insertBenchListings } from "./search/listings.ts";
import { adminQuery, createBenchDatabase, dropDatabase } from "./support/postgres-admin.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const sourceName = `bench_backup_${process.pid}`;
const targetName = `${sourceName}_restored`;
const dir = mkdtempSync(join(tmpdir(), "aa-bench-backup-"));
const urlOf = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const indent = (line: string) => console.log(`  ${line}`);

try {
  const { url, database } = await createBenchDatabase(SERVER_URL, sourceName);
  const insertStarted = performance.now();
  const { sales, rentals } = await insertBenchListings(LISTINGS);
  setDatabase(undefined);
  await database.close();
  console.log(`${LISTINGS} listings (${sales} sales, ${rentals} rentals) written in ${seconds(performance.now() - insertStarted)}.`);

  console.log("Backup:");
  const backup = await createBackup({ dataDir: join(dir, "source"), databaseUrl: url, out: join(dir, "bench.tar.gz"), progress: indent });

  await adminQuery(SERVER_URL, `CREATE DATABASE "${targetName}"`);
  console.log("Restore:");
  const restore = await restoreBackup({ file: backup.path, dataDir: join(dir, "target"), databaseUrl: urlOf(targetName), progress: indent });
  if (restore.differences.length > 0) {
    console.error("Row counts differ after the restore:", restore.differences);
    process.exitCode = 1;
  }

  const { verifyMs, databaseMs, totalMs } = restore.timings;
  console.log(`\n${LISTINGS} listings on PostgreSQL (${availableParallelism()} cores):`);
  console.log(`  backup:  ${seconds(backup.ms)}, archive ${megabytes(backup.bytes)}`);
  console.log(
    `  restore: ${seconds(totalMs)} (checksums ${seconds(verifyMs)}, pg_restore ${seconds(databaseMs)}), every table's rows ${restore.differences.length === 0 ? "equal" : "DIFFERENT"}`,
  );

  if (process.env.BENCH_PGLITE === "1") {
    // The embedded database: how long a running server would stay paused is the copy's time.
    const dataDir = join(dir, "embedded");
    const embedded = await openDatabase({ dataDir });
    setDatabase(embedded);
    await embedded.migrate();
    const started = performance.now();
    await insertBenchListings(LISTINGS);
    setDatabase(undefined);
    await embedded.close();
    console.log(`\n${LISTINGS} listings written into the embedded database in ${seconds(performance.now() - started)}.`);
    console.log("Backup:");
    const copyStarted = performance.now();
    await cp(join(dataDir, "db"), join(dir, "copy-timing"), { recursive: true });
    const copyMs = performance.now() - copyStarted;
    const embeddedBackup = await createBackup({ dataDir, out: join(dir, "embedded.tar.gz"), progress: indent });
    console.log("Restore:");
    const embeddedRestore = await restoreBackup({ file: embeddedBackup.path, dataDir: join(dir, "embedded-target"), progress: indent });
    if (embeddedRestore.differences.length > 0) {
      console.error("Row counts differ after the restore:", embeddedRestore.differences);
      process.exitCode = 1;
    }
    console.log(`\n${LISTINGS} listings in the embedded database:`);
    console.log(`  copy of $DATA_DIR/db (a running server's pause): ${seconds(copyMs)}`);
    console.log(`  backup:  ${seconds(embeddedBackup.ms)}, archive ${megabytes(embeddedBackup.bytes)}`);
    console.log(`  restore: ${seconds(embeddedRestore.timings.totalMs)} (checksums ${seconds(embeddedRestore.timings.verifyMs)})`);
  }
} finally {
  setDatabase(undefined);
  await dropDatabase(SERVER_URL, sourceName).catch((error: unknown) => console.error(error));
  await dropDatabase(SERVER_URL, targetName).catch((error: unknown) => console.error(error));
  rmSync(dir, { recursive: true, force: true });
}
