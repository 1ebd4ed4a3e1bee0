import { countryName as nameOfCountry, resolveCountry } from "../../../lib/countries.ts";
import { CITY_LABELS } from "../../../lib/cities.ts";
import { variantUrlFor } from "../../../server/images.server.ts";
import { formatPrice } from "../../../lib/money.ts";
import { FUEL_LABELS, TRANSMISSION_LABELS, valueLabel } from "../../../lib/vehicles.ts";
import { appUrl } from "../../../server/secret.server.ts";
import { PRICE_SUFFIX, listingHref, listingTitle } from "../listing.ts";
import type { ListingDetailData } from "./detail.server.ts";
import type { ShareInfo } from "./share-meta.ts";
import type { MessageDescriptor } from "@lingui/core";
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
  // The catalogues' words in the preview's language; a city typed by hand as written.
  const words = (descriptor: MessageDescriptor) => translate(language, descriptor);
  const city = valueLabel(CITY_LABELS, listing.city, words);
  const countryName = nameOfCountry(country.code, language);
  const facts = [
    kind === "sale" ? translate(language, msg`À vendre à ${city}, ${countryName}`) : translate(language, msg`À louer à ${city}, ${countryName}`),
    `${groupDigits(listing.mileage, language)} km`,
    valueLabel(TRANSMISSION_LABELS, listing.transmission, words),
    valueLabel(FUEL_LABELS, listing.fuelType, words),
  ].join(" · ");
  const cover = listing.images[0];
  return {
    title: `${listingTitle(listing)} — ${price}`,
    description: shorten(listing.description ? `${facts}. ${listing.description}` : facts, DESCRIPTION_MAX),
    url: `${appUrl()}${localizedPath(listingHref(kind, listing.id), language)}`,
    image: cover ? absolute(variantUrlFor(cover, 800)) : null,
  };
}
