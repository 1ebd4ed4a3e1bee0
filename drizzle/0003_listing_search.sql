DROP INDEX "rental_listings_country_created_idx";--> statement-breakpoint
DROP INDEX "rental_listings_country_price_idx";--> statement-breakpoint
DROP INDEX "sale_listings_country_created_idx";--> statement-breakpoint
DROP INDEX "sale_listings_country_price_idx";--> statement-breakpoint
DROP INDEX "sale_listings_country_mileage_idx";--> statement-breakpoint
DROP INDEX "sale_listings_country_year_idx";--> statement-breakpoint
ALTER TABLE "rental_listings" ADD COLUMN "seller_pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_listings" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_listings" ADD COLUMN "city_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_listings" ADD COLUMN "seller_pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_listings" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_listings" ADD COLUMN "city_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "rental_listings_browse_recent_idx" ON "rental_listings" USING btree ("country","seller_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE available and deleted_at is null;--> statement-breakpoint
CREATE INDEX "rental_listings_browse_price_idx" ON "rental_listings" USING btree ("country","price_per_day","id") WHERE available and deleted_at is null;--> statement-breakpoint
CREATE INDEX "rental_listings_browse_mileage_idx" ON "rental_listings" USING btree ("country","mileage","id") WHERE available and deleted_at is null;--> statement-breakpoint
CREATE INDEX "rental_listings_browse_year_idx" ON "rental_listings" USING btree ("country","year" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE available and deleted_at is null;--> statement-breakpoint
CREATE INDEX "rental_listings_browse_model_idx" ON "rental_listings" USING btree ("country","brand","model") WHERE available and deleted_at is null;--> statement-breakpoint
CREATE INDEX "rental_listings_search_key_idx" ON "rental_listings" USING gin ("search_key" gin_trgm_ops) WHERE available and deleted_at is null;--> statement-breakpoint
CREATE INDEX "sale_listings_browse_recent_idx" ON "sale_listings" USING btree ("country","seller_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "sale_listings_browse_price_idx" ON "sale_listings" USING btree ("country","price","id") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "sale_listings_browse_mileage_idx" ON "sale_listings" USING btree ("country","mileage","id") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "sale_listings_browse_year_idx" ON "sale_listings" USING btree ("country","year" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "sale_listings_browse_model_idx" ON "sale_listings" USING btree ("country","brand","model") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "sale_listings_search_key_idx" ON "sale_listings" USING gin ("search_key" gin_trgm_ops) WHERE status = 'active' and deleted_at is null;