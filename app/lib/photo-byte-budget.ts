import type { ImageWidth } from "./images.ts";

const KB = 1024;

/** The most one stored WebP may weigh, by width: what a visitor on a data plan pays for one picture (ADR 0024). */
export const PHOTO_BYTE_CEILINGS: Record<ImageWidth, number> = {
  96: 8 * KB,
  256: 30 * KB,
  400: 40 * KB,
  600: 60 * KB,
  800: 120 * KB,
  1200: 250 * KB,
  1600: 350 * KB,
};

/** One way of encoding: the WebP quality, and a Gaussian blur's sigma before it when quality alone is not enough. */
export interface EncodingStep {
  quality: number;
  blur?: number;
}

/**
 * Tried in turn, for a width whose picture is over its ceiling. Quality goes first; then a light
 * blur, which costs a busy picture (gravel, foliage, sensor noise) little that a phone shows and
 * takes random noise at 1600 px from ~690 KB to ~250 KB.
 */
export const ENCODING_LADDER: readonly EncodingStep[] = [{ quality: 72 }, { quality: 60 }, { quality: 48 }, { quality: 40, blur: 1 }, { quality: 40, blur: 2 }];

/**
 * Encodes with each step of the ladder until the result is within the width's ceiling: an ordinary
 * photo is encoded once. When no step fits, the smallest result.
 */
export async function encodeWithinCeiling(width: ImageWidth, encode: (step: EncodingStep) => Promise<Buffer>): Promise<Buffer> {
  let smallest: Buffer | undefined;
  for (const step of ENCODING_LADDER) {
    const out = await encode(step);
    if (out.byteLength <= PHOTO_BYTE_CEILINGS[width]) return out;
    if (!smallest || out.byteLength < smallest.byteLength) smallest = out;
  }
  return smallest as Buffer;
}
