import { resolve } from "node:path";
import { diskStorage } from "./disk-storage.server.ts";
import { env } from "./env.server.ts";
import { type S3Config, createS3Storage } from "./s3-storage.server.ts";
import type { Storage } from "./storage-contract.ts";

export type { Storage } from "./storage-contract.ts";

export function uploadsDir() {
  return resolve(env().DATA_DIR, "uploads");
}

export const localStorage: Storage = diskStorage(uploadsDir, "/uploads");

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
