import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../../app/server/backup/backup.server.ts";
import { restoreBackup } from "../../app/server/backup/restore.server.ts";
import { openDatabase } from "../../app/server/db.server.ts";
import { type S3Config, createS3Storage } from "../../app/server/s3-storage.server.ts";
import { startS3Server } from "../support/s3-server.ts";

/**
 * With photos in object storage an archive holds the buckets' object list, not the objects
 * (docs/backups.md); a restore says which listed objects the buckets no longer have.
 */
const s3 = await startS3Server();
const config: S3Config = {
  endpoint: s3.endpoint,
  region: "us-east-1",
  bucket: s3.bucket,
  accessKeyId: s3.env.S3_ACCESS_KEY_ID as string,
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY as string,
  publicUrl: s3.publicUrl,
};
const bucket = createS3Storage(config);
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), `aa-backup-s3-${prefix}-`));
  dirs.push(dir);
  return dir;
};
const source = tempDir("source");
const KEYS = ["listings/u1/a-400.webp", "listings/u1/a-800.webp", "avatars/u1-96.webp", "private/licences/b.webp"];

beforeAll(async () => {
  const database = await openDatabase({ dataDir: source });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  for (const [i, key] of KEYS.entries()) await bucket.put(key, Buffer.alloc(100 + i, i), "image/webp");
});

afterAll(async () => {
  await s3.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("backup with photos in a bucket", () => {
  it("records every object of the bucket, private folder included, and finds them all after a restore", async () => {
    const backup = await createBackup({ dataDir: source, s3: config, out: join(tempDir("archives"), "s3.tar.gz") });
    expect(backup.manifest.storage).toEqual({ kind: "s3", buckets: [{ bucket: s3.bucket, objects: KEYS.length, bytes: 400 + 6 }] });
    expect(backup.manifest.files.map((file) => file.path)).toContain("bucket-objects.jsonl");
    expect(backup.manifest.files.some((file) => file.path.startsWith("data/uploads/"))).toBe(false);

    const restored = await restoreBackup({ file: backup.path, dataDir: tempDir("target"), s3: config });
    expect(restored.differences).toEqual([]);
    expect(restored.missingObjects).toEqual([]);

    await bucket.remove("listings/u1/a-800.webp");
    const again = await restoreBackup({ file: backup.path, dataDir: tempDir("target-again"), s3: config });
    expect(again.missingObjects.map((object) => object.key)).toEqual(["listings/u1/a-800.webp"]);
  });
});
