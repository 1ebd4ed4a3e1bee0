import { and, desc, eq, gt, max, notExists, sql } from "drizzle-orm";
import { db } from "../../../server/db.server.ts";
import { LISTING_VISIBLE, listings, premiumListings } from "../../../server/schema.ts";
import type { ListingKind, ListingSummary } from "../listing.ts";
import { SUMMARY_COLUMNS } from "../listings.server.ts";

/** Spec §9: premium listings on home at most 4; latest sale cars 6; rentals 6. */
export const HOME_PREMIUM_LIMIT = 4;
export const HOME_FEATURED_LIMIT = 6;

/** A promotion that is on and has not reached its end date. */
const livePromotion = and(eq(premiumListings.isActive, true), gt(premiumListings.endDate, sql`now()`));

const visibleOf = (kind: ListingKind, country: string) => and(LISTING_VISIBLE, eq(listings.kind, kind), eq(listings.country, country));

/**
 * Spec §4 premium eligibility: visible sale listings of the country currently promoted, newest
 * promotion first (a renewed one counts once).
 */
export async function premiumSales(country: string): Promise<ListingSummary[]> {
  const promotedAt = max(premiumListings.createdAt);
  return db()
    .select(SUMMARY_COLUMNS)
    .from(premiumListings)
    .innerJoin(listings, eq(listings.id, premiumListings.listingId))
    .where(and(livePromotion, visibleOf("sale", country)))
    .groupBy(listings.id)
    .orderBy(desc(promotedAt), desc(listings.id))
    .limit(HOME_PREMIUM_LIMIT);
}

/**
 * The newest visible listings of the country for the home page's Vente / Location tabs; sales
 * already shown as Premium are left out.
 */
export async function featuredListings(kind: ListingKind, country: string): Promise<ListingSummary[]> {
  const promoted = db()
    .select({ one: sql`1` })
    .from(premiumListings)
    .where(and(livePromotion, eq(premiumListings.listingId, listings.id)));
  return db()
    .select(SUMMARY_COLUMNS)
    .from(listings)
    .where(and(visibleOf(kind, country), kind === "sale" ? notExists(promoted) : undefined))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(HOME_FEATURED_LIMIT);
}
