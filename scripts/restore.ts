import { seconds } from "../app/server/backup/files.ts";
import { BackupRefused } from "../app/server/backup/refusal.ts";
import { restoreBackup } from "../app/server/backup/restore.server.ts";
import { countTable } from "../app/server/backup/row-counts.ts";
import { env } from "../app/server/env.server.ts";
import { s3Config } from "../app/server/storage.server.ts";

/**
 * `npm run restore -- FILE`: restores an archive of `npm run backup` into the DATA_DIR or the
 * PostgreSQL database of the same variables as the server, which must be empty (a restore never
 * overwrites). Every checksum is checked before anything is written; the rows of every table are
 * compared with the archive's at the end (docs/backups.md).
 */
const args = process.argv.slice(2);
if (args.length !== 1 || (args[0] as string).startsWith("-")) {
  console.error("usage: npm run restore -- FILE");
  process.exit(2);
}
const config = env();
const s3 = s3Config();
try {
  const result = await restoreBackup({
    file: args[0] as string,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    s3,
    privateBucket: config.S3_PRIVATE_BUCKET,
    progress: (line) => console.log(line),
  });
  for (const line of countTable(result.manifest.database.tables, result.tables)) console.log(line);
  if (result.differences.length > 0) {
    console.error(`Rows differ from the archive's in ${result.differences.length} tables: do not start a server on this restore.`);
    process.exitCode = 1;
  } else {
    console.log("Every table has the rows the archive recorded.");
  }
  const storage = result.manifest.storage;
  if (storage.kind === "disk" && storage.files > 0 && s3) {
    console.log("The photos were restored into DATA_DIR/uploads and DATA_DIR/private, but this server keeps them in a bucket: run `npm run storage:copy`.");
  }
  if (storage.kind === "s3") {
    const buckets = storage.buckets.map((b) => b.bucket).join(", ");
    if (!s3) console.log(`The photos were not in the archive: they are in the bucket(s) ${buckets}; set the S3_* variables to serve them.`);
    else if (result.missingObjects.length > 0) {
      console.error(`${result.missingObjects.length} objects the archive lists are missing from the buckets (or differ in size), e.g.:`);
      for (const object of result.missingObjects.slice(0, 10)) console.error(`  ${object.bucket}/${object.key}`);
      process.exitCode = 1;
    } else {
      console.log(`Every object the archive lists is in the bucket(s) ${buckets}.`);
    }
  }
  console.log(`Restored in ${seconds(result.timings.totalMs)}.`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
