-- Two pending or confirmed bookings of the same rental listing can never share a day,
-- even when both requests arrive at the same instant (checked by the database, error 23P01).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap"
  EXCLUDE USING gist ("rental_listing_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
