CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_provider_check" CHECK (provider in ('log', 'africastalking', 'twilio')),
	CONSTRAINT "sms_messages_status_check" CHECK (status in ('sent', 'delivered', 'failed', 'undelivered'))
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "sms_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id_idx" ON "sms_messages" USING btree ("provider","provider_id");--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_sms_id_sms_messages_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;