-- One listings table for sales and rentals (ADR 0005). Rows keep their ids; everything that
-- pointed at "a sale OR a rental" by a bare id now has a real foreign key to listings. Rows that
-- pointed at a listing that no longer exists are removed (favourites, reviews, promotions) or
-- detached (conversations, payments) before the keys are added.
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"price" integer NOT NULL,
	"transmission" text NOT NULL,
	"fuel_type" text NOT NULL,
	"description" text,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"body_type" text,
	"exterior_color" text,
	"condition" text,
	"accidents" integer,
	"clean_title" boolean,
	"previous_owners" integer,
	"interior_color" text,
	"doors" integer,
	"seats" integer,
	"engine" text,
	"horsepower" integer,
	"cylinders" integer,
	"last_service" date,
	"documents_available" text[],
	"customs_cleared" boolean,
	"status" text DEFAULT 'active' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"seller_pro" boolean DEFAULT false NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"city_key" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_id_kind_unique" UNIQUE("id","kind"),
	CONSTRAINT "listings_kind_check" CHECK (kind in ('sale', 'rental')),
	CONSTRAINT "listings_price_check" CHECK (price >= 1),
	CONSTRAINT "listings_year_check" CHECK (year between 1900 and 2100),
	CONSTRAINT "listings_mileage_check" CHECK (mileage >= 0),
	CONSTRAINT "listings_accidents_check" CHECK (accidents >= 0),
	CONSTRAINT "listings_owners_check" CHECK (previous_owners >= 0),
	CONSTRAINT "listings_images_check" CHECK (cardinality(images) <= 10),
	CONSTRAINT "listings_transmission_check" CHECK (transmission in ('automatic', 'manual')),
	CONSTRAINT "listings_fuel_check" CHECK (fuel_type in ('petrol', 'gasoline', 'diesel', 'electric', 'hybrid')),
	CONSTRAINT "listings_condition_check" CHECK (condition in ('new', 'used', 'certified')),
	CONSTRAINT "listings_status_check" CHECK (status in ('active', 'sold', 'archived')),
	CONSTRAINT "listings_sale_fields_check" CHECK (kind <> 'sale' or (condition is not null and accidents is not null and clean_title is not null and previous_owners is not null and documents_available is not null and customs_cleared is not null)),
	CONSTRAINT "listings_rental_fields_check" CHECK (kind <> 'rental' or (condition is null and accidents is null and clean_title is null and previous_owners is null and documents_available is null and customs_cleared is null and interior_color is null and doors is null and seats is null and engine is null and horsepower is null and cylinders is null and last_service is null)),
	CONSTRAINT "listings_rental_status_check" CHECK (kind <> 'rental' or status <> 'sold'),
	CONSTRAINT "listings_sale_available_check" CHECK (kind <> 'sale' or available)
);
--> statement-breakpoint
INSERT INTO "listings" (kind, id, owner_id, brand, model, year, mileage, price, transmission, fuel_type, description, city, country, latitude, longitude, images, features, body_type, exterior_color, condition, accidents, clean_title, previous_owners, interior_color, doors, seats, engine, horsepower, cylinders, last_service, documents_available, customs_cleared, status, available, seller_pro, search_key, city_key, deleted_at, created_at, updated_at)
SELECT 'sale', id, seller_id, brand, model, year, mileage, price, transmission, fuel_type, description, city, country, latitude, longitude, images, features, body_type, exterior_color, condition, accidents, clean_title, previous_owners, interior_color, doors, seats, engine, horsepower, cylinders, last_service, documents_available, customs_cleared, status, true, seller_pro, search_key, city_key, deleted_at, created_at, updated_at
FROM "sale_listings";
--> statement-breakpoint
INSERT INTO "listings" (kind, id, owner_id, brand, model, year, mileage, price, transmission, fuel_type, description, city, country, latitude, longitude, images, features, body_type, exterior_color, status, available, seller_pro, search_key, city_key, deleted_at, created_at, updated_at)
SELECT 'rental', id, owner_id, brand, model, year, mileage, price_per_day, transmission, fuel_type, description, city, country, latitude, longitude, images, features, body_type, exterior_color, 'active', available, seller_pro, search_key, city_key, deleted_at, created_at, updated_at
FROM "rental_listings";
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DELETE FROM "favorites" WHERE NOT EXISTS (SELECT 1 FROM "listings" l WHERE l.id = "favorites".listing_id);
--> statement-breakpoint
ALTER TABLE "favorites" DROP CONSTRAINT "favorites_user_id_listing_type_listing_id_pk";
--> statement-breakpoint
ALTER TABLE "favorites" DROP CONSTRAINT "favorites_listing_type_check";
--> statement-breakpoint
ALTER TABLE "favorites" DROP COLUMN "listing_type";
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id");
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "favorites_listing_idx" ON "favorites" USING btree ("listing_id");
--> statement-breakpoint
DELETE FROM "reviews" WHERE NOT EXISTS (SELECT 1 FROM "listings" l WHERE l.id = "reviews".listing_id);
--> statement-breakpoint
DROP INDEX "reviews_one_per_reviewer_idx";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_listing_type_check";
--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "listing_type";
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_reviewer_idx" ON "reviews" USING btree ("listing_id","reviewer_id");
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "listing_id" DROP NOT NULL;
--> statement-breakpoint
UPDATE "conversations" SET listing_id = NULL WHERE NOT EXISTS (SELECT 1 FROM "listings" l WHERE l.id = "conversations".listing_id);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_listing_type_check";
--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "listing_type";
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "conversations_listing_idx" ON "conversations" USING btree ("listing_id");
--> statement-breakpoint
DELETE FROM "premium_listings" WHERE NOT EXISTS (SELECT 1 FROM "listings" l WHERE l.id = "premium_listings".listing_id);
--> statement-breakpoint
DROP INDEX "premium_listings_active_idx";
--> statement-breakpoint
DROP INDEX "premium_listings_listing_idx";
--> statement-breakpoint
ALTER TABLE "premium_listings" DROP CONSTRAINT "premium_listings_listing_type_check";
--> statement-breakpoint
ALTER TABLE "premium_listings" DROP COLUMN "listing_type";
--> statement-breakpoint
ALTER TABLE "premium_listings" ADD CONSTRAINT "premium_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "premium_listings_active_idx" ON "premium_listings" USING btree ("end_date") WHERE is_active;
--> statement-breakpoint
CREATE INDEX "premium_listings_listing_idx" ON "premium_listings" USING btree ("listing_id");
--> statement-breakpoint
UPDATE "payments" SET listing_id = NULL WHERE listing_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "listings" l WHERE l.id = "payments".listing_id);
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "listing_type";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payments_listing_idx" ON "payments" USING btree ("listing_id");
--> statement-breakpoint
ALTER TABLE "rental_bookings" DROP CONSTRAINT "rental_bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "rental_bookings" DROP CONSTRAINT "rental_bookings_rental_listing_id_rental_listings_id_fk";
--> statement-breakpoint
DROP INDEX "rental_bookings_listing_idx";
--> statement-breakpoint
ALTER TABLE "rental_bookings" RENAME COLUMN "rental_listing_id" TO "listing_id";
--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "listing_kind" text DEFAULT 'rental' NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_kind_check" CHECK (listing_kind = 'rental');
--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_listing_fk" FOREIGN KEY ("listing_id","listing_kind") REFERENCES "public"."listings"("id","kind") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rental_bookings_listing_idx" ON "rental_bookings" USING btree ("listing_id","start_date");
--> statement-breakpoint
-- Two pending or confirmed bookings of the same rental listing can never share a day,
-- even when both requests arrive at the same instant (checked by the database, error 23P01).
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap"
  EXCLUDE USING gist ("listing_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
DROP TABLE "sale_listings";
--> statement-breakpoint
DROP TABLE "rental_listings";
--> statement-breakpoint
CREATE INDEX "listings_browse_recent_idx" ON "listings" USING btree ("kind","country","seller_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and available and deleted_at is null;
--> statement-breakpoint
CREATE INDEX "listings_browse_price_idx" ON "listings" USING btree ("kind","country","price","id") WHERE status = 'active' and available and deleted_at is null;
--> statement-breakpoint
CREATE INDEX "listings_browse_mileage_idx" ON "listings" USING btree ("kind","country","mileage","id") WHERE status = 'active' and available and deleted_at is null;
--> statement-breakpoint
CREATE INDEX "listings_browse_year_idx" ON "listings" USING btree ("kind","country","year" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and available and deleted_at is null;
--> statement-breakpoint
CREATE INDEX "listings_browse_model_idx" ON "listings" USING btree ("kind","country","brand","model") WHERE status = 'active' and available and deleted_at is null;
--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("kind","country","created_at","id") WHERE status = 'active' and available and deleted_at is null;
--> statement-breakpoint
CREATE INDEX "listings_search_key_idx" ON "listings" USING gin ("search_key" gin_trgm_ops) WHERE status = 'active' and available and deleted_at is null;
--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS LAST);
