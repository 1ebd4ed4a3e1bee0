DROP INDEX "listings_browse_model_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "promoted_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_browse_promoted_idx" ON "listings" USING btree ("kind","country","promoted_until","id") WHERE status = 'active' and available and deleted_at is null and hidden_reason is null and promoted_until is not null;--> statement-breakpoint
CREATE INDEX "listings_browse_model_idx" ON "listings" USING btree ("kind","country","brand","model","seller_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","mileage","year","transmission","fuel_type","body_type","search_key","promoted_until") WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
-- Listings promoted before this migration: the end of their latest active promotion.
UPDATE "listings" SET "promoted_until" = "promoted"."until"
FROM (SELECT "listing_id", max("end_date") AS "until" FROM "premium_listings" WHERE "is_active" GROUP BY "listing_id") AS "promoted"
WHERE "promoted"."listing_id" = "listings"."id";
