CREATE TABLE "phone_code_queue" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_limits" (
	"limit_key" text PRIMARY KEY NOT NULL,
	"limit_value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_limits_value_check" CHECK ("site_limits"."limit_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "phone_code_queue" ADD CONSTRAINT "phone_code_queue_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_code_queue_requested_idx" ON "phone_code_queue" USING btree ("requested_at");