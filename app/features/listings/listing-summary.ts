import type { ListingKind } from "./browse-query.ts";

/** What a listing card shows: the few columns every grid (home, browse, favourites) sends. */
export interface ListingSummary {
  id: string;
  kind: ListingKind;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  /** XOF: the sale price, or the price per day of a rental. */
  price: number;
  city: string;
  country: string;
  fuelType: string;
  transmission: string;
  /** Storage prefix of the cover photo, or null. */
  cover: string | null;
  sellerPro: boolean;
}

export function listingHref(kind: ListingKind, id: string): string {
  return kind === "sale" ? `/listing/${id}` : `/rental/${id}`;
}
