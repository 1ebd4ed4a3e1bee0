import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import { db } from "../../../server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../../../server/schema.ts";
import type { ListingKind, ListingSummary } from "../listing.ts";
import { SUMMARY_COLUMNS } from "../listings.server.ts";

export const SIMILAR_SHOWN = 6;
/** A price within this share of the listing's, either way, is in its band. */
export const PRICE_BAND = 0.25;

export interface SimilarTo {
  id: string;
  kind: ListingKind;
  country: string;
  brand: string;
  model: string;
  bodyType: string | null;
  /** XOF: the sale price or the price per day. */
  price: number;
}

/**
 * Listings on offer like one that is no longer (sold, lent out), for its page: the same kind in the
 * same country, of the same make and model, or the same body, or in its price band. The same make
 * and model come first, then the same body, then the nearest prices.
 */
export async function similarListings(listing: SimilarTo, limit = SIMILAR_SHOWN): Promise<ListingSummary[]> {
  const sameModel = and(eq(listings.brand, listing.brand), eq(listings.model, listing.model));
  const sameBody = listing.bodyType ? eq(listings.bodyType, listing.bodyType) : sql`false`;
  const low = Math.floor(listing.price * (1 - PRICE_BAND));
  const high = Math.ceil(listing.price * (1 + PRICE_BAND));
  const inBand = sql`${listings.price} between ${low} and ${high}`;
  return db()
    .select(SUMMARY_COLUMNS)
    .from(listings)
    .where(
      and(
        LISTING_VISIBLE,
        eq(listings.kind, listing.kind),
        eq(listings.country, listing.country),
        ne(listings.id, listing.id),
        or(sameModel, sameBody, inBand),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${sameModel}, false)`),
      desc(sql`coalesce(${sameBody}, false)`),
      asc(sql`abs(${listings.price} - ${listing.price})`),
      desc(listings.id),
    )
    .limit(limit);
}
