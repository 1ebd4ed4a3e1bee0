CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"listing_id" uuid,
	"account_id" text,
	"reason" text NOT NULL,
	"comment" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_one_target_check" CHECK ((listing_id is null) <> (account_id is null)),
	CONSTRAINT "reports_reason_check" CHECK (reason in ('scam', 'fake', 'misleading_price', 'inappropriate', 'other')),
	CONSTRAINT "reports_status_check" CHECK (status in ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reports_comment_check" CHECK (char_length(comment) <= 1000),
	CONSTRAINT "reports_model_flag_check" CHECK (reporter_id is not null or listing_id is not null)
);
--> statement-breakpoint
DROP INDEX "listings_browse_recent_idx";--> statement-breakpoint
DROP INDEX "listings_browse_price_idx";--> statement-breakpoint
DROP INDEX "listings_browse_mileage_idx";--> statement-breakpoint
DROP INDEX "listings_browse_year_idx";--> statement-breakpoint
DROP INDEX "listings_browse_model_idx";--> statement-breakpoint
DROP INDEX "listings_newest_idx";--> statement-breakpoint
DROP INDEX "listings_search_key_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_account_id_profiles_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_listing_idx" ON "reports" USING btree ("reporter_id","listing_id") WHERE listing_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_account_idx" ON "reports" USING btree ("reporter_id","account_id") WHERE account_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_model_listing_idx" ON "reports" USING btree ("listing_id") WHERE reporter_id is null;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "listings_admin_recent_idx" ON "listings" USING btree ("kind","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_browse_recent_idx" ON "listings" USING btree ("kind","country","seller_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
CREATE INDEX "listings_browse_price_idx" ON "listings" USING btree ("kind","country","price","id") WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
CREATE INDEX "listings_browse_mileage_idx" ON "listings" USING btree ("kind","country","mileage","id") WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
CREATE INDEX "listings_browse_year_idx" ON "listings" USING btree ("kind","country","year" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
CREATE INDEX "listings_browse_model_idx" ON "listings" USING btree ("kind","country","brand","model","seller_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","mileage","year","transmission","fuel_type","body_type","search_key") WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("kind","country","created_at","id") WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
CREATE INDEX "listings_search_key_idx" ON "listings" USING gin ("search_key" gin_trgm_ops) WHERE status = 'active' and available and deleted_at is null and hidden_reason is null;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hidden_reason_check" CHECK (hidden_reason in ('banned', 'reported'));