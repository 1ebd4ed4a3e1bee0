import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { LISTING_VISIBLE, PHONE_VERIFIED, listings, profiles } from "../../../server/schema.ts";
import { type ListingAvailability, type ListingRef, type ListingSummary, isOffMarket, listingAvailability } from "../listing.ts";
import { PROMOTED_NOW, isVisible } from "../listings.server.ts";
import { similarListings } from "./similar-listings.server.ts";

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
  /** The phone is the number its owner proved by an SMS code. */
  phoneVerified: boolean;
}

const DETAIL_COLUMNS = {
  id: listings.id,
  ownerId: listings.ownerId,
  brand: listings.brand,
  model: listings.model,
  year: listings.year,
  mileage: listings.mileage,
  price: listings.price,
  transmission: listings.transmission,
  fuelType: listings.fuelType,
  description: listings.description,
  city: listings.city,
  country: listings.country,
  images: listings.images,
  features: listings.features,
  bodyType: listings.bodyType,
  exteriorColor: listings.exteriorColor,
  sellerPro: listings.sellerPro,
  /** 'Premium' beside its name (ADR 0053). */
  promoted: PROMOTED_NOW,
  status: listings.status,
  available: listings.available,
  hiddenReason: listings.hiddenReason,
  licenceRequired: listings.licenceRequired,
  depositAmount: listings.depositAmount,
};

const SALE_COLUMNS = {
  condition: listings.condition,
  accidents: listings.accidents,
  cleanTitle: listings.cleanTitle,
  previousOwners: listings.previousOwners,
  interiorColor: listings.interiorColor,
  doors: listings.doors,
  seats: listings.seats,
  engine: listings.engine,
  horsepower: listings.horsepower,
  cylinders: listings.cylinders,
  lastService: listings.lastService,
  documentsAvailable: listings.documentsAvailable,
  customsCleared: listings.customsCleared,
};

type Row = typeof listings.$inferSelect;

/**
 * What only a sale shows: its history and papers (the database requires them on a sale, but for
 * the yes/no answers, null when the seller did not say: then nothing is shown).
 */
export interface SaleFacts {
  condition: NonNullable<Row["condition"]>;
  accidents: number;
  cleanTitle: boolean | null;
  previousOwners: number;
  interiorColor: string | null;
  doors: number | null;
  seats: number | null;
  engine: string | null;
  horsepower: number | null;
  cylinders: number | null;
  lastService: string | null;
  documentsAvailable: string[];
  customsCleared: boolean | null;
}

export interface ListingDetailData {
  id: string;
  kind: Row["kind"];
  ownerId: string;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  /** XOF: the sale price or the price per day. */
  price: number;
  transmission: Row["transmission"];
  fuelType: Row["fuelType"];
  description: string | null;
  city: string;
  country: string;
  images: string[];
  features: string[];
  bodyType: string | null;
  exteriorColor: string | null;
  sellerPro: boolean;
  promoted: boolean;
  status: Row["status"];
  available: boolean;
  /** Set when moderation took it out of sight: only its owner sees it then. */
  hiddenReason: Row["hiddenReason"];
  /** A rental's term: only a renter whose licence AutoAfrique checked may book it (false on a sale). */
  licenceRequired: boolean;
  /** A rental's deposit ('Caution', XOF), handed over at pick-up; null when none (always on a sale). */
  depositAmount: number | null;
  /** Null on a rental. */
  sale: SaleFacts | null;
}

function saleFacts(r: { [K in keyof SaleFacts]: SaleFacts[K] | null }): SaleFacts | null {
  const { condition, accidents, cleanTitle, previousOwners, documentsAvailable, customsCleared } = r;
  if (condition === null || accidents === null || previousOwners === null || documentsAvailable === null) return null;
  const { interiorColor, doors, seats, engine, horsepower, cylinders, lastService } = r;
  return {
    condition,
    accidents,
    cleanTitle,
    previousOwners,
    documentsAvailable,
    customsCleared,
    interiorColor,
    doors,
    seats,
    engine,
    horsepower,
    cylinders,
    lastService,
  };
}

/**
 * A sale sold, a rental lent out or a listing whose period ended keeps its page for the links
 * already shared, saying so (unless deleted or hidden by moderation, which end it).
 */
const OFF_MARKET = sql`deleted_at is null and hidden_reason is null and (status in ('sold', 'expired') or (status = 'active' and not available))`;

/**
 * The owner card's columns of every profile, as a table joined to the listing. Only these columns:
 * the visibility rules name the listing's own (status, deleted_at…) unqualified, and a profile has
 * a deleted_at too. PostgreSQL joins it as it would the table.
 */
const ownerCards = () =>
  db()
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      userType: profiles.userType,
      avatarUrl: profiles.avatarUrl,
      phone: profiles.phone,
      companyName: profiles.companyName,
      phoneVerified: PHONE_VERIFIED.as("phone_verified"),
    })
    .from(profiles)
    .as("owner_card");

/** When the listing was posted and last changed: read with its row for the page's other parts (its time online, its price rating), never shown as such. */
export interface ListingTimes {
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A listing visitors may see or find sold or lent out, or one of the viewer's own that is put away
 * (not deleted), with its owner (every listing has one: the column references a profile): one select.
 */
async function findListing(ref: ListingRef, viewerId: string | null | undefined) {
  const own = viewerId ? and(eq(listings.ownerId, viewerId), isNull(listings.deletedAt)) : undefined;
  const owner = ownerCards();
  const [row] = await db()
    .select({
      ...DETAIL_COLUMNS,
      sale: SALE_COLUMNS,
      createdAt: listings.createdAt,
      updatedAt: listings.updatedAt,
      owner: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        userType: owner.userType,
        avatarUrl: owner.avatarUrl,
        phone: owner.phone,
        companyName: owner.companyName,
        phoneVerified: owner.phoneVerified,
      },
    })
    .from(listings)
    .innerJoin(owner, eq(owner.id, listings.ownerId))
    .where(and(eq(listings.id, ref.id), eq(listings.kind, ref.kind), or(LISTING_VISIBLE, OFF_MARKET, own)))
    .limit(1);
  if (!row) return null;
  const { sale, createdAt, updatedAt, owner: card, ...common } = row;
  const listing: ListingDetailData = { ...common, kind: ref.kind, sale: ref.kind === "sale" ? saleFacts(sale) : null };
  return { listing, owner: card, times: { createdAt, updatedAt } };
}

/** The row stays a year after its deletion (the legal pages' retention): its page can say it is gone. */
async function wasDeleted(ref: ListingRef): Promise<boolean> {
  const [row] = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, ref.id), eq(listings.kind, ref.kind), isNotNull(listings.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** The seller or owner of a listing a visitor may see; null when it is unknown, sold or hidden. */
export async function visibleListingOwnerId(ref: ListingRef): Promise<string | null> {
  if (!isListingId(ref.id)) return null;
  const [row] = await db().select({ ownerId: listings.ownerId }).from(listings).where(isVisible(ref)).limit(1);
  return row?.ownerId ?? null;
}

/**
 * A listing's row as its page reads it, once: what the page shows of it and of its owner, and its
 * times, which the page's other parts are given (its time online, its price rating) instead of
 * reading the row again.
 */
export type ListingRead =
  | {
      status: "found";
      listing: ListingDetailData;
      /** Sold or lent out: the page says so, offers no contact or booking, and shows similar listings instead (withdrawn: its owner's eyes only). */
      availability: ListingAvailability;
      owner: ListingOwner;
      /** The viewer is the listing's owner: the page offers to edit it instead of contacting oneself. */
      isOwner: boolean;
      times: ListingTimes;
    }
  | { status: "not-found" }
  /** Deleted by its owner or an administrator: it existed, and is gone for good (410). */
  | { status: "gone" };

/**
 * The listing with its owner, when the visitor may see it. `ref.id` is a listing id: the route
 * checked it (isListingId) before anything reads the database.
 */
export async function readListing(ref: ListingRef, viewerId?: string | null): Promise<ListingRead> {
  const found = await findListing(ref, viewerId);
  if (!found) return (await wasDeleted(ref)) ? { status: "gone" } : { status: "not-found" };
  const { listing, owner, times } = found;
  return { status: "found", listing, availability: listingAvailability(listing), owner, isOwner: listing.ownerId === viewerId, times };
}

/** The listings a page off the market shows instead (sold, lent out, expired); none while it is on offer or withdrawn. */
export async function similarToOffMarket(listing: ListingDetailData, availability: ListingAvailability): Promise<ListingSummary[]> {
  return isOffMarket(availability) ? similarListings(listing) : [];
}
