import { and, count, desc, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../../server/schema.ts";
import type { ListingSummary } from "./listing.ts";
import { SUMMARY_COLUMNS } from "./listings.server.ts";

/** The most listings a seller's page shows at once. */
export const SELLER_LISTINGS_SHOWN = 48;

/** A seller's listings shown to visitors, newest first, and how many there are. */
export async function sellerListings(ownerId: string): Promise<{ total: number; listings: ListingSummary[] }> {
  const shown = and(eq(listings.ownerId, ownerId), LISTING_VISIBLE);
  const [[counted], rows] = await Promise.all([
    db().select({ total: count() }).from(listings).where(shown),
    db().select(SUMMARY_COLUMNS).from(listings).where(shown).orderBy(desc(listings.createdAt), desc(listings.id)).limit(SELLER_LISTINGS_SHOWN),
  ]);
  return { total: counted?.total ?? 0, listings: rows };
}
