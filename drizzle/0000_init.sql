CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant1_id" text NOT NULL,
	"participant2_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_distinct_check" CHECK (participant1_id <> participant2_id),
	CONSTRAINT "conversations_listing_type_check" CHECK (listing_type in ('sale', 'rental'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_coupon_id" text,
	"name" text NOT NULL,
	"duration" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text DEFAULT 'xof' NOT NULL,
	"duration_in_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_provider_coupon_id_unique" UNIQUE("provider_coupon_id"),
	CONSTRAINT "coupons_duration_check" CHECK (duration in ('once', 'forever', 'repeating')),
	CONSTRAINT "coupons_discount_check" CHECK ((percent_off between 1 and 100 and amount_off is null) or (amount_off >= 1 and percent_off is null)),
	CONSTRAINT "coupons_months_check" CHECK ((duration = 'repeating' and duration_in_months >= 1) or (duration <> 'repeating' and duration_in_months is null))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_listing_type_listing_id_pk" PRIMARY KEY("user_id","listing_type","listing_id"),
	CONSTRAINT "favorites_listing_type_check" CHECK (listing_type in ('sale', 'rental'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_check" CHECK (length(btrim(content)) > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK (type in ('info', 'warning', 'booking', 'message', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'xof' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"listing_id" uuid,
	"listing_type" text,
	"package_id" uuid,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payments_kind_check" CHECK (kind in ('promotion', 'subscription')),
	CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'paid', 'cancelled', 'failed')),
	CONSTRAINT "payments_amount_check" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"product_id" text NOT NULL,
	"provider_price_id" text,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_id_check" CHECK (id in ('free', 'pro')),
	CONSTRAINT "plans_price_check" CHECK (price >= 0)
);
--> statement-breakpoint
CREATE TABLE "premium_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_type" text NOT NULL,
	"package_id" uuid,
	"user_id" text,
	"payment_id" uuid,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_listings_listing_type_check" CHECK (listing_type in ('sale', 'rental')),
	CONSTRAINT "premium_listings_dates_check" CHECK (end_date > start_date)
);
--> statement-breakpoint
CREATE TABLE "premium_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"price" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_packages_duration_check" CHECK (duration_days >= 1),
	CONSTRAINT "premium_packages_price_check" CHECK (price >= 1)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"company_name" text,
	"user_type" text DEFAULT 'buyer' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"banned_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_type_check" CHECK (user_type in ('buyer', 'seller', 'agent', 'dealer')),
	CONSTRAINT "profiles_role_check" CHECK (role in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_listing_id" uuid NOT NULL,
	"renter_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_days" integer NOT NULL,
	"daily_rate" integer NOT NULL,
	"total_price" integer NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_bookings_status_check" CHECK (status in ('pending', 'confirmed', 'rejected', 'cancelled', 'completed')),
	CONSTRAINT "rental_bookings_dates_check" CHECK (end_date >= start_date),
	CONSTRAINT "rental_bookings_days_check" CHECK (total_days = (end_date - start_date) + 1),
	CONSTRAINT "rental_bookings_price_check" CHECK (daily_rate >= 1 and total_price = total_days * daily_rate),
	CONSTRAINT "rental_bookings_not_self_check" CHECK (renter_id <> owner_id)
);
--> statement-breakpoint
CREATE TABLE "rental_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"price_per_day" integer NOT NULL,
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
	"available" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_listings_price_check" CHECK (price_per_day >= 1),
	CONSTRAINT "rental_listings_year_check" CHECK (year between 1900 and 2100),
	CONSTRAINT "rental_listings_mileage_check" CHECK (mileage >= 0),
	CONSTRAINT "rental_listings_images_check" CHECK (cardinality(images) <= 10),
	CONSTRAINT "rental_listings_transmission_check" CHECK (transmission in ('automatic', 'manual')),
	CONSTRAINT "rental_listings_fuel_check" CHECK (fuel_type in ('petrol', 'gasoline', 'diesel', 'electric', 'hybrid'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_type" text DEFAULT 'sale' NOT NULL,
	"reviewer_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK (rating between 1 and 5),
	CONSTRAINT "reviews_listing_type_check" CHECK (listing_type in ('sale', 'rental'))
);
--> statement-breakpoint
CREATE TABLE "sale_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"price" integer NOT NULL,
	"transmission" text NOT NULL,
	"fuel_type" text NOT NULL,
	"condition" text NOT NULL,
	"description" text,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"accidents" integer DEFAULT 0 NOT NULL,
	"clean_title" boolean DEFAULT true NOT NULL,
	"previous_owners" integer DEFAULT 1 NOT NULL,
	"exterior_color" text,
	"interior_color" text,
	"body_type" text,
	"doors" integer,
	"seats" integer,
	"engine" text,
	"horsepower" integer,
	"cylinders" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_service" date,
	"documents_available" text[] DEFAULT '{}'::text[] NOT NULL,
	"customs_cleared" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_listings_price_check" CHECK (price >= 1),
	CONSTRAINT "sale_listings_year_check" CHECK (year between 1900 and 2100),
	CONSTRAINT "sale_listings_mileage_check" CHECK (mileage >= 0),
	CONSTRAINT "sale_listings_accidents_check" CHECK (accidents >= 0),
	CONSTRAINT "sale_listings_owners_check" CHECK (previous_owners >= 0),
	CONSTRAINT "sale_listings_images_check" CHECK (cardinality(images) <= 10),
	CONSTRAINT "sale_listings_transmission_check" CHECK (transmission in ('automatic', 'manual')),
	CONSTRAINT "sale_listings_fuel_check" CHECK (fuel_type in ('petrol', 'gasoline', 'diesel', 'electric', 'hybrid')),
	CONSTRAINT "sale_listings_condition_check" CHECK (condition in ('new', 'used', 'certified')),
	CONSTRAINT "sale_listings_status_check" CHECK (status in ('active', 'sold', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "user_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"admin_id" text,
	"warning_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_profiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant1_id_profiles_id_fk" FOREIGN KEY ("participant1_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant2_id_profiles_id_fk" FOREIGN KEY ("participant2_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_premium_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."premium_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_listings" ADD CONSTRAINT "premium_listings_package_id_premium_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."premium_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_listings" ADD CONSTRAINT "premium_listings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_rental_listing_id_rental_listings_id_fk" FOREIGN KEY ("rental_listing_id") REFERENCES "public"."rental_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_listings" ADD CONSTRAINT "rental_listings_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_listings" ADD CONSTRAINT "sale_listings_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warnings" ADD CONSTRAINT "user_warnings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warnings" ADD CONSTRAINT "user_warnings_admin_id_profiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_listing_idx" ON "conversations" USING btree (least("participant1_id", "participant2_id"),greatest("participant1_id", "participant2_id"),"listing_id");--> statement-breakpoint
CREATE INDEX "conversations_p1_idx" ON "conversations" USING btree ("participant1_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_p2_idx" ON "conversations" USING btree ("participant2_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_name_upper_idx" ON "coupons" USING btree (upper("name"));--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id") WHERE is_read = false;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "premium_listings_active_idx" ON "premium_listings" USING btree ("listing_type","end_date") WHERE is_active;--> statement-breakpoint
CREATE INDEX "premium_listings_listing_idx" ON "premium_listings" USING btree ("listing_type","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_lower_idx" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rental_bookings_listing_idx" ON "rental_bookings" USING btree ("rental_listing_id","start_date");--> statement-breakpoint
CREATE INDEX "rental_bookings_owner_idx" ON "rental_bookings" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "rental_bookings_renter_idx" ON "rental_bookings" USING btree ("renter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_listings_country_created_idx" ON "rental_listings" USING btree ("country","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "rental_listings_country_price_idx" ON "rental_listings" USING btree ("country","price_per_day","id");--> statement-breakpoint
CREATE INDEX "rental_listings_owner_idx" ON "rental_listings" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_reviewer_idx" ON "reviews" USING btree ("listing_type","listing_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "sale_listings_country_created_idx" ON "sale_listings" USING btree ("country","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sale_listings_country_price_idx" ON "sale_listings" USING btree ("country","price","id");--> statement-breakpoint
CREATE INDEX "sale_listings_country_mileage_idx" ON "sale_listings" USING btree ("country","mileage","id");--> statement-breakpoint
CREATE INDEX "sale_listings_country_year_idx" ON "sale_listings" USING btree ("country","year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sale_listings_seller_idx" ON "sale_listings" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");