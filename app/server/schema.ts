import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * Columns the browse query filters and sorts on, written with every listing:
 * - seller_pro: the seller or owner had the Pro plan when the row was last synced
 *   (kept on the row so "Pro first" is an index order, not a join);
 * - search_key / city_key: brand, model and city folded to lower case without accents.
 */
const searchColumns = () => ({
  sellerPro: boolean("seller_pro").notNull().default(false),
  searchKey: text("search_key").notNull().default(""),
  cityKey: text("city_key").notNull().default(""),
});

/** Rows a visitor may see: the partial-index predicate of every browse index. */
export const SALE_VISIBLE = sql`status = 'active' and deleted_at is null`;
export const RENTAL_VISIBLE = sql`available and deleted_at is null`;

export const USER_TYPE_VALUES = ["buyer", "seller", "agent", "dealer"] as const;
export const LISTING_TYPE_VALUES = ["sale", "rental"] as const;
export const LISTING_STATUS_VALUES = ["active", "sold", "archived"] as const;
export const BOOKING_STATUS_VALUES = ["pending", "confirmed", "rejected", "cancelled", "completed"] as const;
export const TRANSMISSION_VALUES = ["automatic", "manual"] as const;
export const FUEL_TYPE_VALUES = ["petrol", "gasoline", "diesel", "electric", "hybrid"] as const;
export const CONDITION_VALUES = ["new", "used", "certified"] as const;

// ---------------------------------------------------------------- accounts (better-auth tables)

/** The spec's `profiles`: better-auth's user model, with the marketplace fields beside it. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    avatarUrl: text("avatar_url"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    city: text("city").notNull(),
    companyName: text("company_name"),
    userType: text("user_type", { enum: USER_TYPE_VALUES }).notNull().default("buyer"),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("profiles_email_lower_idx").on(sql`lower(${t.email})`),
    check("profiles_user_type_check", inList("user_type", USER_TYPE_VALUES)),
    check("profiles_role_check", inList("role", ["user", "admin"])),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters for sign-in and password-reset throttling, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/**
 * Photos stored for a listing form that is not saved yet (a refused submit keeps them). A row
 * leaves when a listing takes the photo; rows left behind are swept with their files.
 */
export const uploadDrafts = pgTable(
  "upload_drafts",
  {
    prefix: text("prefix").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("upload_drafts_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- listings

export const saleListings = pgTable(
  "sale_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    mileage: integer("mileage").notNull(),
    price: integer("price").notNull(),
    transmission: text("transmission", { enum: TRANSMISSION_VALUES }).notNull(),
    fuelType: text("fuel_type", { enum: FUEL_TYPE_VALUES }).notNull(),
    condition: text("condition", { enum: CONDITION_VALUES }).notNull(),
    description: text("description"),
    city: text("city").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    accidents: integer("accidents").notNull().default(0),
    cleanTitle: boolean("clean_title").notNull().default(true),
    previousOwners: integer("previous_owners").notNull().default(1),
    exteriorColor: text("exterior_color"),
    interiorColor: text("interior_color"),
    bodyType: text("body_type"),
    doors: integer("doors"),
    seats: integer("seats"),
    engine: text("engine"),
    horsepower: integer("horsepower"),
    cylinders: integer("cylinders"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    lastService: date("last_service"),
    documentsAvailable: text("documents_available").array().notNull().default(sql`'{}'::text[]`),
    customsCleared: boolean("customs_cleared").notNull().default(false),
    status: text("status", { enum: LISTING_STATUS_VALUES }).notNull().default("active"),
    ...searchColumns(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One index per browse sort, each in the order the keyset walks it, over visible rows only.
    index("sale_listings_browse_recent_idx")
      .on(t.country, t.sellerPro.desc(), t.createdAt.desc(), t.id.desc())
      .where(SALE_VISIBLE),
    index("sale_listings_browse_price_idx").on(t.country, t.price, t.id).where(SALE_VISIBLE),
    index("sale_listings_browse_mileage_idx").on(t.country, t.mileage, t.id).where(SALE_VISIBLE),
    index("sale_listings_browse_year_idx").on(t.country, t.year.desc(), t.id.desc()).where(SALE_VISIBLE),
    index("sale_listings_browse_model_idx").on(t.country, t.brand, t.model).where(SALE_VISIBLE),
    // The home page's newest first, walked backwards (ORDER BY created_at DESC, id DESC).
    index("sale_listings_newest_idx").on(t.country, t.createdAt, t.id).where(SALE_VISIBLE),
    index("sale_listings_search_key_idx").using("gin", t.searchKey.op("gin_trgm_ops")).where(SALE_VISIBLE),
    index("sale_listings_seller_idx").on(t.sellerId, t.createdAt.desc()),
    check("sale_listings_price_check", sql`price >= 1`),
    check("sale_listings_year_check", sql`year between 1900 and 2100`),
    check("sale_listings_mileage_check", sql`mileage >= 0`),
    check("sale_listings_accidents_check", sql`accidents >= 0`),
    check("sale_listings_owners_check", sql`previous_owners >= 0`),
    check("sale_listings_images_check", sql`cardinality(images) <= 10`),
    check("sale_listings_transmission_check", inList("transmission", TRANSMISSION_VALUES)),
    check("sale_listings_fuel_check", inList("fuel_type", FUEL_TYPE_VALUES)),
    check("sale_listings_condition_check", inList("condition", CONDITION_VALUES)),
    check("sale_listings_status_check", inList("status", LISTING_STATUS_VALUES)),
  ],
);

export const rentalListings = pgTable(
  "rental_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    mileage: integer("mileage").notNull(),
    pricePerDay: integer("price_per_day").notNull(),
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
    available: boolean("available").notNull().default(true),
    ...searchColumns(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("rental_listings_browse_recent_idx")
      .on(t.country, t.sellerPro.desc(), t.createdAt.desc(), t.id.desc())
      .where(RENTAL_VISIBLE),
    index("rental_listings_browse_price_idx").on(t.country, t.pricePerDay, t.id).where(RENTAL_VISIBLE),
    index("rental_listings_browse_mileage_idx").on(t.country, t.mileage, t.id).where(RENTAL_VISIBLE),
    index("rental_listings_browse_year_idx").on(t.country, t.year.desc(), t.id.desc()).where(RENTAL_VISIBLE),
    index("rental_listings_browse_model_idx").on(t.country, t.brand, t.model).where(RENTAL_VISIBLE),
    index("rental_listings_newest_idx").on(t.country, t.createdAt, t.id).where(RENTAL_VISIBLE),
    index("rental_listings_search_key_idx").using("gin", t.searchKey.op("gin_trgm_ops")).where(RENTAL_VISIBLE),
    index("rental_listings_owner_idx").on(t.ownerId, t.createdAt.desc()),
    check("rental_listings_price_check", sql`price_per_day >= 1`),
    check("rental_listings_year_check", sql`year between 1900 and 2100`),
    check("rental_listings_mileage_check", sql`mileage >= 0`),
    check("rental_listings_images_check", sql`cardinality(images) <= 10`),
    check("rental_listings_transmission_check", inList("transmission", TRANSMISSION_VALUES)),
    check("rental_listings_fuel_check", inList("fuel_type", FUEL_TYPE_VALUES)),
  ],
);

// ---------------------------------------------------------------- social

/** Reviews, favourites, promotions and conversations point at a sale OR a rental listing. */
const listingTypeCheck = (name: string) => check(name, inList("listing_type", LISTING_TYPE_VALUES));

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").notNull(),
    listingType: text("listing_type", { enum: LISTING_TYPE_VALUES }).notNull().default("sale"),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_listing_idx").on(t.listingId, t.createdAt.desc()),
    uniqueIndex("reviews_one_per_reviewer_idx").on(t.listingType, t.listingId, t.reviewerId),
    check("reviews_rating_check", sql`rating between 1 and 5`),
    listingTypeCheck("reviews_listing_type_check"),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").notNull(),
    listingType: text("listing_type", { enum: LISTING_TYPE_VALUES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingType, t.listingId] }),
    listingTypeCheck("favorites_listing_type_check"),
  ],
);

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    participant1Id: text("participant1_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    participant2Id: text("participant2_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").notNull(),
    listingType: text("listing_type", { enum: LISTING_TYPE_VALUES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One conversation per pair of people and listing, whoever wrote first.
    uniqueIndex("conversations_pair_listing_idx").on(
      sql`least(${t.participant1Id}, ${t.participant2Id})`,
      sql`greatest(${t.participant1Id}, ${t.participant2Id})`,
      t.listingId,
    ),
    index("conversations_p1_idx").on(t.participant1Id, t.updatedAt.desc()),
    index("conversations_p2_idx").on(t.participant2Id, t.updatedAt.desc()),
    check("conversations_distinct_check", sql`participant1_id <> participant2_id`),
    listingTypeCheck("conversations_listing_type_check"),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("messages_unread_idx").on(t.conversationId).where(sql`is_read = false`),
    check("messages_content_check", sql`length(btrim(content)) > 0`),
  ],
);

// ---------------------------------------------------------------- bookings

export const rentalBookings = pgTable(
  "rental_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rentalListingId: uuid("rental_listing_id")
      .notNull()
      .references(() => rentalListings.id, { onDelete: "cascade" }),
    renterId: text("renter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    totalDays: integer("total_days").notNull(),
    dailyRate: integer("daily_rate").notNull(),
    totalPrice: integer("total_price").notNull(),
    notes: text("notes"),
    status: text("status", { enum: BOOKING_STATUS_VALUES }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("rental_bookings_listing_idx").on(t.rentalListingId, t.startDate),
    index("rental_bookings_owner_idx").on(t.ownerId, t.status),
    index("rental_bookings_renter_idx").on(t.renterId, t.createdAt.desc()),
    check("rental_bookings_status_check", inList("status", BOOKING_STATUS_VALUES)),
    check("rental_bookings_dates_check", sql`end_date >= start_date`),
    check("rental_bookings_days_check", sql`total_days = (end_date - start_date) + 1`),
    check("rental_bookings_price_check", sql`daily_rate >= 1 and total_price = total_days * daily_rate`),
    check("rental_bookings_not_self_check", sql`renter_id <> owner_id`),
    // The no-overlap rule is an EXCLUDE constraint in drizzle/0001_booking_overlap.sql.
  ],
);

// ---------------------------------------------------------------- notifications, moderation, settings

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull().default("info"),
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    check("notifications_type_check", inList("type", ["info", "warning", "booking", "message", "payment"])),
  ],
);

export const userWarnings = pgTable("user_warnings", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
  adminId: text("admin_id").references(() => profiles.id, { onDelete: "set null" }),
  warningMessage: text("warning_message").notNull(),
  createdAt: createdAt(),
});

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt.desc())],
);

export const APP_SETTING_KEYS = ["restrict_vehicle_evaluation_to_pro", "enable_free_listings_limit"] as const;

export const appSettings = pgTable("app_settings", {
  settingKey: text("setting_key").primaryKey(),
  settingValue: boolean("setting_value").notNull().default(false),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- promotion, banners, payments

export const premiumPackages = pgTable(
  "premium_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    durationDays: integer("duration_days").notNull().default(30),
    price: integer("price").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  () => [
    check("premium_packages_duration_check", sql`duration_days >= 1`),
    check("premium_packages_price_check", sql`price >= 1`),
  ],
);

export const premiumListings = pgTable(
  "premium_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").notNull(),
    listingType: text("listing_type", { enum: LISTING_TYPE_VALUES }).notNull(),
    packageId: uuid("package_id").references(() => premiumPackages.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("premium_listings_active_idx").on(t.listingType, t.endDate).where(sql`is_active`),
    index("premium_listings_listing_idx").on(t.listingType, t.listingId),
    listingTypeCheck("premium_listings_listing_type_check"),
    check("premium_listings_dates_check", sql`end_date > start_date`),
  ],
);

export const adBanners = pgTable("ad_banners", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  imageUrl: text("image_url").notNull(),
  linkUrl: text("link_url").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  clickCount: integer("click_count").notNull().default(0),
  createdAt: createdAt(),
});

export const PLAN_IDS = ["free", "pro"] as const;

/** Plan configuration; `price` is XOF a month, mirrored to the payment provider's price object. */
export const plans = pgTable(
  "plans",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    productId: text("product_id").notNull(),
    providerPriceId: text("provider_price_id"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  () => [check("plans_id_check", inList("id", PLAN_IDS)), check("plans_price_check", sql`price >= 0`)],
);

/** Our record of what the payment provider holds for a user's Pro subscription. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    productId: text("product_id").notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/** Our record of the provider's coupons (promo codes). */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerCouponId: text("provider_coupon_id").unique(),
    name: text("name").notNull(),
    duration: text("duration").notNull(),
    percentOff: integer("percent_off"),
    amountOff: integer("amount_off"),
    currency: text("currency").notNull().default("xof"),
    durationInMonths: integer("duration_in_months"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_name_upper_idx").on(sql`upper(${t.name})`),
    check("coupons_duration_check", inList("duration", ["once", "forever", "repeating"])),
    check(
      "coupons_discount_check",
      sql`(percent_off between 1 and 100 and amount_off is null) or (amount_off >= 1 and percent_off is null)`,
    ),
    check(
      "coupons_months_check",
      sql`(duration = 'repeating' and duration_in_months >= 1) or (duration <> 'repeating' and duration_in_months is null)`,
    ),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("xof"),
    status: text("status").notNull().default("pending"),
    listingId: uuid("listing_id"),
    listingType: text("listing_type", { enum: LISTING_TYPE_VALUES }),
    packageId: uuid("package_id").references(() => premiumPackages.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    check("payments_kind_check", inList("kind", ["promotion", "subscription"])),
    check("payments_status_check", inList("status", ["pending", "paid", "cancelled", "failed"])),
    check("payments_amount_check", sql`amount >= 0`),
  ],
);

/** Provider webhook events already applied: a replayed event is ignored. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
