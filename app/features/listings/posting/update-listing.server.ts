import { and, eq, isNull, sql } from "drizzle-orm";
import { LISTING_IMAGE_WIDTHS } from "../../../lib/images.ts";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { removeImageVariants } from "../../../server/images.server.ts";
import { log } from "../../../server/log.server.ts";
import { listings } from "../../../server/schema.ts";
import { type ListingKind, LISTING_NOT_FOUND } from "../listing.ts";
import { searchColumnsFor } from "../search-columns.ts";
import { type NewListing, type StockOrigin, listingValues } from "./create-listing.server.ts";
import type { EditableListing } from "./edit-values.ts";
import { claimDrafts } from "./photos.server.ts";
import { MAX_PHOTOS } from "./posting-rules.ts";
import { recordPriceChange } from "../price-history.server.ts";
import { listingPagesChanged } from "../../listing-pages/listing-pages.server.ts";
import type { Result } from "../../../lib/result.ts";

export const EDIT_MESSAGES = {
  notFound: LISTING_NOT_FOUND,
  failed: /*i18n*/ "Erreur lors de la mise à jour de l'annonce",
  updated: /*i18n*/ "Annonce mise à jour",
} as const;

const owned = (ownerId: string, id: string, kind?: ListingKind) =>
  and(eq(listings.id, id), eq(listings.ownerId, ownerId), isNull(listings.deletedAt), kind ? eq(listings.kind, kind) : undefined);

/** The owner's own listing (not deleted) with what its edit form shows; null for anyone else's. */
export async function editableListing(ownerId: string, id: string): Promise<(EditableListing & { id: string; images: string[] }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(listings).where(owned(ownerId, id)).limit(1);
  return row ?? null;
}

/**
 * Saves an edit of the owner's listing: the same checked fields as a new one, and its photos: the
 * ones it had and kept, plus the owner's new uploads (claimed here). The photos it no longer has
 * are removed from storage once the row is saved. Nobody but the owner can change it.
 */
export async function updateListing(ownerId: string, id: string, listing: NewListing, images: string[], stock?: StockOrigin): Promise<Result> {
  let dropped: string[] = [];
  try {
    const outcome = await db().transaction(async (tx) => {
      const [current] = await tx
        .select({ images: listings.images, price: listings.price })
        .from(listings)
        .where(owned(ownerId, id, listing.kind))
        .for("update");
      if (!current) return EDIT_MESSAGES.notFound;
      const before = new Set(current.images);
      const added = images.filter((p) => !before.has(p));
      if (!(await claimDrafts(tx, ownerId, added))) throw new Error("a photo is no longer this user's draft");
      await tx
        .update(listings)
        .set({ ...listingValues(listing), ...searchColumnsFor(listing.input), ...stock, images, updatedAt: new Date() })
        .where(owned(ownerId, id, listing.kind));
      await recordPriceChange(tx, id, current.price, listingValues(listing).price);
      dropped = current.images.filter((p) => !images.includes(p));
      return null;
    });
    if (outcome) return { ok: false, error: outcome, code: "not-found" };
  } catch (error) {
    log.error("listing.update_failed", { error, ownerId, id });
    return { ok: false, error: EDIT_MESSAGES.failed, code: "failed" };
  }
  // Its page is another page now (a price and its history, the words, the photos): every instance forgets its copies.
  await listingPagesChanged([{ kind: listing.kind, id }]);
  for (const prefix of dropped) {
    await removeImageVariants(prefix, LISTING_IMAGE_WIDTHS).catch((error: unknown) => log.error("photos.remove_failed", { error, prefix }));
  }
  return { ok: true };
}

/**
 * One more photo (the owner's stored draft `prefix`) at the end of the owner's listing, counted
 * under the row's lock: of photos sent at once for the last place, one is taken. The listing's
 * photos no longer come from addresses, so a later import with addresses fetches them again.
 * "gone" for a listing no longer the owner's, "full" at the limit (the draft is then the caller's to discard).
 */
export async function appendListingPhoto(ownerId: string, id: string, prefix: string): Promise<string[] | "gone" | "full"> {
  const outcome = await db().transaction(async (tx) => {
    const [current] = await tx.select({ images: listings.images, kind: listings.kind }).from(listings).where(owned(ownerId, id)).for("update");
    if (!current) return "gone" as const;
    if (current.images.length >= MAX_PHOTOS) return "full" as const;
    if (!(await claimDrafts(tx, ownerId, [prefix]))) throw new Error("a photo is no longer this user's draft");
    const [row] = await tx
      .update(listings)
      .set({ images: sql`array_append(${listings.images}, ${prefix})`, photoSources: null, updatedAt: new Date() })
      .where(owned(ownerId, id))
      .returning({ images: listings.images });
    return { images: row?.images ?? [], kind: current.kind };
  });
  if (typeof outcome === "string") return outcome;
  await listingPagesChanged([{ kind: outcome.kind, id }]);
  return outcome.images;
}
