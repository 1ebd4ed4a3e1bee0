import { and, desc, eq, gt, max, notExists, sql } from "drizzle-orm";
import { db } from "../../../server/db.server.ts";
import { RENTAL_VISIBLE, SALE_VISIBLE, premiumListings, rentalListings, saleListings } from "../../../server/schema.ts";
import type { ListingSummary } from "../listing-summary.ts";
import { RENTAL_SUMMARY_COLUMNS, SALE_SUMMARY_COLUMNS } from "../summary-columns.server.ts";

/** Spec §9: premium listings on home at most 4; latest sale cars 6; rentals 6. */
export const HOME_PREMIUM_LIMIT = 4;
export const HOME_FEATURED_LIMIT = 6;

/** Spec §4 premium eligibility: an active sale promotion that has not reached its end date. */
const livePromotion = and(
  eq(premiumListings.isActive, true),
  eq(premiumListings.listingType, "sale"),
  gt(premiumListings.endDate, sql`now()`),
);

/** Visible sale listings of the country currently promoted, newest promotion first (a renewed one counts once). */
export async function premiumSales(country: string): Promise<ListingSummary[]> {
  const promotedAt = max(premiumListings.createdAt);
  const rows = await db()
    .select(SALE_SUMMARY_COLUMNS)
    .from(premiumListings)
    .innerJoin(saleListings, eq(saleListings.id, premiumListings.listingId))
    .where(and(livePromotion, eq(saleListings.country, country), SALE_VISIBLE))
    .groupBy(saleListings.id)
    .orderBy(desc(promotedAt), desc(saleListings.id))
    .limit(HOME_PREMIUM_LIMIT);
  return rows.map((r) => ({ ...r, kind: "sale" }));
}

/** The newest visible sale listings of the country, those shown as Premium left out. */
export async function featuredSales(country: string): Promise<ListingSummary[]> {
  const promoted = db()
    .select({ one: sql`1` })
    .from(premiumListings)
    .where(and(livePromotion, eq(premiumListings.listingId, saleListings.id)));
  const rows = await db()
    .select(SALE_SUMMARY_COLUMNS)
    .from(saleListings)
    .where(and(SALE_VISIBLE, eq(saleListings.country, country), notExists(promoted)))
    .orderBy(desc(saleListings.createdAt), desc(saleListings.id))
    .limit(HOME_FEATURED_LIMIT);
  return rows.map((r) => ({ ...r, kind: "sale" }));
}

/** The newest available rentals of the country. */
export async function featuredRentals(country: string): Promise<ListingSummary[]> {
  const rows = await db()
    .select(RENTAL_SUMMARY_COLUMNS)
    .from(rentalListings)
    .where(and(RENTAL_VISIBLE, eq(rentalListings.country, country)))
    .orderBy(desc(rentalListings.createdAt), desc(rentalListings.id))
    .limit(HOME_FEATURED_LIMIT);
  return rows.map((r) => ({ ...r, kind: "rental" }));
}
