import { and, eq, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { adBanners } from "../../server/schema.ts";

/** What a page needs to show a banner; the link stays on the server, behind /ads/{id}/click. */
export interface BannerView {
  id: string;
  title: string;
  /** Storage prefix of the banner image, or an absolute URL. */
  imageUrl: string;
}

export function activeBanners(): Promise<BannerView[]> {
  return db()
    .select({ id: adBanners.id, title: adBanners.title, imageUrl: adBanners.imageUrl })
    .from(adBanners)
    .where(eq(adBanners.isActive, true));
}

/** One banner drawn uniformly; `random` returns a number in [0, 1) like Math.random. */
export function pickBanner<T>(banners: readonly T[], random: () => number = Math.random): T | null {
  if (banners.length === 0) return null;
  return banners[Math.min(banners.length - 1, Math.floor(random() * banners.length))];
}

/** Spec §7: all active banners are read, one is shown at random. */
export async function randomActiveBanner(random?: () => number): Promise<BannerView | null> {
  return pickBanner(await activeBanners(), random);
}

/** Only web links leave the site: a javascript:, data: or relative link is never followed. */
export function followableLink(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}

/**
 * track-ad-click: the link an active banner leads to, its click counted when `count` is set.
 * Null for an unknown, inactive or malformed id, or a link that must not be followed (not counted).
 */
export async function clickBanner(id: string, { count }: { count: boolean }): Promise<string | null> {
  if (!isUuid(id)) return null;
  const active = and(eq(adBanners.id, id), eq(adBanners.isActive, true));
  const [banner] = await db().select({ linkUrl: adBanners.linkUrl }).from(adBanners).where(active).limit(1);
  const link = banner ? followableLink(banner.linkUrl) : null;
  if (!link || !count) return link;
  // One UPDATE adding 1 in the database, so simultaneous clicks are all counted.
  const [counted] = await db()
    .update(adBanners)
    .set({ clickCount: sql`${adBanners.clickCount} + 1` })
    .where(active)
    .returning({ id: adBanners.id });
  return counted ? link : null;
}
