import { randomBytes } from "node:crypto";
import sharp from "sharp";

/**
 * Hostile uploads, made with sharp: files whose header is sound (so a metadata read accepts them)
 * while the rest is not, or whose few bytes decode to a huge picture.
 */

const flat = (width: number, height: number, background = "#c2410c") => sharp({ create: { width, height, channels: 3, background } });

export const goodJpeg = (width = 640, height = 480) => flat(width, height).jpeg().toBuffer();

/** A valid JPEG cut in half: the decoder runs out of data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await goodJpeg();
  return whole.subarray(0, whole.length >> 1);
}

/** A valid PNG with bytes flipped inside its IDAT chunk (the compressed pixels); its CRC no longer matches. */
export async function brokenPng(): Promise<Buffer> {
  const png = Buffer.from(await flat(640, 480).png().toBuffer());
  const idat = png.indexOf("IDAT");
  if (idat < 0) throw new Error("no IDAT chunk");
  for (let i = idat + 8; i < idat + 20; i++) png[i] = (png[i] as number) ^ 0xff;
  return png;
}

/** Random noise, the busiest picture there is: what no encoder setting shrinks much (2000 × 1500, a 2.4 MB JPEG). */
export function noisyJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

let huge: Promise<Buffer> | undefined;
/** A one-colour 16 000 × 16 000 PNG: 256 megapixels (768 MB decoded) in well under 1 MB. Made once per test file (~3 s). */
export function hugePng(): Promise<Buffer> {
  huge ??= flat(16_000, 16_000, "#336699").png({ compressionLevel: 9 }).toBuffer();
  return huge;
}

/** The CPU time (all threads, sharp's included) `run` takes, in ms. */
export async function cpuMs<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}
