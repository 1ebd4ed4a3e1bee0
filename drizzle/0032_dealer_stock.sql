CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_name_check" CHECK (char_length(name) between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "stock_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"archive_missing" boolean DEFAULT false NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"last_import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_feeds_url_check" CHECK (char_length(url) <= 2000)
);
--> statement-breakpoint
CREATE TABLE "stock_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"reference" text,
	"cells" jsonb NOT NULL,
	"planned" text NOT NULL,
	"outcome" text,
	"listing_id" uuid,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "stock_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "stock_import_rows_planned_check" CHECK (planned in ('create', 'update', 'refuse')),
	CONSTRAINT "stock_import_rows_outcome_check" CHECK (outcome in ('created', 'updated', 'unchanged', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"archive_missing" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_imports_source_check" CHECK (source in ('file', 'feed')),
	CONSTRAINT "stock_imports_status_check" CHECK (status in ('preview', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "dealer_reference" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photo_sources" text[];--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_last_import_id_stock_imports_id_fk" FOREIGN KEY ("last_import_id") REFERENCES "public"."stock_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_import_rows" ADD CONSTRAINT "stock_import_rows_import_id_stock_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_idx" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_feeds_due_idx" ON "stock_feeds" USING btree ("last_run_at") WHERE paused_at is null;--> statement-breakpoint
CREATE INDEX "stock_import_rows_pending_idx" ON "stock_import_rows" USING btree ("import_id","line") WHERE outcome is null;--> statement-breakpoint
CREATE INDEX "stock_imports_user_idx" ON "stock_imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_imports_pending_idx" ON "stock_imports" USING btree ("created_at") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "listings_owner_reference_idx" ON "listings" USING btree ("owner_id","dealer_reference") WHERE dealer_reference is not null and deleted_at is null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_reference_check" CHECK (char_length(dealer_reference) between 1 and 60);