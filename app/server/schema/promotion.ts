import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";

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
  () => [check("premium_packages_duration_check", sql`duration_days >= 1`), check("premium_packages_price_check", sql`price >= 1`)],
);

export const premiumListings = pgTable(
  "premium_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    packageId: uuid("package_id").references(() => premiumPackages.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("premium_listings_active_idx").on(t.endDate).where(sql`is_active`),
    index("premium_listings_listing_idx").on(t.listingId),
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
