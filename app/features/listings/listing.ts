import type { LISTING_KIND_VALUES } from "../../server/schema/listings.ts";
import type { DealBadge } from "../pricing/deal-rating.ts";

/**
 * The listing domain's own words, shared by browser and server. A listing is one row of one
 * table: a vehicle for sale or for rent. Only the words on the page and the booking tab differ.
 */
export type ListingKind = (typeof LISTING_KIND_VALUES)[number];

/**
 * What anyone but its owner reads when acting on a listing (edit, status, delete, promote), before
 * any other rule: whether it exists, or is booked, is not theirs to learn.
 */
export const LISTING_NOT_FOUND = /*i18n*/ "Annonce non trouvée";

/** A listing as the URL names it: /listing/{id} for a sale, /rental/{id} for a rental. */
export interface ListingRef {
  kind: ListingKind;
  id: string;
}

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
  /** Promoted now (an active promotion): the card carries 'Premium' (ADR 0053). */
  promoted?: boolean;
  /** The price's rating against the market (sales the model could compare), when the page has it. */
  deal?: DealBadge | null;
}

export { listingHref } from "../listing-pages/listing-href.ts";

/** /annonces/{id}/modifier: the edit form of an owner's listing. */
export function editListingHref(id: string): string {
  return `/annonces/${id}/modifier`;
}

/** "Toyota Corolla 2018": how a listing is named in titles, galleries and previews. */
export function listingTitle(listing: { brand: string; model: string; year: number }): string {
  return `${listing.brand} ${listing.model} ${listing.year}`;
}

export const LISTING_KINDS: readonly ListingKind[] = ["sale", "rental"];

/** A kind named by a URL or a form; null for anything else. */
export function listingKindOf(value: unknown): ListingKind | null {
  return LISTING_KINDS.find((k) => k === value) ?? null;
}

/** What follows a price: a rental's price is per day. */
export const PRICE_SUFFIX: Readonly<Record<ListingKind, string>> = { sale: "", rental: /*i18n*/ "/jour" };

/**
 * Whether a listing is on offer, off the market while its page still answers the links already
 * shared (WhatsApp, chats): a sale sold, a rental lent out; or withdrawn (archived, or hidden by
 * moderation), which only its owner sees.
 */
export type ListingAvailability = "offered" | OffMarket | "withdrawn";
export type OffMarket = "sold" | "lent" | "expired";

export function listingAvailability(listing: { kind: ListingKind; status: string; available: boolean; hiddenReason?: string | null }): ListingAvailability {
  if (listing.hiddenReason || listing.status === "archived") return "withdrawn";
  if (listing.status === "sold") return "sold";
  if (listing.status === "expired") return "expired";
  return listing.kind === "rental" && !listing.available ? "lent" : "offered";
}

export function isOffMarket(availability: ListingAvailability): availability is OffMarket {
  return availability === "sold" || availability === "lent" || availability === "expired";
}

/** What the page of a listing off the market says above its photos, before the similar listings. */
export const OFF_MARKET_WORDS: Readonly<Record<OffMarket, { title: string; similar: string }>> = {
  sold: { title: /*i18n*/ "Cette annonce a été vendue", similar: /*i18n*/ "Voici des véhicules similaires encore en vente." },
  lent: {
    title: /*i18n*/ "Ce véhicule est loué ou indisponible pour le moment",
    similar: /*i18n*/ "Voici des véhicules similaires disponibles à la location.",
  },
  expired: { title: /*i18n*/ "Cette annonce a expiré", similar: /*i18n*/ "Voici des véhicules similaires encore en ligne." },
};

/** Where a listing stands, as its owner reads it on the page (marked French: shown with `i18n._`). */
export function listingStateLabel(listing: { kind: ListingKind; status: string; available: boolean; hiddenReason?: string | null }): string {
  if (listing.hiddenReason) return /*i18n*/ "Masquée par la modération";
  if (listing.status === "archived") return /*i18n*/ "Archivée";
  if (listing.status === "expired") return /*i18n*/ "Expirée";
  if (listing.kind === "sale") return listing.status === "sold" ? /*i18n*/ "Vendue" : /*i18n*/ "En ligne";
  return listing.available ? /*i18n*/ "En ligne, disponible à la location" : /*i18n*/ "En ligne, indisponible à la location";
}
