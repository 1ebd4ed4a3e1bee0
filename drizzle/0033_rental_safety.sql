CREATE TABLE "booking_deposits" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"kept_amount" integer NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renter_answer" text,
	"answered_at" timestamp with time zone,
	"contest_reason" text,
	"settled_kept" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_deposits_amount_check" CHECK (amount >= 1 and kept_amount between 0 and amount),
	CONSTRAINT "booking_deposits_reason_check" CHECK (kept_amount = 0 or reason is not null),
	CONSTRAINT "booking_deposits_answer_check" CHECK (renter_answer is null or renter_answer in ('accepted', 'contested')),
	CONSTRAINT "booking_deposits_settled_check" CHECK (settled_kept is null or settled_kept between 0 and amount)
);
--> statement-breakpoint
CREATE TABLE "booking_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"deposit_kept" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_disputes_subject_unique" UNIQUE("booking_id","subject"),
	CONSTRAINT "booking_disputes_subject_check" CHECK (subject in ('pickup', 'return', 'deposit')),
	CONSTRAINT "booking_disputes_status_check" CHECK (status in ('open', 'settled')),
	CONSTRAINT "booking_disputes_decision_check" CHECK ((status = 'settled') = (decision is not null and decided_at is not null))
);
--> statement-breakpoint
CREATE TABLE "booking_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"recorded_by" text NOT NULL,
	"mileage" integer,
	"fuel_eighths" integer,
	"notes" text,
	"deposit_method" text,
	"deposit_note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"contest_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_inspections_phase_unique" UNIQUE("booking_id","phase"),
	CONSTRAINT "booking_inspections_phase_check" CHECK (phase in ('pickup', 'return')),
	CONSTRAINT "booking_inspections_status_check" CHECK (status in ('draft', 'submitted', 'confirmed', 'contested')),
	CONSTRAINT "booking_inspections_mileage_check" CHECK (mileage is null or mileage between 0 and 2000000),
	CONSTRAINT "booking_inspections_fuel_check" CHECK (fuel_eighths is null or fuel_eighths between 0 and 8),
	CONSTRAINT "booking_inspections_deposit_method_check" CHECK (deposit_method is null or deposit_method in ('cash', 'mobile_money')),
	CONSTRAINT "booking_inspections_sent_check" CHECK (status = 'draft' or (submitted_at is not null and mileage is not null and fuel_eighths is not null)),
	CONSTRAINT "booking_inspections_contest_check" CHECK ((status = 'contested') = (contest_reason is not null))
);
--> statement-breakpoint
CREATE TABLE "booking_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"view" text NOT NULL,
	"image_key" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_photos_subject_check" CHECK (subject in ('pickup', 'return', 'deposit')),
	CONSTRAINT "booking_photos_view_check" CHECK (view in ('front', 'back', 'left', 'right', 'interior', 'dashboard', 'other'))
);
--> statement-breakpoint
CREATE TABLE "driving_licences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"country" text NOT NULL,
	"expires_on" date NOT NULL,
	"front_key" text NOT NULL,
	"back_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driving_licences_status_check" CHECK (status in ('pending', 'verified', 'refused')),
	CONSTRAINT "driving_licences_number_check" CHECK (char_length(number) between 4 and 30),
	CONSTRAINT "driving_licences_country_check" CHECK (country ~ '^[A-Z]{2}$'),
	CONSTRAINT "driving_licences_refusal_check" CHECK ((status = 'refused') = (refusal_reason is not null))
);
--> statement-breakpoint
ALTER TABLE "rental_bookings" DROP CONSTRAINT "rental_bookings_status_check";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "licence_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "deposit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD CONSTRAINT "booking_deposits_booking_id_rental_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_opened_by_profiles_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_booking_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inspections" ADD CONSTRAINT "booking_inspections_booking_id_rental_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inspections" ADD CONSTRAINT "booking_inspections_recorded_by_profiles_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inspections" ADD CONSTRAINT "booking_inspections_answered_by_profiles_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_rental_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_uploaded_by_profiles_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_licences" ADD CONSTRAINT "driving_licences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_licences" ADD CONSTRAINT "driving_licences_reviewed_by_profiles_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_deposits_waiting_idx" ON "booking_deposits" USING btree ("decided_at") WHERE renter_answer is null and kept_amount > 0;--> statement-breakpoint
CREATE INDEX "booking_disputes_open_idx" ON "booking_disputes" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "booking_inspections_submitted_idx" ON "booking_inspections" USING btree ("submitted_at") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "booking_photos_booking_idx" ON "booking_photos" USING btree ("booking_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "driving_licences_queue_idx" ON "driving_licences" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sale_no_rental_terms_check" CHECK (kind <> 'sale' or (not licence_required and deposit_amount is null));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_deposit_check" CHECK (deposit_amount is null or deposit_amount between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_deposit_check" CHECK (deposit_amount >= 0);--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_status_check" CHECK (status in ('pending', 'confirmed', 'in_progress', 'returned', 'disputed', 'rejected', 'cancelled', 'completed'));--> statement-breakpoint
-- A rental whose car has been picked up still holds its days (booking-lifecycle.ts HOLDING_STATUSES).
ALTER TABLE "rental_bookings" DROP CONSTRAINT "rental_bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap"
  EXCLUDE USING gist ("listing_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed', 'in_progress'));
