-- Paystack and CinetPay: what a payment takes, in which currency, at which rate, and by which method.
ALTER TABLE "payments" ADD COLUMN "charged_amount" integer;--> statement-breakpoint
UPDATE "payments" SET "charged_amount" = "amount";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "charged_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "method" = 'wave' WHERE "provider" = 'wave';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charged_amount_check" CHECK (charged_amount >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_exchange_rate_check" CHECK (exchange_rate > 0);
