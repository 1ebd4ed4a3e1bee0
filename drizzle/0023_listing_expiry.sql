ALTER TABLE "listings" DROP CONSTRAINT "listings_status_check";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone DEFAULT date_trunc('second', now() + interval '60 days') NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_notices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("expires_at") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK (status in ('active', 'sold', 'archived', 'expired'));--> statement-breakpoint
-- Listings already online count their period from when they were posted, but none leaves before its
-- owner has had both reminders (7 days and 1 day before): at least 14 days from now (ADR 0039).
UPDATE "listings" SET "expires_at" = date_trunc('second', greatest(
  "created_at" + make_interval(days => CASE WHEN "seller_pro"
    THEN coalesce((SELECT "limit_value" FROM "site_limits" WHERE "limit_key" = 'pro_listing_days'), 90)
    ELSE coalesce((SELECT "limit_value" FROM "site_limits" WHERE "limit_key" = 'listing_days'), 60) END),
  now() + interval '14 days'));
