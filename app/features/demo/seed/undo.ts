import { inArray } from "drizzle-orm";
import { bannersChanged } from "../../ads/ads.server.ts";
import { db } from "../../../server/db.server.ts";
import { adBanners, premiumPackages, profiles } from "../../../server/schema.ts";
import type { Created } from "./context.ts";

/**
 * Takes back what a failed run wrote, and only it, so that the next start seeds again. The one
 * place the seed deletes rows itself: no domain offers "undo this half-written demo" (account
 * deletion with its retention rules is a feature of its own). Listings, reviews, favourites,
 * bookings, payments, promotions, messages and notifications go with their accounts.
 */
export async function undoSeed(created: Created): Promise<void> {
  if (created.users.length > 0) await db().delete(profiles).where(inArray(profiles.id, created.users));
  if (created.banners.length > 0) {
    await db().delete(adBanners).where(inArray(adBanners.id, created.banners));
    await bannersChanged();
  }
  if (created.packages.length > 0) await db().delete(premiumPackages).where(inArray(premiumPackages.id, created.packages));
}
