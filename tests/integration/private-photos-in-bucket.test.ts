import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { privateDir, readPrivatePhoto, removePrivatePhotos, storePrivatePhoto } from "../../app/server/private-storage.server.ts";
import { createS3Storage } from "../../app/server/s3-storage.server.ts";
import { s3Config } from "../../app/server/storage.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { startS3Server } from "../support/s3-server.ts";

// The app reads its environment once: the bucket is configured before anything asks.
const s3 = await startS3Server();
Object.assign(process.env, s3.env);
const { dataDir } = useTestDatabase();
afterAll(() => s3.stop());

const widthOf = async (data: Buffer | undefined) => (data ? (await sharp(data).metadata()).width : undefined);

describe("private photos with a bucket", () => {
  it("are kept in the bucket under private/, full and thumbnail, never on the server's disk, and removed together", async () => {
    const upload = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#1d4ed8" } })
      .jpeg()
      .toBuffer();
    const key = await storePrivatePhoto(upload, "bookings/essai");
    expect(key).toMatch(/^private\/bookings\/essai\/[0-9a-f-]{36}\.webp$/);
    expect(privateDir()).toBe(join(dataDir(), "private"));
    expect(existsSync(privateDir())).toBe(false);

    const config = s3Config();
    if (!config) throw new Error("the bucket is not configured");
    const bucket = createS3Storage(config);
    expect(await widthOf(await bucket.get(key))).toBe(1600);
    expect(await widthOf(await readPrivatePhoto(key))).toBe(1600);
    expect(await widthOf(await readPrivatePhoto(key, { thumbnail: true }))).toBe(400);

    await removePrivatePhotos([key]);
    expect(await bucket.get(key)).toBeUndefined();
    expect(await readPrivatePhoto(key, { thumbnail: true })).toBeUndefined();
  });

  it("refuses what is not an image before writing anything", async () => {
    await expect(storePrivatePhoto(Buffer.from("%PDF-1.4 pas une photo"), "bookings/essai")).rejects.toThrow();
  });
});
