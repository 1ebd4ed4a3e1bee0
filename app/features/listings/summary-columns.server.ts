import { sql } from "drizzle-orm";
import { rentalListings, saleListings } from "../../server/schema.ts";

function columns(t: typeof saleListings | typeof rentalListings, price: typeof saleListings.price | typeof rentalListings.pricePerDay) {
  return {
    id: t.id,
    brand: t.brand,
    model: t.model,
    year: t.year,
    mileage: t.mileage,
    price: sql<number>`${price}`,
    city: t.city,
    country: t.country,
    fuelType: t.fuelType,
    transmission: t.transmission,
    cover: sql<string | null>`${t.images}[1]`,
    sellerPro: t.sellerPro,
  };
}

/** The columns of a `ListingSummary` (minus its kind), for Drizzle selects over either table. */
export const SALE_SUMMARY_COLUMNS = columns(saleListings, saleListings.price);
export const RENTAL_SUMMARY_COLUMNS = columns(rentalListings, rentalListings.pricePerDay);
