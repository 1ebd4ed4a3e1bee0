import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { log } from "../../../server/log.server.ts";
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
  fuelType: string;
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
  /** Null on a rental. */
  sale: SaleFacts | null;
}

function saleFacts(r: { [K in keyof SaleFacts]: SaleFacts[K] | null }): SaleFacts | null {
  const { condition, accidents, cleanTitle, previousOwners, documentsAvailable, customsCleared } = r;
  if (condition === null || accidents === null || previousOwners === null || documentsAvailable === null) return null;
  const { interiorColor, doors, seats, engine, horsepower, cylinders, lastService } = r;
  return {
    condition, accidents, cleanTitle, previousOwners, documentsAvailable, customsCleared,
    interiorColor, doors, seats, engine, horsepower, cylinders, lastService,
  };
}

/**
 * A sale sold, a rental lent out or a listing whose period ended keeps its page for the links
 * already shared, saying so (unless deleted or hidden by moderation, which end it).
 */
const OFF_MARKET = sql`deleted_at is null and hidden_reason is null and (status in ('sold', 'expired') or (status = 'active' and not available))`;

/** A listing visitors may see or find sold or lent out, or one of the viewer's own that is put away (not deleted). */
async function findListing(ref: ListingRef, viewerId: string | null | undefined): Promise<ListingDetailData | null> {
  const own = viewerId ? and(eq(listings.ownerId, viewerId), isNull(listings.deletedAt)) : undefined;
  const [row] = await db()
    .select({ ...DETAIL_COLUMNS, sale: SALE_COLUMNS })
    .from(listings)
    .where(and(eq(listings.id, ref.id), eq(listings.kind, ref.kind), or(LISTING_VISIBLE, OFF_MARKET, own)))
    .limit(1);
  if (!row) return null;
  const { sale, ...common } = row;
  return { ...common, kind: ref.kind, sale: ref.kind === "sale" ? saleFacts(sale) : null };
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
      phoneVerified: PHONE_VERIFIED,
    })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row ?? null;
}

/** The seller or owner of a listing a visitor may see; null when it is unknown, sold or hidden. */
export async function visibleListingOwnerId(ref: ListingRef): Promise<string | null> {
  if (!isListingId(ref.id)) return null;
  const [row] = await db().select({ ownerId: listings.ownerId }).from(listings).where(isVisible(ref)).limit(1);
  return row?.ownerId ?? null;
}

export type ListingDetail =
  | {
      status: "found";
      listing: ListingDetailData;
      /** Sold or lent out: the page says so, offers no contact or booking, and shows `similar` instead (withdrawn: its owner's eyes only). */
      availability: ListingAvailability;
      similar: ListingSummary[];
      owner: ListingOwner;
      /** The viewer is the listing's owner: the page offers to edit it instead of contacting oneself. */
      isOwner: boolean;
    }
  | { status: "not-found" }
  /** Deleted by its owner or an administrator: it existed, and is gone for good (410). */
  | { status: "gone" }
  /** The database failed: the page says so instead of a bare error page (spec §8). */
  | { status: "failed" };

/** The listing, its owner and, once it is off the market, similar listings: when the visitor may see it. */
export async function listingDetailPage(ref: ListingRef, viewerId?: string | null): Promise<ListingDetail> {
  if (!isListingId(ref.id)) return { status: "not-found" };
  try {
    const listing = await findListing(ref, viewerId);
    if (!listing) return (await wasDeleted(ref)) ? { status: "gone" } : { status: "not-found" };
    const availability = listingAvailability(listing);
    const [owner, similar] = await Promise.all([findOwner(listing.ownerId), isOffMarket(availability) ? similarListings(listing) : []]);
    if (!owner) return { status: "not-found" };
    return { status: "found", listing, availability, similar, owner, isOwner: listing.ownerId === viewerId };
  } catch (error) {
    log.error("listing_detail.failed", { kind: ref.kind, id: ref.id, error });
    return { status: "failed" };
  }
}
