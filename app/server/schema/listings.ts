import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";

export const LISTING_KIND_VALUES = ["sale", "rental"] as const;
/** `expired`: its visible period ended (the listing-expiry job), until its owner renews it (ADR 0039). */
export const LISTING_STATUS_VALUES = ["active", "sold", "archived", "expired"] as const;
export const TRANSMISSION_VALUES = ["automatic", "manual"] as const;
export const FUEL_TYPE_VALUES = ["petrol", "gasoline", "diesel", "electric", "hybrid"] as const;
export const CONDITION_VALUES = ["new", "used", "certified"] as const;

/** Rows a visitor may see, of either kind: the partial-index predicate of every browse index. */
export const LISTING_VISIBLE = sql`status = 'active' and available and deleted_at is null and hidden_reason is null`;

/** Why moderation took a listing out of sight: its owner was banned, or reports await an admin's review. */
export const HIDDEN_REASON_VALUES = ["banned", "reported"] as const;

/**
 * Columns only a sale has: required on a sale, absent (null) on a rental. The yes/no history
 * answers (clean_title, customs_cleared) are the seller's to give: null on a sale is "not said".
 */
const SALE_REQUIRED = ["condition", "accidents", "previous_owners", "documents_available"];
const SALE_ONLY = [
  "condition",
  "accidents",
  "clean_title",
  "previous_owners",
  "documents_available",
  "customs_cleared",
  "interior_color",
  "doors",
  "seats",
  "engine",
  "horsepower",
  "cylinders",
  "last_service",
];
const allNull = (columns: readonly string[]) => columns.map((c) => `${c} is null`).join(" and ");
const noneNull = (columns: readonly string[]) => columns.map((c) => `${c} is not null`).join(" and ");

/**
 * Every vehicle offered, for sale or for rent: one row, one id, one set of indexes, and a real
 * foreign key for everything that points at a listing (ADR 0005).
 * - price: XOF, the sale price or the price per day of a rental;
 * - status: a sale may be sold; a rental is active or archived;
 * - available: a rental offered for booking now (always true on a sale);
 * - seller_pro: the owner had the Pro plan when the row was last synced (kept on the row so
 *   "Pro first" is an index order, not a join);
 * - search_key / city_key: brand, model and city folded to lower case without accents.
 */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: LISTING_KIND_VALUES }).notNull(),
    ownerId: profileId("owner_id"),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    mileage: integer("mileage").notNull(),
    price: integer("price").notNull(),
    transmission: text("transmission", { enum: TRANSMISSION_VALUES }).notNull(),
    fuelType: text("fuel_type", { enum: FUEL_TYPE_VALUES }).notNull(),
    description: text("description"),
    city: text("city").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    bodyType: text("body_type"),
    exteriorColor: text("exterior_color"),
    // Sale only.
    condition: text("condition", { enum: CONDITION_VALUES }),
    accidents: integer("accidents"),
    cleanTitle: boolean("clean_title"),
    previousOwners: integer("previous_owners"),
    interiorColor: text("interior_color"),
    doors: integer("doors"),
    seats: integer("seats"),
    engine: text("engine"),
    horsepower: integer("horsepower"),
    cylinders: integer("cylinders"),
    lastService: date("last_service"),
    documentsAvailable: text("documents_available").array(),
    customsCleared: boolean("customs_cleared"),
    status: text("status", { enum: LISTING_STATUS_VALUES }).notNull().default("active"),
    available: boolean("available").notNull().default(true),
    sellerPro: boolean("seller_pro").notNull().default(false),
    searchKey: text("search_key").notNull().default(""),
    cityKey: text("city_key").notNull().default(""),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set while moderation keeps the listing out of sight (HIDDEN_REASON_VALUES); the owner still sees it. */
    hiddenReason: text("hidden_reason", { enum: HIDDEN_REASON_VALUES }),
    /**
     * When the visible period ends: set at posting and at each renewal from the admin's period
     * (`listing_days`, `pro_listing_days`). Whole seconds, so a renewal link can name it exactly.
     * The default is only a safety net for rows written outside createListing (tests, benches).
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().default(sql`date_trunc('second', now() + interval '60 days')`),
    /** Reminders mailed for the current period: 0, 1 (7 days before), 2 (1 day before); a renewal resets it. */
    expiryNotices: integer("expiry_notices").notNull().default(0),
    /**
     * The owner's home page still shows the card saying this new listing is online ('Voir mon
     * annonce', 'Partager', 'Promouvoir'): set when posted through the form, cleared when they
     * close it (ADR 0054).
     */
    postedCardOpen: boolean("posted_card_open").notNull().default(false),
    /**
     * The end of the listing's latest active promotion (premium_listings), copied here by its one
     * writer so that "promoted first" in browse is an index range, not a join: promoted while it
     * is in the future, null when it never was (or the promotion was refunded). ADR 0053.
     */
    promotedUntil: timestamp("promoted_until", { withTimezone: true }),
    /**
     * The dealer's own stock number (a spreadsheet's or feed's `reference`, the API's `reference`):
     * a row with the same one updates this listing rather than adding a second car. Null for a
     * listing posted through the form without one.
     */
    dealerReference: text("dealer_reference"),
    /** The photo addresses an import or the API fetched this listing's photos from, in order: an unchanged row fetches nothing again. */
    photoSources: text("photo_sources").array(),
    /** A rental only: the renter must hold a driving licence an admin checked, valid on the request's last day. */
    licenceRequired: boolean("licence_required").notNull().default(false),
    /** A rental only: the deposit ('Caution', XOF) handed over at pick-up and returned after; null when none. */
    depositAmount: integer("deposit_amount"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A booking's composite foreign key (listing_id, listing_kind) points here: rentals only.
    unique("listings_id_kind_unique").on(t.id, t.kind),
    // One index per browse sort, each in the order the keyset walks it, over visible rows only;
    // kind and country lead, so each tab of each country is one contiguous range.
    index("listings_browse_recent_idx").on(t.kind, t.country, t.sellerPro.desc(), t.createdAt.desc(), t.id.desc()).where(LISTING_VISIBLE),
    index("listings_browse_price_idx").on(t.kind, t.country, t.price, t.id).where(LISTING_VISIBLE),
    index("listings_browse_mileage_idx").on(t.kind, t.country, t.mileage, t.id).where(LISTING_VISIBLE),
    index("listings_browse_year_idx").on(t.kind, t.country, t.year.desc(), t.id.desc()).where(LISTING_VISIBLE),
    // The promoted places at the top of browse (ADR 0053): the few listings of a tab and country
    // whose promotion ends after the instant asked, one range of this index, ranked from its ids.
    index("listings_browse_promoted_idx").on(t.kind, t.country, t.promotedUntil, t.id).where(sql`${LISTING_VISIBLE} and promoted_until is not null`),
    // Make and model first, then the "recent" order, then what the filters read: a make or model
    // search walks it in page order, and a capped count under any filter is an index-only scan.
    index("listings_browse_model_idx")
      .on(
        t.kind,
        t.country,
        t.brand,
        t.model,
        t.sellerPro.desc(),
        t.createdAt.desc(),
        t.id.desc(),
        t.price,
        t.mileage,
        t.year,
        t.transmission,
        t.fuelType,
        t.bodyType,
        t.searchKey,
        // Last, so a make or model search reads who is promoted from the index (ADR 0053).
        t.promotedUntil,
      )
      .where(LISTING_VISIBLE),
    // The home page's newest first, walked backwards (ORDER BY created_at DESC, id DESC).
    index("listings_newest_idx").on(t.kind, t.country, t.createdAt, t.id).where(LISTING_VISIBLE),
    index("listings_search_key_idx").using("gin", t.searchKey.op("gin_trgm_ops")).where(LISTING_VISIBLE),
    // The sitemaps: each country's visible listings in id order, the keyset their files are walked
    // by, with what an entry says (its path's kind, its last change) read from the index alone.
    index("listings_sitemap_idx").on(t.country, t.id, t.kind, t.updatedAt).where(LISTING_VISIBLE),
    // The expiry job's reminders and expiries: online listings by the end of their period.
    index("listings_expiry_idx").on(t.expiresAt).where(sql`status = 'active' and deleted_at is null`),
    index("listings_owner_idx").on(t.ownerId, t.createdAt.desc()),
    // One live listing per dealer and stock number: an import's or the API's row finds its listing by it.
    uniqueIndex("listings_owner_reference_idx").on(t.ownerId, t.dealerReference).where(sql`dealer_reference is not null and deleted_at is null`),
    // `/moi` asks for the member's open "your listing is online" card on every shared page: the
    // few rows with one open, so a dealer's hundreds of listings are never walked for it.
    index("listings_posted_card_idx").on(t.ownerId, t.createdAt.desc()).where(sql`posted_card_open`),
    // The admin panel's newest listings of a kind, visible or not (promote, delete), walked
    // backwards as listings_newest_idx is (ORDER BY created_at DESC is NULLS FIRST).
    index("listings_admin_recent_idx").on(t.kind, t.createdAt).where(sql`deleted_at is null`),
    check("listings_kind_check", inList("kind", LISTING_KIND_VALUES)),
    check("listings_price_check", sql`price >= 1`),
    check("listings_year_check", sql`year between 1900 and 2100`),
    check("listings_mileage_check", sql`mileage >= 0`),
    check("listings_accidents_check", sql`accidents >= 0`),
    check("listings_owners_check", sql`previous_owners >= 0`),
    check("listings_images_check", sql`cardinality(images) <= 10`),
    check("listings_transmission_check", inList("transmission", TRANSMISSION_VALUES)),
    check("listings_fuel_check", inList("fuel_type", FUEL_TYPE_VALUES)),
    check("listings_condition_check", inList("condition", CONDITION_VALUES)),
    check("listings_status_check", inList("status", LISTING_STATUS_VALUES)),
    check("listings_hidden_reason_check", inList("hidden_reason", HIDDEN_REASON_VALUES)),
    check("listings_sale_fields_check", sql.raw(`kind <> 'sale' or (${noneNull(SALE_REQUIRED)})`)),
    check("listings_rental_fields_check", sql.raw(`kind <> 'rental' or (${allNull(SALE_ONLY)})`)),
    check("listings_sale_no_rental_terms_check", sql`kind <> 'sale' or (not licence_required and deposit_amount is null)`),
    check("listings_deposit_check", sql`deposit_amount is null or deposit_amount between 1 and 100000000`),
    check("listings_rental_status_check", sql`kind <> 'rental' or status <> 'sold'`),
    check("listings_reference_check", sql`char_length(dealer_reference) between 1 and 60`),
    check("listings_sale_available_check", sql`kind <> 'sale' or available`),
  ],
);
