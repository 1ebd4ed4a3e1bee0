import { copyFile, link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { env } from "./env.server.ts";
import { type S3Config, createS3Storage } from "./s3-storage.server.ts";
import { assertStorageKey } from "./storage-key.ts";

/**
 * Where uploaded files live. Keys are made by the server (never by the uploader), e.g.
 * "avatars/3f2c…-256.webp". Local disk by default; an S3-compatible bucket when S3_BUCKET is set.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores the file of `from` under the new key `to` too; removing one later leaves the other. */
  copy(from: string, to: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Where browsers fetch stored files: the URL of a key is `${publicBase}/${key}` (the local disk's
   * "/uploads", served by server/app.ts; S3_PUBLIC_URL, the bucket's or its CDN's origin, for object
   * storage). Pages read it from the root loader, so no component assumes where uploads live.
   */
  readonly publicBase: string;
}

export function uploadsDir() {
  return resolve(env().DATA_DIR, "uploads");
}

function pathFor(key: string) {
  assertStorageKey(key);
  const root = uploadsDir();
  const full = resolve(root, key);
  if (!full.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
}

export const localStorage: Storage = {
  async put(key, data) {
    const file = pathFor(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
  },
  async copy(from, to) {
    const source = pathFor(from);
    const target = pathFor(to);
    // A hard link costs no space (files are never rewritten in place: every key is new); a disk
    // that has none gets a real copy. The folder is made only when missing.
    const linkOrCopy = () => link(source, target).catch(() => copyFile(source, target));
    await linkOrCopy().catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== "ENOENT") throw error;
      await mkdir(dirname(target), { recursive: true });
      await linkOrCopy();
    });
  },
  async get(key) {
    return readFile(pathFor(key)).catch(() => undefined);
  },
  async remove(key) {
    await rm(pathFor(key), { force: true });
  },
  publicBase: "/uploads",
};

let bucket: Storage | undefined;

/** The bucket when the S3 variables are set (env.server.ts checks they come together), else the disk. */
export function storage(): Storage {
  const config = s3Config();
  if (!config) return localStorage;
  bucket ??= createS3Storage(config);
  return bucket;
}

/** The S3 variables as the adapter takes them, or undefined when they are unset. */
export function s3Config(): S3Config | undefined {
  const config = env();
  if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY || !config.S3_PUBLIC_URL) return undefined;
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  };
}
