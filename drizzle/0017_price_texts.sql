CREATE TABLE "price_texts" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"facts" text NOT NULL,
	"text" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_texts_text_check" CHECK (char_length(text) between 1 and 900)
);
--> statement-breakpoint
ALTER TABLE "price_texts" ADD CONSTRAINT "price_texts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;