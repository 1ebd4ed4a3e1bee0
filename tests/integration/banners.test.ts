import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BANNER_MESSAGES, activeBanners, createBanner } from "../../app/features/ads/ads.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { adBanners } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

const ctx = useTestDatabase();

const image = () =>
  sharp({ create: { width: 1200, height: 300, channels: 3, background: "#0b4f8a" } })
    .jpeg()
    .toBuffer();
let seq = 0;
const user = (role: "user" | "admin") => createUser({ email: `pub${++seq}@example.test`, role });

describe("createBanner", () => {
  it("stores an administrator's banner, image re-encoded, active at once", async () => {
    const admin = await user("admin");
    const created = await createBanner(admin.id, { title: " Financement auto ", linkUrl: "https://www.example.com/credit", image: await image() });
    if (!created.ok) throw new Error(created.error);
    const [banner] = await activeBanners();
    expect(banner).toMatchObject({ id: created.id, title: "Financement auto" });
    expect(banner?.imageUrl).toMatch(/^banners\/[0-9a-f-]{36}$/);
    for (const width of [600, 1200]) expect(existsSync(join(ctx.dataDir(), "uploads", `${banner?.imageUrl}-${width}.webp`))).toBe(true);
  });

  it("refuses non-administrators, missing fields, links that are not web addresses, and files that are not images", async () => {
    const [admin, seller] = [await user("admin"), await user("user")];
    const good = { title: "Pièces détachées", linkUrl: "https://www.example.com/pieces", image: await image() };
    expect(await createBanner(seller.id, good)).toEqual({ ok: false, error: BANNER_MESSAGES.denied });
    expect(await createBanner(admin.id, { ...good, title: "  " })).toEqual({ ok: false, error: BANNER_MESSAGES.incomplete });
    expect(await createBanner(admin.id, { ...good, linkUrl: "" })).toEqual({ ok: false, error: BANNER_MESSAGES.incomplete });
    expect(await createBanner(admin.id, { ...good, image: undefined })).toEqual({ ok: false, error: BANNER_MESSAGES.incomplete });
    for (const linkUrl of ["javascript:alert(1)", "/relative", "example.com"]) {
      expect(await createBanner(admin.id, { ...good, linkUrl }), linkUrl).toEqual({ ok: false, error: BANNER_MESSAGES.badLink });
    }
    expect(await createBanner(admin.id, { ...good, image: Buffer.from("<svg/>") })).toEqual({ ok: false, error: BANNER_MESSAGES.badImage });
    const rows = await db().select().from(adBanners);
    expect(rows.filter((r) => r.title === good.title)).toEqual([]);
  });
});
