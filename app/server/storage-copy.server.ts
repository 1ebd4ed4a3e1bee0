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

/** Runs `work` over `items`, at most `concurrency` at a time. */
async function eachAtMost<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/**
 * Copies every file of a local uploads folder into the bucket under the same key. Idempotent: an
 * object already there with the same size and MD5 ETag is not sent again, so a run stopped half-way
 * is finished by running it again. The bucket is listed one folder at a time (a member's photos
 * are one folder): one request per folder instead of one per file, and memory for one folder only.
 */
export async function copyUploadsToBucket(root: string, bucket: S3Storage, options: { concurrency?: number } = {}): Promise<CopySummary> {
  const concurrency = options.concurrency ?? 8;
  const summary: CopySummary = { copied: 0, skipped: 0, ignored: [], failed: [] };
  const folders = new Map<string, string[]>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (!isStorageKey(key)) {
      summary.ignored.push(key);
      continue;
    }
    const folder = key.slice(0, key.lastIndexOf("/"));
    folders.set(folder, [...(folders.get(folder) ?? []), key]);
  }
  summary.ignored.sort();

  await eachAtMost([...folders.keys()].sort(), Math.ceil(concurrency / 4), async (folder) => {
    const keys = (folders.get(folder) ?? []).sort();
    let there: Awaited<ReturnType<S3Storage["list"]>>;
    try {
      there = await bucket.list(folder);
    } catch (error) {
      for (const key of keys) summary.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      return;
    }
    await eachAtMost(keys, concurrency, async (key) => {
      try {
        const data = await readFile(join(root, ...key.split("/")));
        const stored = there.get(key);
        if (stored && stored.size === data.byteLength && stored.etag === createHash("md5").update(data).digest("hex")) {
          summary.skipped++;
          return;
        }
        await bucket.put(key, data, CONTENT_TYPES[extname(key).toLowerCase()] ?? "application/octet-stream");
        summary.copied++;
      } catch (error) {
        summary.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  return summary;
}
