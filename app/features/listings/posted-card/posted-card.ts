import type { ListingKind } from "../listing.ts";

/** What the home page's card says of the listing just posted (posted-card.server.ts). */
export interface PostedCard {
  id: string;
  kind: ListingKind;
  brand: string;
  model: string;
  year: number;
  /** Storage prefix of its first photo. */
  cover: string | null;
}

/** Where the card's close button posts (a POST that works before JavaScript; a GET goes home). */
export function closePostedCardPath(listingId: string): string {
  return `/annonces/${listingId}/carte-en-ligne`;
}
