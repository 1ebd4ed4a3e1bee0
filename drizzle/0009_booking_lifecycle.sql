ALTER TABLE "profiles" ADD COLUMN "booking_mail_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "mail_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Bookings cancelled before reasons were recorded could only have expired.
UPDATE "rental_bookings" SET "cancel_reason" = 'expired' WHERE "status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "rental_bookings_mail_due_idx" ON "rental_bookings" USING btree ("id") WHERE mail_due;--> statement-breakpoint
CREATE INDEX "rental_bookings_status_idx" ON "rental_bookings" USING btree ("status","start_date");--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_cancel_reason_check" CHECK ((status = 'cancelled') = (cancel_reason is not null) and cancel_reason in ('renter', 'expired'));