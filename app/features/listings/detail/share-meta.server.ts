import { resolveCountry } from "../../../lib/countries.ts";
import { variantUrlFor } from "../../../server/images.server.ts";
import { formatPrice } from "../../../lib/money.ts";
import { TRANSMISSION_LABELS, type Transmission, fuelLabel } from "../../../lib/vehicles.ts";
import { appUrl } from "../../../server/secret.server.ts";
import type { ListingKind } from "../browse-query.ts";
import { listingHref } from "../listing-summary.ts";
import type { ShareInfo } from "./share-meta.ts";

const DESCRIPTION_MAX = 200;
const nf = new Intl.NumberFormat("fr-FR");

export interface ShareableListing {
  id: string;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  /** XOF: the sale price or the price per day. */
  price: number;
  transmission: Transmission;
  fuelType: string;
  city: string;
  country: string;
  description: string | null;
  images: string[];
}

function absolute(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${appUrl()}${url}` : url;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * What a link preview (WhatsApp, Facebook, X) shows. The price is in the listing's own currency:
 * crawlers carry no country cookie, and the people a link is sent to mostly live where the car is.
 */
export function shareInfo(kind: ListingKind, listing: ShareableListing): ShareInfo {
  const country = resolveCountry(listing.country);
  const price = `${formatPrice(listing.price, country)}${kind === "rental" ? "/jour" : ""}`;
  const facts = [
    `${kind === "sale" ? "À vendre" : "À louer"} à ${listing.city}, ${country.name}`,
    `${nf.format(listing.mileage)} km`,
    TRANSMISSION_LABELS[listing.transmission],
    fuelLabel(listing.fuelType),
  ].join(" · ");
  const cover = listing.images[0];
  return {
    title: `${listing.brand} ${listing.model} ${listing.year} — ${price}`,
    description: shorten(listing.description ? `${facts}. ${listing.description}` : facts, DESCRIPTION_MAX),
    url: `${appUrl()}${listingHref(kind, listing.id)}`,
    image: cover ? absolute(variantUrlFor(cover, 800)) : null,
  };
}
