-- A sale's yes/no history answers (title deed, customs) are the seller's to give: null is "not said"
-- (issue 42). Only the check changes: every existing row keeps the answers it holds. The card
-- 'your listing is online' starts closed on every existing listing (ADR 0054).
ALTER TABLE "listings" DROP CONSTRAINT "listings_sale_fields_check";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "posted_card_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_posted_card_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS LAST) WHERE posted_card_open;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sale_fields_check" CHECK (kind <> 'sale' or (condition is not null and accidents is not null and previous_owners is not null and documents_available is not null));