import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_WIDTHS, LISTING_IMAGE_WIDTHS, MAX_IMAGE_PIXELS, variantKey } from "../../app/lib/images.ts";
import { PHOTO_BYTE_CEILINGS } from "../../app/lib/photo-byte-budget.ts";
import { ImageRejected, assertImage, encodeImageVariants, storeImageVariants } from "../../app/server/images.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { brokenPng, cpuMs, goodJpeg, hugePng, noisyJpeg, truncatedJpeg } from "../support/images.ts";

const ctx = useTestDatabase({ migrated: false });

function filesIn(folder: string): string[] {
  const dir = join(ctx.dataDir(), "uploads", folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function rejection(run: Promise<unknown>): Promise<string | undefined> {
  try {
    await run;
  } catch (e) {
    if (e instanceof ImageRejected) return e.reason;
    throw e;
  }
  return undefined;
}

describe("the image adapter", () => {
  it("refuses a truncated JPEG and a PNG with a broken data chunk, though their headers pass, and writes nothing", async () => {
    for (const damaged of [await truncatedJpeg(), await brokenPng()]) {
      // The header alone looks fine: this is why the whole file is decoded before storing.
      await expect(assertImage(damaged)).resolves.toBeUndefined();
      expect(await rejection(storeImageVariants(damaged, "damaged", LISTING_IMAGE_WIDTHS))).toBe("not-image");
    }
    expect(filesIn("damaged")).toEqual([]);
  });

  it("refuses a 16 000 × 16 000 PNG from its header, without decoding it", async () => {
    const png = await hugePng();
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    const { result, ms } = await cpuMs(() => rejection(storeImageVariants(png, "huge", LISTING_IMAGE_WIDTHS)));
    expect(result).toBe("too-many-pixels");
    // Re-encoding it used to cost about 0.7 s of CPU per file; reading a header costs about nothing.
    expect(ms).toBeLessThan(200);
    expect(filesIn("huge")).toEqual([]);
  });

  it("takes a 50 MP phone photo (8192 × 6144) and refuses 8192 × 6400 (52.4 MP)", async () => {
    expect(8192 * 6144).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    const encoded = await encodeImageVariants(await goodJpeg(8192, 6144), LISTING_IMAGE_WIDTHS);
    expect(await Promise.all(encoded.variants.map(async (v) => (await sharp(v.data).metadata()).width))).toEqual([400, 800, 1600]);
    expect(8192 * 6400).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(await rejection(encodeImageVariants(await goodJpeg(8192, 6400), LISTING_IMAGE_WIDTHS))).toBe("too-many-pixels");
  });

  it("stores each width from one decode, never upscaled, or cut square", async () => {
    const prefix = await storeImageVariants(await goodJpeg(640, 480), "sizes", LISTING_IMAGE_WIDTHS);
    const size = async (width: (typeof LISTING_IMAGE_WIDTHS)[number] | (typeof AVATAR_WIDTHS)[number], key = prefix) => {
      const meta = await sharp(join(ctx.dataDir(), "uploads", variantKey(key, width))).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect([await size(400), await size(800), await size(1600)]).toEqual([
      ["webp", 400, 300],
      ["webp", 640, 480],
      ["webp", 640, 480],
    ]);
    const square = await storeImageVariants(await goodJpeg(640, 480), "sizes", AVATAR_WIDTHS, { square: true });
    expect([await size(96, square), await size(256, square)]).toEqual([
      ["webp", 96, 96],
      ["webp", 256, 256],
    ]);
  });

  it("keeps every stored size of the busiest picture within its byte ceiling, a WebP of its width", async () => {
    const prefix = await storeImageVariants(await noisyJpeg(), "busy", LISTING_IMAGE_WIDTHS);
    for (const width of LISTING_IMAGE_WIDTHS) {
      const file = join(ctx.dataDir(), "uploads", variantKey(prefix, width));
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, (width * 3) / 4]);
      expect(statSync(file).size).toBeLessThanOrEqual(PHOTO_BYTE_CEILINGS[width]);
    }
  }, 30_000);
});
