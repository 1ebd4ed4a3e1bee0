import { and, eq, sql } from "drizzle-orm";
import { LISTING_VISIBLE, listings } from "../../server/schema.ts";
import type { ListingRef } from "./listing.ts";

/**
 * On offer with an active promotion, now: the 'Premium' mark of its card and page (ADR 0053).
 * Columns named by table: the selects that fill cards join other tables.
 */
export const PROMOTED_NOW = sql<boolean>`coalesce(${listings.promotedUntil} > now() and ${listings.status} = 'active' and ${listings.available} and ${listings.deletedAt} is null and ${listings.hiddenReason} is null, false)`;

/** The columns of a `ListingSummary`, for every select that fills a card. */
export const SUMMARY_COLUMNS = {
  id: listings.id,
  kind: listings.kind,
  brand: listings.brand,
  model: listings.model,
  year: listings.year,
  mileage: listings.mileage,
  price: listings.price,
  city: listings.city,
  country: listings.country,
  fuelType: listings.fuelType,
  transmission: listings.transmission,
  cover: sql<string | null>`${listings.images}[1]`,
  sellerPro: listings.sellerPro,
  promoted: PROMOTED_NOW,
};

/** The listing a URL names, when a visitor may see it (the kind must match the URL's). */
export const isVisible = (ref: ListingRef) => and(eq(listings.id, ref.id), eq(listings.kind, ref.kind), LISTING_VISIBLE);
