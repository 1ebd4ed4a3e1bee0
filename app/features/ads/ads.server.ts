import { and, desc, eq, sql } from "drizzle-orm";
import { BANNER_IMAGE_WIDTHS } from "../../lib/images.ts";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { referenceData } from "../../server/reference-data.server.ts";
import { ImageRejected, removeImageVariants, storeImageVariants } from "../../server/images.server.ts";
import { adBanners } from "../../server/schema.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";

/** What a page needs to show a banner; the link stays on the server, behind /ads/{id}/click. */
export interface BannerView {
  id: string;
  title: string;
  /** Storage prefix of the banner image, or an absolute URL. */
  imageUrl: string;
}

const banners = referenceData("active-banners", () =>
  db().select({ id: adBanners.id, title: adBanners.title, imageUrl: adBanners.imageUrl }).from(adBanners).where(eq(adBanners.isActive, true)),
);

/** Read on every home and listings page; kept in memory until a banner changes. */
export function activeBanners(): Promise<BannerView[]> {
  return banners.get();
}

/** After banners written outside this module (the demo seed taking its own back): pages read them again. */
export function bannersChanged(): Promise<void> {
  return banners.changed();
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

export const BANNER_MESSAGES = {
  denied: ACCESS_DENIED,
  incomplete: /*i18n*/ "Veuillez remplir tous les champs",
  badLink: /*i18n*/ "Le lien doit être une adresse web valide (https://…)",
  badImage: /*i18n*/ "Impossible d'uploader l'image",
  updateFailed: /*i18n*/ "Impossible de mettre à jour",
  deleteFailed: /*i18n*/ "Impossible de supprimer",
} as const;

/**
 * Spec doc 2 §5: an administrator adds a banner with a title, an image and a web link. The image
 * is judged by its bytes and re-encoded like every upload; the banner is active at once.
 */
export async function createBanner(adminId: string, input: { title: string; linkUrl: string; image: Buffer | undefined }): Promise<Result<{ id: string }>> {
  if (!(await isAdmin(adminId))) return { ok: false, error: BANNER_MESSAGES.denied };
  const title = input.title.trim();
  if (!title || !input.linkUrl.trim() || !input.image || input.image.byteLength === 0) {
    return { ok: false, error: BANNER_MESSAGES.incomplete };
  }
  if (title.length > 120) return { ok: false, error: BANNER_MESSAGES.incomplete };
  const linkUrl = followableLink(input.linkUrl.trim());
  if (!linkUrl) return { ok: false, error: BANNER_MESSAGES.badLink };
  let imageUrl: string;
  try {
    // Judged and decoded whole before anything is stored: a damaged file is refused, not a 500.
    imageUrl = await storeImageVariants(input.image, "banners", BANNER_IMAGE_WIDTHS);
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, error: BANNER_MESSAGES.badImage };
    throw error;
  }
  const [row] = await db().insert(adBanners).values({ title, imageUrl, linkUrl, isActive: true }).returning({ id: adBanners.id });
  await banners.changed();
  await recordAudit({ adminId, action: "banner.create", targetType: "banner", targetId: row.id, details: { title, linkUrl } });
  return { ok: true, id: row.id };
}

/** Every banner with its clicks, newest first (the admin panel). */
export function allBanners() {
  return db().select().from(adBanners).orderBy(desc(adBanners.createdAt));
}

/** An administrator turns a banner on or off. */
export async function setBannerActive(adminId: string, id: string, isActive: boolean): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: BANNER_MESSAGES.denied };
  if (!isUuid(id)) return { ok: false, error: BANNER_MESSAGES.updateFailed };
  const changed = await db().update(adBanners).set({ isActive }).where(eq(adBanners.id, id)).returning({ title: adBanners.title });
  if (changed.length === 0) return { ok: false, error: BANNER_MESSAGES.updateFailed };
  await banners.changed();
  await recordAudit({
    adminId,
    action: isActive ? "banner.activate" : "banner.deactivate",
    targetType: "banner",
    targetId: id,
    details: { title: changed[0]?.title },
  });
  return { ok: true };
}

/** An administrator deletes a banner, its image files with it. */
export async function deleteBanner(adminId: string, id: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: BANNER_MESSAGES.denied };
  if (!isUuid(id)) return { ok: false, error: BANNER_MESSAGES.deleteFailed };
  const [gone] = await db().delete(adBanners).where(eq(adBanners.id, id)).returning({ title: adBanners.title, imageUrl: adBanners.imageUrl });
  if (!gone) return { ok: false, error: BANNER_MESSAGES.deleteFailed };
  await banners.changed();
  await removeImageVariants(gone.imageUrl, BANNER_IMAGE_WIDTHS);
  await recordAudit({ adminId, action: "banner.delete", targetType: "banner", targetId: id, details: { title: gone.title } });
  return { ok: true };
}
