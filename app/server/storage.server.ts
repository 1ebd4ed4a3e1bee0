import { copyFile, link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { env } from "./env.server.ts";
import { type S3Config, createS3Storage } from "./s3-storage.server.ts";
import type { Storage } from "./storage-contract.ts";
import { assertStorageKey } from "./storage-key.ts";

export type { Storage } from "./storage-contract.ts";

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
