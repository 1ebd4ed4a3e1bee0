CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"error" text,
	"server" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_runs_outcome_check" CHECK (outcome in ('running', 'ok', 'failed'))
);
