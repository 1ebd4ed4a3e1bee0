import type { Result } from "../../../lib/result.ts";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { log } from "../../../server/log.server.ts";
import { listings } from "../../../server/schema.ts";
import { listingPagesChanged } from "../../listing-pages/listing-pages.server.ts";
import { LISTING_NOT_FOUND, type ListingRef } from "../listing.ts";
import { ownedBy } from "../owned-listing.server.ts";
import { recordPriceChange } from "../price-history.server.ts";
import { BULK_MESSAGES, priceAfter } from "./bulk-listing-actions.ts";

export const PRICE_TOO_HIGH = /*i18n*/ "Le nouveau prix serait trop élevé";

/**
 * The owner moves a listing's price by a percentage (−10: ten percent less): the new price and its
 * line in the price history are one transaction on the locked row, so the history always holds
 * the change from the price really replaced. Only the owner's listing, not deleted.
 */
export async function changeListingPrice(ownerId: string, ref: ListingRef, percent: number): Promise<Result<{ oldPrice: number; newPrice: number }>> {
  if (!isUuid(ref.id)) return { ok: false, error: LISTING_NOT_FOUND, code: "not-found" };
  try {
    const outcome = await db().transaction(async (tx): Promise<Result<{ oldPrice: number; newPrice: number }>> => {
      const [row] = await tx.select({ price: listings.price }).from(listings).where(ownedBy(ownerId, ref)).for("update");
      if (!row) return { ok: false, error: LISTING_NOT_FOUND, code: "not-found" };
      const newPrice = priceAfter(row.price, percent);
      if (newPrice === null) return { ok: false, error: PRICE_TOO_HIGH };
      await tx.update(listings).set({ price: newPrice, updatedAt: new Date() }).where(ownedBy(ownerId, ref));
      await recordPriceChange(tx, ref.id, row.price, newPrice);
      return { ok: true, oldPrice: row.price, newPrice };
    });
    // Its page shows the price and its history: every instance forgets its copies.
    if (outcome.ok) await listingPagesChanged([ref]);
    return outcome;
  } catch (error) {
    log.error("listing.price_change_failed", { error, ownerId, id: ref.id });
    return { ok: false, error: BULK_MESSAGES.failed, code: "failed" };
  }
}
