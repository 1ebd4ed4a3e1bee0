import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { activeBanners, createBanner, deleteBanner } from "../../app/features/ads/ads.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { AVATAR_WIDTHS, BANNER_IMAGE_WIDTHS, LISTING_IMAGE_WIDTHS, type ImageWidth, variantKey } from "../../app/lib/images.ts";
import { action as deleteAction } from "../../app/routes/profile-delete.tsx";
import { action as sellAction } from "../../app/routes/sell-listing.tsx";
import { db } from "../../app/server/db.server.ts";
import { listings, profiles } from "../../app/server/schema.ts";
import { STORED_FILE_CACHE_CONTROL } from "../../app/server/storage-key.ts";
import { contentSecurityPolicy } from "../../server/security.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post } from "../support/request-handler.ts";
import { startS3Server } from "../support/s3-server.ts";
import { sessionCookie } from "../support/session.ts";
import { signUpFormData } from "../support/sign-up.ts";

// The app reads its environment once: the bucket is configured before anything asks.
const s3 = await startS3Server();
Object.assign(process.env, s3.env);
const { dataDir } = useTestDatabase();
afterAll(() => s3.stop());

const ORIGIN = "http://localhost:3000";
const jpeg = async (color: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "voiture.jpg",
    {
      type: "image/jpeg",
    },
  );

function saleForm(photos: File[]) {
  const form = new FormData();
  const fields: Record<string, string> = {
    brand: "Toyota",
    model: "Hilux",
    year: String(new Date().getFullYear() - 3),
    mileage: "60000",
    price: "12500000",
    transmission: "manual",
    fuelType: "diesel",
    condition: "used",
    accidents: "0",
    previousOwners: "1",
    exteriorColor: "Blanc",
    country: "SN",
    city: "Thiès",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos) form.append("photos", photo);
  return form;
}

/** A stored width as a browser fetches it from S3_PUBLIC_URL, checked to be the WebP of that width. */
async function fetchFromBucket(prefix: string, width: ImageWidth) {
  const response = await fetch(`${s3.publicUrl}/${variantKey(prefix, width)}`);
  if (response.status !== 200) return { status: response.status };
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    format: meta.format,
    width: meta.width,
  };
}

const uploadsDir = () => join(dataDir(), "uploads");
const saleOf = async (userId: string) =>
  (
    await db()
      .select({ id: listings.id, images: listings.images })
      .from(listings)
      .where(and(eq(listings.ownerId, userId), eq(listings.kind, "sale")))
  )[0];

describe("photos with S3_* set", () => {
  let seller: { id: string; cookie: string; photos: string[] };

  it("a listing posted with photos has them in the bucket, read back from S3_PUBLIC_URL, and none on this server's disk", async () => {
    const user = await createUser({ email: "vendeur-bucket@example.test" });
    const cookie = await sessionCookie("vendeur-bucket@example.test");
    const request = new Request(`${ORIGIN}/sell/vendre`, {
      method: "POST",
      body: saleForm([await jpeg("#0f766e"), await jpeg("#b91c1c")]),
      headers: { cookie },
    });
    const answer = await sellAction({ request } as Parameters<typeof sellAction>[0]).catch((thrown: unknown) => thrown);
    expect((answer as Response).status, JSON.stringify(answer)).toBe(302);

    const sale = await saleOf(user.id);
    expect(sale?.images).toHaveLength(2);
    seller = { id: user.id, cookie, photos: sale?.images ?? [] };
    for (const prefix of seller.photos) {
      for (const width of LISTING_IMAGE_WIDTHS) {
        const fetched = await fetchFromBucket(prefix, width);
        expect(fetched).toMatchObject({ status: 200, type: "image/webp", cacheControl: STORED_FILE_CACHE_CONTROL, format: "webp" });
        expect(fetched.width).toBeLessThanOrEqual(width);
      }
    }
    // The pool of drafts, the copies for the listing: all in the bucket.
    expect(existsSync(uploadsDir())).toBe(false);

    // The pages point browsers at the bucket, and the page's policy lets them load from there.
    const html = await (await handle(new Request(`${ORIGIN}/listing/${sale?.id}`, { headers: { "x-client-ip": "10.31.0.1" } }))).text();
    expect(html).toContain(`src="${s3.publicUrl}/${variantKey(seller.photos[0] as string, 800)}"`);
    expect(html).toContain(`<meta property="og:image" content="${s3.publicUrl}/${variantKey(seller.photos[0] as string, 800)}"`);
    expect(html).not.toContain("/uploads/");
    expect(html).toContain(`<link rel="preconnect" href="${s3.endpoint}"/>`);
    expect(contentSecurityPolicy([])).toContain(`img-src 'self' data: blob: ${s3.endpoint};`);
  });

  it("a member's photo from the sign-up form is in the bucket, not on the disk", async () => {
    const email = "inscrite-bucket@example.test";
    const response = await post("/auth", signUpFormData(email, await jpeg("#7c3aed")), { "x-client-ip": "10.31.0.2" });
    expect(response.status).toBeLessThan(400);
    const [profile] = await db().select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(sql`lower(${profiles.email}) = ${email}`);
    expect(profile?.avatarUrl).toMatch(/^avatars\/[0-9a-f-]{36}$/);
    for (const width of AVATAR_WIDTHS) {
      expect(await fetchFromBucket(profile?.avatarUrl as string, width)).toMatchObject({ status: 200, type: "image/webp", format: "webp", width });
    }
    expect(existsSync(uploadsDir())).toBe(false);
  });

  it("deleting the account removes its listings' photos from the bucket", async () => {
    const answer = await deleteAction({
      request: new Request(`${ORIGIN}/profile/supprimer`, {
        method: "POST",
        headers: { cookie: seller.cookie, "x-client-ip": "10.31.0.3" },
        body: new URLSearchParams({ password: "motdepasse123" }),
      }),
      params: {},
      context: new RouterContextProvider(),
    } as never).catch((thrown: unknown) => thrown);
    expect((answer as Response).status).toBe(302);
    for (const prefix of seller.photos) {
      for (const width of LISTING_IMAGE_WIDTHS) expect((await fetchFromBucket(prefix, width)).status).toBe(404);
    }
  });
  it("an administrator's banner is stored in the bucket and removed from it with the banner", async () => {
    const admin = await createUser({ email: "admin-bucket@example.test", role: "admin" });
    const image = await sharp({ create: { width: 1200, height: 300, channels: 3, background: "#0b4f8a" } })
      .jpeg()
      .toBuffer();
    const created = await createBanner(admin.id, { title: "Financement auto", linkUrl: "https://www.example.com/credit", image });
    if (!created.ok) throw new Error(created.error);
    const prefix = (await activeBanners()).find((b) => b.id === created.id)?.imageUrl as string;
    for (const width of BANNER_IMAGE_WIDTHS) expect(await fetchFromBucket(prefix, width)).toMatchObject({ status: 200, type: "image/webp", width });
    expect(await deleteBanner(admin.id, created.id)).toEqual({ ok: true });
    for (const width of BANNER_IMAGE_WIDTHS) expect((await fetchFromBucket(prefix, width)).status).toBe(404);
    expect(existsSync(uploadsDir())).toBe(false);
  });
});
