import { resolve } from "node:path";
import { randomUUID } from "node:crypto";
import { env } from "./env.server.ts";
import { encodeImageVariants } from "./images.server.ts";
import { createS3Storage } from "./s3-storage.server.ts";
import { s3Config } from "./storage.server.ts";
import type { Storage } from "./storage-contract.ts";
import { diskStorage } from "./disk-storage.server.ts";

/**
 * Files no public address may reach: driving licences and the photos of a rental's records. On
 * disk they live in `$DATA_DIR/private`, which no static route serves; with a bucket, in
 * S3_PRIVATE_BUCKET (no public read) or else under the bucket's `private/` folder, whose public
 * read the operator denies (docs/configuration.md). Pages show them only through routes that ask
 * who is looking (a licence: its member, an admin, the owner of a rental they asked for).
 */
let bucket: Storage | undefined;

export function privateDir() {
  return resolve(env().DATA_DIR, "private");
}

export function privateStorage(): Storage {
  const config = s3Config();
  if (!config) return diskStorage(privateDir, "");
  bucket ??= createS3Storage({ ...config, bucket: env().S3_PRIVATE_BUCKET ?? config.bucket });
  return bucket;
}

/** The largest width a private photo is kept at: enough to read a licence number or see a scratch. */
export const PRIVATE_PHOTO_WIDTH = 1600;

/**
 * Checks and re-encodes an upload like every photo (WebP, rotated, metadata and GPS dropped) at one
 * width, and stores it under a new unguessable key in `folder`; throws ImageRejected before writing.
 */
export async function storePrivatePhoto(data: Buffer, folder: string): Promise<string> {
  const encoded = await encodeImageVariants(data, [PRIVATE_PHOTO_WIDTH]);
  const key = `private/${folder}/${randomUUID()}.webp`;
  await privateStorage().put(key, encoded.variants[0].data, "image/webp");
  return key;
}

export async function readPrivatePhoto(key: string): Promise<Buffer | undefined> {
  return privateStorage().get(key);
}

export async function removePrivatePhotos(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => privateStorage().remove(key)));
}
