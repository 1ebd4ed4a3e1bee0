import type { Country } from "../../../lib/countries.ts";
import { convertFromXof } from "../../../lib/money.ts";
import { RENTAL_EQUIPMENT } from "../../../lib/vehicles.ts";
import type { listings } from "../../../server/schema/listings.ts";
import type { ListingKind } from "../listing.ts";
import { answerOf } from "./history-answers.ts";

/** A stored listing, as the edit form needs it (the columns the sale and rental forms fill in). */
export type EditableListing = Pick<
  typeof listings.$inferSelect,
  | "kind"
  | "brand"
  | "model"
  | "year"
  | "mileage"
  | "price"
  | "transmission"
  | "fuelType"
  | "bodyType"
  | "exteriorColor"
  | "description"
  | "country"
  | "city"
  | "latitude"
  | "longitude"
  | "features"
  | "condition"
  | "accidents"
  | "previousOwners"
  | "cleanTitle"
  | "interiorColor"
  | "doors"
  | "seats"
  | "engine"
  | "horsepower"
  | "cylinders"
  | "lastService"
  | "documentsAvailable"
  | "customsCleared"
  | "licenceRequired"
  | "depositAmount"
>;

/** The name of the price field: a rental's price is per day. */
export const priceField = (kind: ListingKind) => (kind === "sale" ? "price" : "pricePerDay");

/** A stored XOF price as the form shows it in the editor's currency (a whole number). */
export function typedPrice(priceXof: number, currency: Country): string {
  return String(Math.round(convertFromXof(priceXof, currency)));
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/**
 * The form's values for an existing listing, as if its owner had just typed them: the same form
 * and rules as posting then judge the edit. Equipment outside the suggested list goes to the free
 * field; a history answer the seller never gave stays 'Non précisé'.
 */
export function editFormValues(listing: EditableListing, currency: Country): Record<string, string | string[]> {
  const suggested = new Set<string>(RENTAL_EQUIPMENT);
  const values: Record<string, string | string[]> = {
    brand: listing.brand,
    model: listing.model,
    year: text(listing.year),
    mileage: text(listing.mileage),
    [priceField(listing.kind)]: typedPrice(listing.price, currency),
    transmission: listing.transmission,
    fuelType: listing.fuelType,
    bodyType: text(listing.bodyType),
    exteriorColor: text(listing.exteriorColor),
    description: text(listing.description),
    country: listing.country,
    city: listing.city,
    latitude: text(listing.latitude),
    longitude: text(listing.longitude),
    features: listing.features.filter((f) => suggested.has(f)),
    featuresExtra: listing.features.filter((f) => !suggested.has(f)).join(", "),
  };
  if (listing.kind === "rental") {
    // An unticked box is an absent field (form-values.ts).
    if (listing.licenceRequired) values.licenceRequired = "on";
    values.depositAmount = text(listing.depositAmount);
    return values;
  }
  Object.assign(values, {
    condition: text(listing.condition),
    accidents: text(listing.accidents),
    previousOwners: text(listing.previousOwners),
    interiorColor: text(listing.interiorColor),
    doors: text(listing.doors),
    seats: text(listing.seats),
    engine: text(listing.engine),
    horsepower: text(listing.horsepower),
    cylinders: text(listing.cylinders),
    lastService: text(listing.lastService),
    documentsAvailable: listing.documentsAvailable ?? [],
    cleanTitle: answerOf(listing.cleanTitle),
    customsCleared: answerOf(listing.customsCleared),
  });
  return values;
}
