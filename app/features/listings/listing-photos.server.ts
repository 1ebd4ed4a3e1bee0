import { db } from "../../server/db.server.ts";
import { listings } from "../../server/schema.ts";
import { isListingId } from "./detail/detail.server.ts";
import { type ListingRef, listingTitle } from "./listing.ts";
import { isVisible } from "./listings.server.ts";

/** The photos of a visible listing, fetched only when a card's gallery is opened. */
export async function listingPhotos(ref: ListingRef): Promise<{ title: string; images: string[] } | null> {
  if (!isListingId(ref.id)) return null;
  const [row] = await db()
    .select({ brand: listings.brand, model: listings.model, year: listings.year, images: listings.images })
    .from(listings)
    .where(isVisible(ref))
    .limit(1);
  return row ? { title: listingTitle(row), images: row.images } : null;
}
