import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { createListing } from "../../app/features/listings/posting/create-listing.server.ts";
import { saleListingSchema } from "../../app/features/listings/posting/listing-form-schema.ts";
import { copyPhotosAsDrafts, ownPhotos } from "../../app/features/listings/posting/photos.server.ts";
import { CREATE_FAILED } from "../../app/features/listings/posting/posting-rules.ts";
import { getCountry } from "../../app/lib/countries.ts";
import { LISTING_IMAGE_WIDTHS } from "../../app/lib/images.ts";
import { removeImageVariants, storeImageVariants } from "../../app/server/images.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, uploadDrafts } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

const ctx = useTestDatabase();

const file = (prefix: string, width: number) => join(ctx.dataDir(), "uploads", `${prefix}-${width}.webp`);

function sale() {
  const parsed = saleListingSchema(getCountry("CI")!).safeParse({
    brand: "Toyota",
    model: "Corolla",
    year: 2018,
    mileage: 85_000,
    price: 7_500_000,
    transmission: "automatic",
    fuelType: "petrol",
    condition: "used",
    accidents: 0,
    previousOwners: 2,
    cleanTitle: "yes",
    country: "CI",
    city: "Abidjan",
    features: [],
    documentsAvailable: [],
    customsCleared: "yes",
    photos: 1,
  });
  if (!parsed.success) throw new Error("bad test listing");
  return { kind: "sale" as const, input: parsed.data };
}

describe("copyPhotosAsDrafts (trusted server code)", () => {
  it("gives the user copies of stored photos as their drafts, each taken by one listing only", async () => {
    const [awa, kofi] = [await createUser({ email: "awa@example.test" }), await createUser({ email: "kofi@example.test" })];
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#1f4f9c" } })
      .jpeg()
      .toBuffer();
    const source = await storeImageVariants(jpeg, "demo-pool", LISTING_IMAGE_WIDTHS);

    const [first] = await copyPhotosAsDrafts(awa.id, [source]);
    const [second] = await copyPhotosAsDrafts(awa.id, [source]);
    expect(first).toMatch(new RegExp(`^listings/${awa.id}/[0-9a-f-]{36}$`));
    expect(second).not.toBe(first);
    expect((await ownPhotos(awa.id, [first!, second!])).photos).toEqual([first, second]);
    expect((await ownPhotos(kofi.id, [first!])).photos).toEqual([]);

    // The source can go: the copies stay.
    await removeImageVariants(source, LISTING_IMAGE_WIDTHS);
    for (const width of LISTING_IMAGE_WIDTHS) {
      expect(existsSync(file(source, width))).toBe(false);
      expect(existsSync(file(first!, width))).toBe(true);
    }

    const postedAt = new Date("2026-09-01T08:00:00Z");
    const created = await createListing(awa.id, sale(), [first!], { now: postedAt });
    if (!created.ok) throw new Error(created.error);
    const [row] = await db().select().from(listings).where(eq(listings.id, created.id));
    expect(row?.images).toEqual([first]);
    expect(row?.createdAt.toISOString()).toBe(postedAt.toISOString());
    // The copy served its listing: neither the same user nor another may reuse it.
    expect(await createListing(awa.id, sale(), [first!])).toEqual({ ok: false, error: CREATE_FAILED });
    expect(await createListing(kofi.id, sale(), [second!])).toEqual({ ok: false, error: CREATE_FAILED });
    expect((await db().select().from(uploadDrafts)).map((d) => d.prefix)).toEqual([second]);
  });
});
