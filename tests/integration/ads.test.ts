import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bannersChanged, pickBanner, randomActiveBanner } from "../../app/features/ads/ads.server.ts";
import { loader } from "../../app/routes/ad-click.ts";
import { db } from "../../app/server/db.server.ts";
import { adBanners } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

async function banner(values: Partial<typeof adBanners.$inferInsert> = {}) {
  const [row] = await db()
    .insert(adBanners)
    .values({ title: "Financement auto", imageUrl: "banners/demo", linkUrl: "https://www.example.com/financement-auto", ...values })
    .returning();
  return row;
}

async function clicksOf(id: string): Promise<number> {
  const [row] = await db().select({ n: adBanners.clickCount }).from(adBanners).where(eq(adBanners.id, id));
  return row.n;
}

function click(id: string, headers: HeadersInit = {}): Promise<Response> {
  const request = new Request(`http://localhost:3000/ads/${encodeURIComponent(id)}/click`, { headers });
  return loader({ request, params: { id }, context: {} } as unknown as Parameters<typeof loader>[0]);
}

describe("banner click (/ads/{id}/click)", () => {
  it("counts one click per request and redirects to the banner's link", async () => {
    const b = await banner();
    const first = await click(b.id);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("https://www.example.com/financement-auto");
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(await clicksOf(b.id)).toBe(1);
    await click(b.id);
    expect(await clicksOf(b.id)).toBe(2);
  });

  it("counts every one of simultaneous clicks", async () => {
    const b = await banner();
    const responses = await Promise.all(Array.from({ length: 8 }, () => click(b.id)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(302));
    expect(await clicksOf(b.id)).toBe(8);
  });

  it("answers 404 for an inactive, unknown or malformed id, without counting", async () => {
    const inactive = await banner({ isActive: false });
    expect((await click(inactive.id)).status).toBe(404);
    expect(await clicksOf(inactive.id)).toBe(0);
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "1 or 1=1", "", `${inactive.id}x`]) {
      expect((await click(id)).status).toBe(404);
    }
  });

  it("never follows a link that is not http(s)", async () => {
    for (const linkUrl of ["javascript:alert(1)", "JavaScript:alert(document.cookie)", "data:text/html,<script>1</script>", "/listings", "//evil.example"]) {
      const b = await banner({ linkUrl });
      const response = await click(b.id);
      expect(response.status).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
      expect(await clicksOf(b.id)).toBe(0);
    }
  });

  it("declines prefetches and does not count bots", async () => {
    const b = await banner();
    expect((await click(b.id, { "Sec-Purpose": "prefetch" })).status).toBe(503);
    expect((await click(b.id, { Purpose: "prefetch" })).status).toBe(503);
    const bot = await click(b.id, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(bot.status).toBe(302);
    expect(await clicksOf(b.id)).toBe(0);
  });
});

describe("banner pick", () => {
  it("pickBanner draws uniformly over the list, null when empty", () => {
    const list = ["a", "b", "c"];
    expect(pickBanner(list, () => 0)).toBe("a");
    expect(pickBanner(list, () => 0.5)).toBe("b");
    expect(pickBanner(list, () => 0.9999)).toBe("c");
    expect(pickBanner(list, () => 1)).toBe("c");
    expect(pickBanner([], () => 0.5)).toBeNull();
  });

  it("randomActiveBanner picks only among active banners", async () => {
    // Written straight to the table, so announced as the administrator's writes are: pages keep the active banners in memory.
    await db().update(adBanners).set({ isActive: false });
    await bannersChanged();
    expect(await randomActiveBanner()).toBeNull();
    const active = [await banner({ title: "Un" }), await banner({ title: "Deux" })];
    await banner({ title: "Éteinte", isActive: false });
    await bannersChanged();
    const picked = new Set<string>();
    for (let r = 0; r < 1; r += 0.05) {
      const b = await randomActiveBanner(() => r);
      expect(b).not.toBeNull();
      picked.add(b?.id ?? "");
    }
    expect(picked).toEqual(new Set(active.map((b) => b.id)));
  });
});
