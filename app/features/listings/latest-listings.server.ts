import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { saleListings } from "../../server/schema.ts";

export const HOME_LATEST_SALES = 6;

/** The newest active sale listings of a country, as the home page's cards need them. */
export async function latestSaleListings(country: string, limit = HOME_LATEST_SALES) {
  return db()
    .select({
      id: saleListings.id,
      brand: saleListings.brand,
      model: saleListings.model,
      year: saleListings.year,
      mileage: saleListings.mileage,
      price: saleListings.price,
      city: saleListings.city,
      image: saleListings.images,
    })
    .from(saleListings)
    .where(and(eq(saleListings.country, country), eq(saleListings.status, "active"), isNull(saleListings.deletedAt)))
    .orderBy(desc(saleListings.createdAt), desc(saleListings.id))
    .limit(limit);
}

export type ListingCardData = Awaited<ReturnType<typeof latestSaleListings>>[number];
