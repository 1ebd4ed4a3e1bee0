ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_photos_content_idx" ON "booking_photos" USING btree ("booking_id","subject","content_hash") WHERE content_hash is not null;