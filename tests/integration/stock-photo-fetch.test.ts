import { existsSync, readdirSync } from "node:fs";
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { fetchPhotosAsDrafts, nameFromUrl } from "../../app/features/dealer-stock/photo-fetch.server.ts";
import { ownPhotos } from "../../app/features/listings/posting/photos.server.ts";
import { IMAGES_MAX, photoNotImage, photoTooLarge } from "../../app/features/listings/posting/posting-rules.ts";
import { LISTING_IMAGE_WIDTHS } from "../../app/lib/images.ts";
import { db } from "../../app/server/db.server.ts";
import { FETCH_FORBIDDEN_ADDRESS } from "../../app/server/safe-fetch.server.ts";
import { uploadDrafts } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

// The dealer's photo server of these tests listens on 127.0.0.1, a private address: allowed here only.
vi.hoisted(() => {
  process.env.FETCH_ALLOWED_PRIVATE_HOSTS = "127.0.0.1";
});

const ctx = useTestDatabase();

const picture = (width: number, background: string) => sharp({ create: { width, height: Math.round(width * 0.6), channels: 3, background } });

let server: Server;
let base = "";
const requests: IncomingMessage[] = [];
const served = new Map<string, { type: string; body: Buffer }>();

beforeAll(async () => {
  const withExif = await picture(500, "#1f4f9c")
    .jpeg()
    .withExif({ IFD0: { Copyright: "Garage Awa", Artist: "Awa" } })
    .toBuffer();
  served.set("/cars/corolla/front.jpg", { type: "image/jpeg", body: withExif });
  served.set("/cars/corolla/side.png", { type: "image/png", body: await picture(700, "#c0392b").png().toBuffer() });
  served.set("/cars/corolla/back.jpg", { type: "image/jpeg; charset=binary", body: await picture(900, "#27ae60").jpeg().toBuffer() });
  served.set("/fake.jpg", { type: "image/jpeg", body: Buffer.from("<html>not a picture</html>") });
  // A real JPEG, padded past the 5 MB limit (decoders ignore what follows the image).
  const small = await picture(800, "#8e44ad").jpeg().toBuffer();
  served.set("/huge.jpg", { type: "image/jpeg", body: Buffer.concat([small, Buffer.alloc(6 * 1024 * 1024 - small.byteLength)]) });

  server = createServer((request, response) => {
    requests.push(request);
    const file = served.get(request.url ?? "");
    if (!file) return response.writeHead(404, { "content-type": "text/plain" }).end("absent");
    response.writeHead(200, { "content-type": file.type, "content-length": file.body.byteLength }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const url = (path: string) => `${base}${path}`;
const storedFile = (prefix: string, width: number) => join(ctx.dataDir(), "uploads", `${prefix}-${width}.webp`);
const draftsOf = async (userId: string) => (await db().select().from(uploadDrafts).where(eq(uploadDrafts.userId, userId))).map((d) => d.prefix);
/** The files left in a user's photo folder (none once everything was discarded). */
const filesOf = (userId: string) => {
  const folder = join(ctx.dataDir(), "uploads", "listings", userId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe("fetchPhotosAsDrafts", () => {
  it("stores a dealer's photos as the user's drafts, re-encoded to WebP without metadata, in the URLs' order", async () => {
    const dealer = await createUser({ email: "garage-awa@example.test" });
    const urls = [url("/cars/corolla/front.jpg"), url("/cars/corolla/side.png"), url("/cars/corolla/back.jpg")];

    const result = await fetchPhotosAsDrafts(dealer.id, urls);
    if (!result.ok) throw new Error(`${result.url}: ${result.message}`);
    expect(result.photos).toHaveLength(3);
    expect((await draftsOf(dealer.id)).sort()).toEqual([...result.photos].sort());
    expect((await ownPhotos(dealer.id, result.photos)).photos).toEqual(result.photos);

    const widths: number[] = [];
    for (const prefix of result.photos) {
      expect(prefix).toMatch(new RegExp(`^listings/${dealer.id}/`));
      for (const width of LISTING_IMAGE_WIDTHS) expect(existsSync(storedFile(prefix, width))).toBe(true);
      const meta = await sharp(storedFile(prefix, 1600)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      widths.push(meta.width ?? 0);
    }
    // Never enlarged: each stored photo keeps its source's width, so the order shows.
    expect(widths).toEqual([500, 700, 900]);
    expect(requests.every((r) => r.headers["accept-encoding"] === "identity")).toBe(true);
  });

  it("keeps nothing when one photo of three fails, and names that one", async () => {
    const dealer = await createUser({ email: "garage-kofi@example.test" });
    const broken = url("/cars/corolla/missing.jpg");

    const result = await fetchPhotosAsDrafts(dealer.id, [url("/cars/corolla/front.jpg"), broken, url("/cars/corolla/side.png")]);
    expect(result).toEqual({ ok: false, url: broken, message: "Le serveur a répondu 404" });
    expect(await draftsOf(dealer.id)).toEqual([]);
    // The two good ones were stored (their folder was made), then removed.
    expect(existsSync(join(ctx.dataDir(), "uploads", "listings", dealer.id))).toBe(true);
    expect(filesOf(dealer.id)).toEqual([]);
  });

  it("refuses with the image rule's words a file that is not an image, or is too heavy", async () => {
    const dealer = await createUser({ email: "garage-ama@example.test" });
    const fake = url("/fake.jpg");
    expect(await fetchPhotosAsDrafts(dealer.id, [url("/cars/corolla/back.jpg"), fake])).toEqual({ ok: false, url: fake, message: photoNotImage("fake.jpg") });

    const huge = url("/huge.jpg");
    expect(await fetchPhotosAsDrafts(dealer.id, [huge, url("/cars/corolla/side.png")])).toEqual({ ok: false, url: huge, message: photoTooLarge("huge.jpg") });

    expect(await draftsOf(dealer.id)).toEqual([]);
    expect(filesOf(dealer.id)).toEqual([]);
  });

  it("refuses a private address, and more photos than a listing takes without fetching any", async () => {
    const dealer = await createUser({ email: "garage-yao@example.test" });
    const metadata = "http://169.254.169.254/latest/meta-data/photo.jpg";
    expect(await fetchPhotosAsDrafts(dealer.id, [metadata])).toEqual({ ok: false, url: metadata, message: FETCH_FORBIDDEN_ADDRESS });

    const before = requests.length;
    const eleven = Array.from({ length: 11 }, (_, i) => url(`/cars/corolla/front.jpg?n=${i}`));
    expect(await fetchPhotosAsDrafts(dealer.id, eleven)).toEqual({ ok: false, url: eleven[10], message: IMAGES_MAX });
    expect(requests.length).toBe(before);
    expect(await fetchPhotosAsDrafts(dealer.id, [])).toEqual({ ok: true, photos: [] });
    expect(await draftsOf(dealer.id)).toEqual([]);
  });

  it("names a photo by its URL's last segment", () => {
    expect(nameFromUrl("https://cdn.example/stock/12/IMG%202041.jpg?w=1600")).toBe("IMG 2041.jpg");
    expect(nameFromUrl("https://cdn.example/")).toBe("cdn.example");
    expect(nameFromUrl("https://cdn.example/%E0%A4%A.jpg")).toBe("%E0%A4%A.jpg");
  });
});
