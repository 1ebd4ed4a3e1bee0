import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { IMAGE_TYPES, type ImageProblem, type ImageWidth, MAX_IMAGE_BYTES, variantKey, variantUrl } from "../lib/images.ts";
import { storage } from "./storage.server.ts";

/** sharp's names of the formats in IMAGE_TYPES: jpeg, png, webp. */
const ACCEPTED_FORMATS = new Set<string>(IMAGE_TYPES.map((type) => type.slice("image/".length)));

export class ImageRejected extends Error {
  readonly reason: ImageProblem;
  constructor(reason: ImageProblem) {
    super(reason);
    this.reason = reason;
  }
}

/** Reads the bytes (not the file name or the browser's claimed type) to accept JPEG, PNG or WebP. */
export async function assertImage(data: Buffer): Promise<void> {
  if (data.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected("too-large");
  const meta = await sharp(data).metadata().catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new ImageRejected("not-image");
  }
}

/**
 * Re-encodes an upload as WebP at each width (never upscaled), rotated by its EXIF orientation and
 * with every metadata block (GPS included) dropped. Returns the key prefix; variants are
 * `variantKey(prefix, width)`.
 */
export async function storeImageVariants(
  data: Buffer,
  folder: string,
  widths: readonly ImageWidth[],
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
    await storage().put(variantKey(prefix, width), out, "image/webp");
  }
  return prefix;
}

/** Stores the variants of an already stored image again under a new prefix in `folder`, without re-encoding. */
export async function copyImageVariants(prefix: string, folder: string, widths: readonly ImageWidth[]): Promise<string> {
  const copy = `${folder}/${randomUUID()}`;
  await Promise.all(widths.map((width) => storage().copy(variantKey(prefix, width), variantKey(copy, width))));
  return copy;
}

export async function removeImageVariants(prefix: string, widths: readonly ImageWidth[]): Promise<void> {
  await Promise.all(widths.map((width) => storage().remove(variantKey(prefix, width))));
}

/** The public URL of one width, for server-made links (share previews); pages use useImageUrls(). */
export function variantUrlFor(prefix: string, width: ImageWidth): string {
  return variantUrl(storage().publicBase, prefix, width);
}
