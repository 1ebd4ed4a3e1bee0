import type { LISTING_KIND_VALUES } from "../../server/schema/listings.ts";

/**
 * A listing's page: /listing/{id} for a sale, /rental/{id} for a rental. Here, below moderation
 * (ADR 0027), so that every feature taking a listing off the site can name the page that changed.
 */
export function listingHref(kind: (typeof LISTING_KIND_VALUES)[number], id: string): string {
  return kind === "sale" ? `/listing/${id}` : `/rental/${id}`;
}
