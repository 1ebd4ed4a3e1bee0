import { randomUUID } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { IMAGE_TYPES, type ImageProblem, type ImageWidth, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, variantKey, variantUrl } from "../lib/images.ts";
import { encodeWithinCeiling } from "../lib/photo-byte-budget.ts";
import { log } from "./log.server.ts";
import { storage } from "./storage.server.ts";

/** sharp's names of the formats in IMAGE_TYPES: jpeg, png, webp. */
const ACCEPTED_FORMATS = new Set<string>(IMAGE_TYPES.map((type) => type.slice("image/".length)));

/**
 * How every upload is opened. `failOn: "error"`: damaged pixel data (a truncated JPEG, a PNG whose
 * compressed data is broken) stops the decoder instead of yielding garbage; mere warnings, which
 * some phones' files carry, do not. `limitInputPixels`: nothing larger is ever decoded.
 */
const DECODE = { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS } as const;

export class ImageRejected extends Error {
  readonly reason: ImageProblem;
  constructor(reason: ImageProblem) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * The cheap check, from the header alone: the bytes (not the file name or the browser's claimed
 * type) are JPEG, PNG or WebP, within MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS. A damaged body passes
 * here; encodeImageVariants, which decodes everything, refuses it.
 */
export async function assertImage(data: Buffer): Promise<void> {
  if (data.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected("too-large");
  // Read without the pixel cap, to tell "too many pixels" from "not an image".
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new ImageRejected("not-image");
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRejected("too-many-pixels");
}

/** An upload decoded and re-encoded, in memory: nothing is stored yet. */
export interface EncodedImage {
  variants: { width: ImageWidth; data: Buffer }[];
}

/**
 * Checks an upload (assertImage), decodes all of it and re-encodes it as WebP at each width (never
 * upscaled, or cut square), rotated by its EXIF orientation and with every metadata block (GPS
 * included) dropped. Any decoder failure is an ImageRejected("not-image"), so a damaged file is
 * refused before anything is written.
 *
 * The file is decoded once, to the largest width in raw pixels; the smaller widths are made from
 * that (a JPEG is even decoded at a reduced scale when the largest width allows it).
 */
export async function encodeImageVariants(data: Buffer, widths: readonly ImageWidth[], options: { square?: boolean } = {}): Promise<EncodedImage> {
  await assertImage(data);
  const largest = Math.max(...widths);
  const fit = (image: Sharp, width: number) =>
    options.square ? image.resize(width, width, { fit: "cover" }) : image.resize({ width, withoutEnlargement: true });
  try {
    const base = await fit(sharp(data, DECODE).rotate(), largest).raw().toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const variants: EncodedImage["variants"] = [];
    for (const width of widths) {
      const out = await encodeWithinCeiling(width, ({ quality, blur }) => {
        const resized = fit(sharp(base.data, { raw }), width);
        return (blur ? resized.blur(blur) : resized).webp({ quality }).toBuffer();
      });
      variants.push({ width, data: out });
    }
    return { variants };
  } catch (error) {
    // Whatever the decoder says (truncated, corrupt, unsupported inside a valid header): not an image we take.
    log.info("image.undecodable", { message: error instanceof Error ? error.message : String(error) });
    throw new ImageRejected("not-image");
  }
}

/**
 * Stores an encoded image under a new prefix in `folder`; returns the prefix (variants are
 * `variantKey(prefix, width)`). The widths are written at once (a bucket's round trips add up
 * otherwise); when one write fails, the others are waited for, then every variant is removed.
 */
export async function storeEncodedImage(image: EncodedImage, folder: string): Promise<string> {
  const prefix = `${folder}/${randomUUID()}`;
  const writes = await Promise.allSettled(image.variants.map(({ width, data }) => storage().put(variantKey(prefix, width), data, "image/webp")));
  const failed = writes.find((write) => write.status === "rejected");
  if (failed) {
    await removeImageVariants(
      prefix,
      image.variants.map((v) => v.width),
    ).catch(() => undefined);
    throw failed.reason;
  }
  return prefix;
}

/** encodeImageVariants then storeEncodedImage: throws ImageRejected before writing anything. */
export async function storeImageVariants(data: Buffer, folder: string, widths: readonly ImageWidth[], options: { square?: boolean } = {}): Promise<string> {
  return storeEncodedImage(await encodeImageVariants(data, widths, options), folder);
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
