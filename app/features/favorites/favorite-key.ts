import type { ListingKind } from "../listings/browse-query.ts";

export interface ListingRef {
  kind: ListingKind;
  id: string;
}

/** One string per listing, to look favourites up in a Set (browser and server). */
export const favoriteKey = (ref: ListingRef) => `${ref.kind}:${ref.id}`;
