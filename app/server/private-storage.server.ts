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
/** The width of its thumbnail, what a record's grid of photos shows on a phone (a third of 390 px, twice dense). */
export const PRIVATE_THUMB_WIDTH = 400;

/** Where a private photo's thumbnail is kept, beside it. */
const thumbKeyOf = (key: string) => key.replace(/\.webp$/, `-${PRIVATE_THUMB_WIDTH}.webp`);

/**
 * Checks and re-encodes an upload like every photo (WebP, rotated, metadata and GPS dropped) at its
 * full width and as a thumbnail, and stores both under a new unguessable key in `folder`; throws
 * ImageRejected before writing. The key names the full photo.
 */
export async function storePrivatePhoto(data: Buffer, folder: string): Promise<string> {
  const encoded = await encodeImageVariants(data, [PRIVATE_THUMB_WIDTH, PRIVATE_PHOTO_WIDTH]);
  const key = `private/${folder}/${randomUUID()}.webp`;
  const variant = (width: number) => encoded.variants.find((v) => v.width === width)?.data ?? Buffer.alloc(0);
  await Promise.all([
    privateStorage().put(key, variant(PRIVATE_PHOTO_WIDTH), "image/webp"),
    privateStorage().put(thumbKeyOf(key), variant(PRIVATE_THUMB_WIDTH), "image/webp"),
  ]);
  return key;
}

/** The photo's bytes, or its thumbnail's (a photo stored before thumbnails were made gives its full size). */
export async function readPrivatePhoto(key: string, options: { thumbnail?: boolean } = {}): Promise<Buffer | undefined> {
  if (options.thumbnail) return (await privateStorage().get(thumbKeyOf(key))) ?? privateStorage().get(key);
  return privateStorage().get(key);
}

export async function removePrivatePhotos(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.flatMap((key) => [privateStorage().remove(key), privateStorage().remove(thumbKeyOf(key))]));
}
