import { variantUrl } from "../../lib/images.ts";
import type { listings } from "../../server/schema.ts";
import { appUrl } from "../../server/secret.server.ts";
import { storage } from "../../server/storage.server.ts";
import { listingHref } from "../listing-pages/listing-href.ts";
import { answerOf } from "../listings/posting/history-answers.ts";

type ListingRow = typeof listings.$inferSelect;

/** The width the API hands out: the full-screen one, the largest stored (LISTING_IMAGE_WIDTHS). */
const API_PHOTO_WIDTH = 1600;

/** An address as a program anywhere reads it: the storage's base made absolute when it is a path. */
function absolute(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${appUrl()}${url.startsWith("/") ? "" : "/"}${url}`;
}

export function photoUrls(images: readonly string[]): string[] {
  const base = storage().publicBase;
  return images.map((prefix) => absolute(variantUrl(base, prefix, API_PHOTO_WIDTH)));
}

/** A listing as the API answers it: prices in XOF, photos as public addresses, dates in ISO 8601. */
export function listingJson(row: ListingRow) {
  const common = {
    id: row.id,
    reference: row.dealerReference,
    kind: row.kind,
    status: row.status,
    /** Out of sight for moderation (reports under review, a ban): its owner still sees it. */
    hidden: row.hiddenReason !== null,
    url: absolute(listingHref(row.kind, row.id)),
    brand: row.brand,
    model: row.model,
    year: row.year,
    mileage: row.mileage,
    ...(row.kind === "sale" ? { price: row.price } : { pricePerDay: row.price, available: row.available }),
    currency: "XOF" as const,
    country: row.country,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    transmission: row.transmission,
    fuelType: row.fuelType,
    bodyType: row.bodyType,
    exteriorColor: row.exteriorColor,
    description: row.description,
    features: row.features,
  };
  const sale =
    row.kind === "sale"
      ? {
          condition: row.condition,
          accidents: row.accidents,
          previousOwners: row.previousOwners,
          cleanTitle: row.cleanTitle,
          interiorColor: row.interiorColor,
          doors: row.doors,
          seats: row.seats,
          engine: row.engine,
          horsepower: row.horsepower,
          cylinders: row.cylinders,
          lastService: row.lastService,
          documentsAvailable: row.documentsAvailable ?? [],
          customsCleared: row.customsCleared,
        }
      : {};
  return {
    ...common,
    ...sale,
    photos: photoUrls(row.images),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * A stored listing's fields as the posting form's schemas read them (prices already XOF, the API's
 * currency): a PATCH lays the fields it gives over these, and the whole is judged like a new listing.
 */
export function formFieldsOf(row: ListingRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    brand: row.brand,
    model: row.model,
    year: row.year,
    mileage: row.mileage,
    [row.kind === "sale" ? "price" : "pricePerDay"]: row.price,
    transmission: row.transmission,
    fuelType: row.fuelType,
    bodyType: row.bodyType,
    exteriorColor: row.exteriorColor,
    description: row.description,
    country: row.country,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    features: row.features,
  };
  if (row.kind === "rental") return fields;
  return {
    ...fields,
    condition: row.condition,
    accidents: row.accidents,
    previousOwners: row.previousOwners,
    cleanTitle: answerOf(row.cleanTitle),
    interiorColor: row.interiorColor,
    doors: row.doors,
    seats: row.seats,
    engine: row.engine,
    horsepower: row.horsepower,
    cylinders: row.cylinders,
    lastService: row.lastService,
    documentsAvailable: row.documentsAvailable ?? [],
    customsCleared: answerOf(row.customsCleared),
  };
}
