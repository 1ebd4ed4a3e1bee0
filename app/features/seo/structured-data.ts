import { resolveCountry } from "../../lib/countries.ts";
import { CONDITIONS, TRANSMISSION_LABELS, fuelLabel } from "../../lib/vehicles.ts";
import { EMPTY_FILTERS, listingsHref } from "../listings/browse-query.ts";
import { type ListingAvailability, type ListingKind, type ListingSummary, listingHref, listingTitle } from "../listings/listing.ts";
import { type SiteLanguage, siteUrl } from "./site-url.ts";

/**
 * A listing's page told to search engines as schema.org JSON-LD: the car with its offer (a sale's
 * price, or a rental's price per day), and the trail from the home page to it. Pure: the caller
 * gives the origin and the photos' absolute URLs.
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
  language?: SiteLanguage;
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

const TRAIL_WORDS: Readonly<Record<ListingKind, string>> = { sale: "Acheter", rental: "Louer" };

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Keys whose value is null, undefined or empty text are left out rather than sent empty. */
function defined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== "")) as T;
}

function offer(input: StructuredDataInput, url: string) {
  const { listing, seller, availability } = input;
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
      address: { "@type": "PostalAddress", addressLocality: listing.city, addressCountry: resolveCountry(listing.country).code },
    },
  });
}

/** The schema.org `Car` of a listing, with its `Offer`. */
export function carJsonLd(input: StructuredDataInput): JsonLd {
  const { listing, origin, images, language } = input;
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
    fuelType: fuelLabel(listing.fuelType),
    vehicleTransmission: TRANSMISSION_LABELS[listing.transmission],
    bodyType: listing.bodyType,
    color: listing.exteriorColor,
    numberOfPreviousOwners: listing.previousOwners,
    itemCondition: listing.condition ? CONDITION[listing.condition] : null,
    offers: offer(input, url),
  });
}

/** Accueil → the browse page of the car's kind and country → the car. */
export function breadcrumbJsonLd(input: StructuredDataInput): JsonLd {
  const { listing, origin, language } = input;
  const country = resolveCountry(listing.country);
  const browse = listingsHref({ kind: listing.kind, search: "", sort: "recent", filters: { ...EMPTY_FILTERS, country: country.name } });
  const trail = [
    { name: "Accueil", path: "/" },
    { name: `${TRAIL_WORDS[listing.kind]} — ${country.name}`, path: browse },
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
