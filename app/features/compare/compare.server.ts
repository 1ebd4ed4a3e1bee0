import { and, inArray, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listings, profiles } from "../../server/schema.ts";
import type { ListingKind } from "../listings/listing.ts";
import type { DealBadge } from "../pricing/deal-rating.ts";
import { withDealBadges } from "../pricing/pricing.server.ts";

/** One car of the comparison: the facts a buyer weighs before calling. */
export interface ComparedCar {
  id: string;
  kind: ListingKind;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  /** XOF: the sale price, or the price per day of a rental. */
  price: number;
  fuelType: string;
  transmission: string;
  bodyType: string | null;
  engine: string | null;
  horsepower: number | null;
  previousOwners: number | null;
  accidents: number | null;
  cleanTitle: boolean | null;
  city: string;
  country: string;
  cover: string | null;
  sellerId: string;
  sellerName: string;
  sellerPro: boolean;
  deal: DealBadge | null;
}

/**
 * The listings a comparison link names that visitors may see, in the link's order: a sold, hidden
 * or deleted one is simply missing (the page says how many).
 */
export async function carsToCompare(ids: readonly string[]): Promise<ComparedCar[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .select({
      id: listings.id,
      kind: listings.kind,
      brand: listings.brand,
      model: listings.model,
      year: listings.year,
      mileage: listings.mileage,
      price: listings.price,
      fuelType: listings.fuelType,
      transmission: listings.transmission,
      bodyType: listings.bodyType,
      engine: listings.engine,
      horsepower: listings.horsepower,
      previousOwners: listings.previousOwners,
      accidents: listings.accidents,
      cleanTitle: listings.cleanTitle,
      city: listings.city,
      country: listings.country,
      cover: sql<string | null>`${listings.images}[1]`,
      sellerId: listings.ownerId,
      // A subquery rather than a join: the visibility rule names the listing's columns unqualified.
      sellerName: sql<string>`(select coalesce(nullif(p.company_name, ''), trim(p.first_name || ' ' || p.last_name)) from ${profiles} p where p.id = ${listings.ownerId})`,
      sellerPro: listings.sellerPro,
    })
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), LISTING_VISIBLE));
  const rated = await withDealBadges(rows);
  const byId = new Map(rated.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
