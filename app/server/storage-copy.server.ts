import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import type { S3Storage } from "./s3-storage.server.ts";
import { isStorageKey } from "./storage-key.ts";

export interface CopySummary {
  /** Written to the bucket: missing there, or there with other bytes. */
  copied: number;
  /** Already in the bucket with the same size and ETag (the MD5 of the bytes). */
  skipped: number;
  /** Files whose path is no key the app makes (a stray `.DS_Store`, a temp file): left alone. */
  ignored: string[];
  failed: { key: string; error: string }[];
}

const CONTENT_TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png" };

/**
 * Copies every file of a local uploads folder into the bucket under the same key, `concurrency` at
 * a time. Idempotent: an object already there with the same size and MD5 ETag is not sent again,
 * so a run stopped half-way is finished by running it again.
 */
export async function copyUploadsToBucket(root: string, bucket: S3Storage, options: { concurrency?: number } = {}): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, skipped: 0, ignored: [], failed: [] };
  const keys: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (isStorageKey(key)) keys.push(key);
    else summary.ignored.push(key);
  }
  keys.sort();

  const copyOne = async (key: string) => {
    const data = await readFile(join(root, ...key.split("/")));
    const there = await bucket.stat(key);
    if (there && there.size === data.byteLength && there.etag === createHash("md5").update(data).digest("hex")) {
      summary.skipped++;
      return;
    }
    await bucket.put(key, data, CONTENT_TYPES[extname(key).toLowerCase()] ?? "application/octet-stream");
    summary.copied++;
  };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      await copyOne(key).catch((error: unknown) => summary.failed.push({ key, error: error instanceof Error ? error.message : String(error) }));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
  return summary;
}
