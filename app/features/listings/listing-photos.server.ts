import { and, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { RENTAL_VISIBLE, SALE_VISIBLE, rentalListings, saleListings } from "../../server/schema.ts";
import type { ListingRef } from "../favorites/favorite-key.ts";
import { isListingId } from "./detail/detail.server.ts";

/** The photos of a visible listing, fetched only when a card's gallery is opened. */
export async function listingPhotos(ref: ListingRef): Promise<{ title: string; images: string[] } | null> {
  if (!isListingId(ref.id)) return null;
  const table = ref.kind === "sale" ? saleListings : rentalListings;
  const visible = ref.kind === "sale" ? SALE_VISIBLE : RENTAL_VISIBLE;
  const [row] = await db()
    .select({ brand: table.brand, model: table.model, year: table.year, images: table.images })
    .from(table)
    .where(and(eq(table.id, ref.id), visible))
    .limit(1);
  return row ? { title: `${row.brand} ${row.model} ${row.year}`, images: row.images } : null;
}
