import { and, eq } from "drizzle-orm";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { log } from "../../../server/log.server.ts";
import { RENTAL_VISIBLE, SALE_VISIBLE, profiles, rentalListings, saleListings } from "../../../server/schema.ts";
import { favoriteKey, favoriteKeys, type ListingRef } from "../../favorites/favorites.server.ts";
import { type ListingReviews, listingReviews } from "./reviews.server.ts";

/** A malformed id is "not found" before it reaches the database (which would reject the cast). */
export function isListingId(id: string | undefined): id is string {
  return isUuid(id);
}

/** The seller or owner card: what a visitor needs to recognise and reach the person. */
export interface ListingOwner {
  id: string;
  firstName: string;
  lastName: string;
  userType: string;
  avatarUrl: string | null;
  phone: string;
  companyName: string | null;
}

const saleColumns = {
  id: saleListings.id,
  ownerId: saleListings.sellerId,
  brand: saleListings.brand,
  model: saleListings.model,
  year: saleListings.year,
  mileage: saleListings.mileage,
  price: saleListings.price,
  transmission: saleListings.transmission,
  fuelType: saleListings.fuelType,
  condition: saleListings.condition,
  description: saleListings.description,
  city: saleListings.city,
  country: saleListings.country,
  images: saleListings.images,
  accidents: saleListings.accidents,
  cleanTitle: saleListings.cleanTitle,
  previousOwners: saleListings.previousOwners,
  exteriorColor: saleListings.exteriorColor,
  interiorColor: saleListings.interiorColor,
  bodyType: saleListings.bodyType,
  doors: saleListings.doors,
  seats: saleListings.seats,
  engine: saleListings.engine,
  horsepower: saleListings.horsepower,
  cylinders: saleListings.cylinders,
  features: saleListings.features,
  lastService: saleListings.lastService,
  documentsAvailable: saleListings.documentsAvailable,
  customsCleared: saleListings.customsCleared,
  sellerPro: saleListings.sellerPro,
};

const rentalColumns = {
  id: rentalListings.id,
  ownerId: rentalListings.ownerId,
  brand: rentalListings.brand,
  model: rentalListings.model,
  year: rentalListings.year,
  mileage: rentalListings.mileage,
  pricePerDay: rentalListings.pricePerDay,
  transmission: rentalListings.transmission,
  fuelType: rentalListings.fuelType,
  description: rentalListings.description,
  city: rentalListings.city,
  country: rentalListings.country,
  images: rentalListings.images,
  features: rentalListings.features,
  bodyType: rentalListings.bodyType,
  exteriorColor: rentalListings.exteriorColor,
  sellerPro: rentalListings.sellerPro,
};

async function findSale(id: string) {
  const [row] = await db().select(saleColumns).from(saleListings).where(and(eq(saleListings.id, id), SALE_VISIBLE)).limit(1);
  return row ?? null;
}

async function findRental(id: string) {
  const [row] = await db().select(rentalColumns).from(rentalListings).where(and(eq(rentalListings.id, id), RENTAL_VISIBLE)).limit(1);
  return row ?? null;
}

export type SaleListingDetail = NonNullable<Awaited<ReturnType<typeof findSale>>>;
export type RentalListingDetail = NonNullable<Awaited<ReturnType<typeof findRental>>>;

async function findOwner(id: string): Promise<ListingOwner | null> {
  const [row] = await db()
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      userType: profiles.userType,
      avatarUrl: profiles.avatarUrl,
      phone: profiles.phone,
      companyName: profiles.companyName,
    })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row ?? null;
}

/** The seller or owner of a listing a visitor may see; null when it is unknown, sold or hidden. */
export async function visibleListingOwnerId(ref: ListingRef): Promise<string | null> {
  if (!isListingId(ref.id)) return null;
  const listing = ref.kind === "sale" ? await findSale(ref.id) : await findRental(ref.id);
  return listing?.ownerId ?? null;
}

export type ListingDetail<L> =
  | { status: "found"; listing: L; owner: ListingOwner; reviews: ListingReviews; isFavorite: boolean }
  | { status: "not-found" }
  /** The database failed: the page says so instead of a bare error page (spec §8). */
  | { status: "failed" };

async function detailPage<L extends { ownerId: string }>(
  ref: ListingRef,
  find: (id: string) => Promise<L | null>,
  viewerId: string | null | undefined,
): Promise<ListingDetail<L>> {
  if (!isListingId(ref.id)) return { status: "not-found" };
  try {
    const [listing, reviews, favorites] = await Promise.all([find(ref.id), listingReviews(ref), favoriteKeys(viewerId, [ref])]);
    const owner = listing ? await findOwner(listing.ownerId) : null;
    if (!listing || !owner) return { status: "not-found" };
    return { status: "found", listing, owner, reviews, isFavorite: favorites.has(favoriteKey(ref)) };
  } catch (error) {
    log.error("listing_detail.failed", { kind: ref.kind, id: ref.id, error });
    return { status: "failed" };
  }
}

/** Everything the sale page shows, when the visitor may see the listing. */
export function saleDetailPage(id: string | undefined, viewerId?: string | null) {
  return detailPage({ kind: "sale", id: id ?? "" }, findSale, viewerId);
}

export function rentalDetailPage(id: string | undefined, viewerId?: string | null) {
  return detailPage({ kind: "rental", id: id ?? "" }, findRental, viewerId);
}
