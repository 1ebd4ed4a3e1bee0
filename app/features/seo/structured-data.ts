import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Country, resolveCountry } from "../../lib/countries.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { CITY_LABELS } from "../../lib/cities.ts";
import { BODY_TYPE_LABELS, COLOUR_LABELS, CONDITIONS, FUEL_LABELS, TRANSMISSION_LABELS, valueLabel } from "../../lib/vehicles.ts";
import { EMPTY_FILTERS, listingsHref } from "../listings/browse-query.ts";
import { type ListingAvailability, type ListingKind, type ListingSummary, listingHref, listingTitle } from "../listings/listing.ts";
import { siteUrl } from "./site-url.ts";

/**
 * A listing's page told to search engines as schema.org JSON-LD: the car with its offer (a sale's
 * price, or a rental's price per day), and the trail from the home page to it. Pure: the caller
 * gives the origin, the photos' absolute URLs, the page's language and its messages. An English
 * page's data names English URLs and words; the seller's words stay as they wrote them.
 */

/** Prices are stored in CFA francs (XOF) whatever the country; the page converts, the data does not. */
export const STORED_CURRENCY = "XOF";

export interface StructuredListing extends Pick<ListingSummary, "id" | "kind" | "brand" | "model" | "year" | "mileage" | "price"> {
  transmission: keyof typeof TRANSMISSION_LABELS;
  fuelType: string;
  bodyType: string | null;
  exteriorColor: string | null;
  description: string | null;
  city: string;
  /** The country's code. */
  country: string;
  /** A sale's: null on a rental. */
  condition: (typeof CONDITIONS)[number] | null;
  /** A sale's: null on a rental. */
  previousOwners: number | null;
}

export interface StructuredSeller {
  name: string;
  /** A Pro member or a dealer: told as a business (AutoDealer), anyone else as a person. */
  professional: boolean;
}

export interface StructuredDataInput {
  listing: StructuredListing;
  seller: StructuredSeller;
  availability: ListingAvailability;
  /** The site's public origin (APP_URL). */
  origin: string;
  /** The photos, absolute URLs, cover first. */
  images: readonly string[];
  /** The page's language: its URLs and the trail's words. French by default. */
  language?: Language;
  /** Words in that language. */
  words: PageWords;
}

/** Words in a page's language (the server's `translate`). */
export interface PageWords {
  /** A message: this module's, or a catalogue's value (a fuel, a gearbox, a body type, a colour, a city). */
  message(descriptor: MessageDescriptor): string;
}

type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

const SCHEMA = "https://schema.org/";
const DESCRIPTION_MAX = 500;

const AVAILABILITY: Readonly<Record<ListingAvailability, string>> = {
  offered: `${SCHEMA}InStock`,
  sold: `${SCHEMA}SoldOut`,
  lent: `${SCHEMA}OutOfStock`,
  expired: `${SCHEMA}Discontinued`,
  withdrawn: `${SCHEMA}Discontinued`,
};

const CONDITION: Readonly<Record<(typeof CONDITIONS)[number], string>> = {
  new: `${SCHEMA}NewCondition`,
  used: `${SCHEMA}UsedCondition`,
  certified: `${SCHEMA}UsedCondition`,
};

/** What the offer does with the car (GoodRelations, which schema.org's businessFunction takes). */
const BUSINESS_FUNCTION: Readonly<Record<ListingKind, string>> = {
  sale: "http://purl.org/goodrelations/v1#Sell",
  rental: "http://purl.org/goodrelations/v1#LeaseOut",
};

const HOME_WORD = msg`Accueil`;
const TRAIL_WORDS: Readonly<Record<ListingKind, MessageDescriptor>> = { sale: msg`Acheter`, rental: msg`Louer` };

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country's name in the page's language: the French table's, or the English one `Intl` knows
 * ("Senegal", "Côte d’Ivoire"). The browse URL keeps the French name, which is its filter's value.
 */
function countryName(country: Country, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return country.name;
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: "region", fallback: "none" })));
  return names.of(country.code) ?? country.name;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Keys whose value is null, undefined or empty text are left out rather than sent empty. */
function defined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== "")) as T;
}

function offer(input: StructuredDataInput, url: string) {
  const { listing, seller, availability, words } = input;
  const price = { price: listing.price, priceCurrency: STORED_CURRENCY };
  return defined({
    "@type": "Offer",
    url,
    ...price,
    availability: AVAILABILITY[availability],
    businessFunction: BUSINESS_FUNCTION[listing.kind],
    // A rental's price is a price per day.
    priceSpecification:
      listing.kind === "rental"
        ? {
            "@type": "UnitPriceSpecification",
            ...price,
            unitCode: "DAY",
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "DAY" },
          }
        : null,
    seller: { "@type": seller.professional ? "AutoDealer" : "Person", name: seller.name },
    availableAtOrFrom: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: valueLabel(CITY_LABELS, listing.city, words.message),
        addressCountry: resolveCountry(listing.country).code,
      },
    },
  });
}

/** The schema.org `Car` of a listing, with its `Offer`. */
export function carJsonLd(input: StructuredDataInput): JsonLd {
  const { listing, origin, images, language, words } = input;
  const url = siteUrl(origin, listingHref(listing.kind, listing.id), language);
  return defined({
    "@context": "https://schema.org",
    "@type": "Car",
    "@id": `${url}#vehicule`,
    name: listingTitle(listing),
    description: listing.description ? shorten(listing.description, DESCRIPTION_MAX) : null,
    url,
    image: images.length > 0 ? [...images] : null,
    brand: { "@type": "Brand", name: listing.brand },
    model: listing.model,
    // schema.org's Date: an ISO 8601 year is one.
    vehicleModelDate: String(listing.year),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: listing.mileage, unitCode: "KMT" },
    // The catalogues' values in the page's language; a colour the seller typed as written.
    fuelType: valueLabel(FUEL_LABELS, listing.fuelType, words.message),
    vehicleTransmission: valueLabel(TRANSMISSION_LABELS, listing.transmission, words.message),
    bodyType: listing.bodyType ? valueLabel(BODY_TYPE_LABELS, listing.bodyType, words.message) : null,
    color: listing.exteriorColor ? valueLabel(COLOUR_LABELS, listing.exteriorColor, words.message) : null,
    numberOfPreviousOwners: listing.previousOwners,
    itemCondition: listing.condition ? CONDITION[listing.condition] : null,
    offers: offer(input, url),
  });
}

/** Accueil (Home) → the browse page of the car's kind and country → the car. */
export function breadcrumbJsonLd(input: StructuredDataInput): JsonLd {
  const { listing, origin, language = DEFAULT_LANGUAGE, words } = input;
  const country = resolveCountry(listing.country);
  const browse = listingsHref({ kind: listing.kind, search: "", sort: "recent", filters: { ...EMPTY_FILTERS, country: country.name } });
  const trail = [
    { name: words.message(HOME_WORD), path: "/" },
    { name: `${words.message(TRAIL_WORDS[listing.kind])} — ${countryName(country, language)}`, path: browse },
    { name: listingTitle(listing), path: listingHref(listing.kind, listing.id) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, item: siteUrl(origin, step.path, language) })),
  };
}

/** Both blocks of a listing's page. */
export function listingJsonLd(input: StructuredDataInput): JsonLd[] {
  return [carJsonLd(input), breadcrumbJsonLd(input)];
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` written as
 * escapes, so no text a seller typed (`</script>`, `<!--`) can end or bend the script; the line
 * separators JavaScript once refused, too. JSON parsers read the escapes back as the characters.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
