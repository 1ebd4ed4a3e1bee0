import { cityKeyFor, searchKeyFor } from "./search-text.ts";

/** The folded copies of brand, model and city that every listing row carries for search. */
export function searchColumnsFor(listing: { brand: string; model: string; city: string }) {
  return { searchKey: searchKeyFor(listing.brand, listing.model, listing.city), cityKey: cityKeyFor(listing.city) };
}
