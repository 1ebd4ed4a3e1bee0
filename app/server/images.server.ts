import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { storage } from "./storage.server.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

export class ImageRejected extends Error {
  readonly reason: "not-image" | "too-large";
  constructor(reason: "not-image" | "too-large") {
    super(reason);
    this.reason = reason;
  }
}

/** Reads the bytes (not the file name or the browser's claimed type) to accept JPEG, PNG or WebP. */
export async function assertImage(data: Buffer, maxBytes = MAX_IMAGE_BYTES): Promise<void> {
  if (data.byteLength > maxBytes) throw new ImageRejected("too-large");
  const meta = await sharp(data).metadata().catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new ImageRejected("not-image");
  }
}

/**
 * Re-encodes an upload as WebP at each width (never upscaled), rotated by its EXIF orientation and
 * with every metadata block (GPS included) dropped. Returns the key prefix; variants are
 * `${prefix}-${width}.webp`.
 */
export async function storeImageVariants(
  data: Buffer,
  folder: string,
  widths: readonly number[],
  options: { square?: boolean; quality?: number } = {},
): Promise<string> {
  await assertImage(data);
  const prefix = `${folder}/${randomUUID()}`;
  for (const width of widths) {
    const pipeline = sharp(data).rotate();
    const resized = options.square
      ? pipeline.resize(width, width, { fit: "cover" })
      : pipeline.resize({ width, withoutEnlargement: true });
    const out = await resized.webp({ quality: options.quality ?? 72 }).toBuffer();
    await storage().put(`${prefix}-${width}.webp`, out, "image/webp");
  }
  return prefix;
}

/** Stores the variants of an already stored image again under a new prefix in `folder`, without re-encoding. */
export async function copyImageVariants(prefix: string, folder: string, widths: readonly number[]): Promise<string> {
  const copy = `${folder}/${randomUUID()}`;
  await Promise.all(widths.map((width) => storage().copy(`${prefix}-${width}.webp`, `${copy}-${width}.webp`)));
  return copy;
}

export async function removeImageVariants(prefix: string, widths: readonly number[]): Promise<void> {
  await Promise.all(widths.map((width) => storage().remove(`${prefix}-${width}.webp`)));
}

export const AVATAR_WIDTHS = [96, 256] as const;
export const LISTING_IMAGE_WIDTHS = [400, 800, 1600] as const;
