import { resolveCountry } from "../../../lib/countries.ts";
import { variantUrlFor } from "../../../server/images.server.ts";
import { formatPrice } from "../../../lib/money.ts";
import { TRANSMISSION_LABELS, fuelLabel } from "../../../lib/vehicles.ts";
import { appUrl } from "../../../server/secret.server.ts";
import { PRICE_SUFFIX, listingHref, listingTitle } from "../listing.ts";
import type { ListingDetailData } from "./detail.server.ts";
import type { ShareInfo } from "./share-meta.ts";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "../../../lib/language.ts";
import { groupDigits } from "../../../lib/grouped-number.ts";
import { translate } from "../../../server/i18n.server.ts";

const DESCRIPTION_MAX = 200;

/** What a preview needs of a listing's detail. */
export type ShareableListing = Pick<
  ListingDetailData,
  "id" | "kind" | "brand" | "model" | "year" | "mileage" | "price" | "transmission" | "fuelType" | "city" | "country" | "description" | "images"
>;

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
export function shareInfo(listing: ShareableListing, language: Language = DEFAULT_LANGUAGE): ShareInfo {
  const { kind } = listing;
  const country = resolveCountry(listing.country);
  const suffix = PRICE_SUFFIX[kind] ? translate(language, { id: PRICE_SUFFIX[kind] }) : "";
  const price = `${formatPrice(listing.price, country, "XOF", language)}${suffix}`;
  const city = listing.city;
  const countryName = country.name;
  const facts = [
    kind === "sale" ? translate(language, msg`À vendre à ${city}, ${countryName}`) : translate(language, msg`À louer à ${city}, ${countryName}`),
    `${groupDigits(listing.mileage, language)} km`,
    TRANSMISSION_LABELS[listing.transmission],
    fuelLabel(listing.fuelType),
  ].join(" · ");
  const cover = listing.images[0];
  return {
    title: `${listingTitle(listing)} — ${price}`,
    description: shorten(listing.description ? `${facts}. ${listing.description}` : facts, DESCRIPTION_MAX),
    url: `${appUrl()}${localizedPath(listingHref(kind, listing.id), language)}`,
    image: cover ? absolute(variantUrlFor(cover, 800)) : null,
  };
}
