import { createBackup } from "../app/server/backup/backup.server.ts";
import { megabytes, seconds } from "../app/server/backup/files.ts";
import { BackupRefused } from "../app/server/backup/refusal.ts";
import { env } from "../app/server/env.server.ts";
import { s3Config } from "../app/server/storage.server.ts";

/**
 * `npm run backup [-- --out FILE]`: one archive of the database (pg_dump of DATABASE_URL, or a
 * consistent copy of the embedded database, the server running or not), the photos on disk or the
 * buckets' object list, and a manifest with checksums and row counts (docs/backups.md). Written into
 * `$DATA_DIR/backups/` by default; its path is the last line printed, for the script that keeps it.
 */
const usage = "usage: npm run backup [-- --out FILE]";
const args = process.argv.slice(2);
let out: string | undefined;
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === "--out" && args[i + 1]) out = args[++i];
  else if (arg.startsWith("--out=")) out = arg.slice("--out=".length);
  else {
    console.error(usage);
    process.exit(2);
  }
}
const config = env();
try {
  const result = await createBackup({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    s3: s3Config(),
    privateBucket: config.S3_PRIVATE_BUCKET,
    out,
    progress: (line) => console.log(line),
  });
  console.log(`Archive written in ${seconds(result.ms)}: ${megabytes(result.bytes)}, ${result.manifest.files.length} files with their SHA-256.`);
  console.log(result.path);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
