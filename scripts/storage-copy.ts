import { existsSync } from "node:fs";
import { env } from "../app/server/env.server.ts";
import { privateDir } from "../app/server/private-storage.server.ts";
import { createS3Storage } from "../app/server/s3-storage.server.ts";
import { copyUploadsToBucket } from "../app/server/storage-copy.server.ts";
import { s3Config, uploadsDir } from "../app/server/storage.server.ts";

/**
 * `npm run storage:copy`: copies `$DATA_DIR/uploads` into the bucket of the S3_* variables, and
 * `$DATA_DIR/private` (licences, rental records' photos) into S3_PRIVATE_BUCKET (or the same
 * bucket's `private/` folder), before a server is started with them (its pages then point at
 * S3_PUBLIC_URL). Run it again at will: what is already in the bucket is skipped.
 */
const config = s3Config();
if (!config) {
  console.error(
    "Object storage is not configured: set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL " +
      "(and S3_ENDPOINT for a server other than AWS).",
  );
  process.exit(1);
}
const folders = [
  { from: uploadsDir(), bucket: config.bucket },
  { from: privateDir(), bucket: env().S3_PRIVATE_BUCKET ?? config.bucket },
];
for (const { from, bucket } of folders) {
  if (!existsSync(from)) {
    console.log(`Nothing to copy: ${from} does not exist.`);
    continue;
  }
  const started = performance.now();
  const summary = await copyUploadsToBucket(from, createS3Storage({ ...config, bucket }));
  for (const { key, error } of summary.failed) console.error(`failed: ${key}: ${error}`);
  for (const key of summary.ignored) console.warn(`ignored (not a key the app makes): ${key}`);
  console.log(
    `${from} → bucket ${bucket}: ${summary.copied} copied, ${summary.skipped} already there, ` +
      `${summary.ignored.length} ignored, ${summary.failed.length} failed (${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
  if (summary.failed.length > 0) process.exitCode = 1;
}
