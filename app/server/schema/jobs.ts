import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { inList } from "./columns.ts";

/**
 * One row per scheduled job, shared by every app server: when it is next due, who holds it now
 * (until when), and how its last run went. A server runs a job only after claiming this row with a
 * conditional UPDATE (ADR 0033).
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    name: text("name").primaryKey(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Set while a run is under way: nobody else takes the job before it ends or this passes. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    outcome: text("outcome"),
    error: text("error"),
    /** The server (host:pid:random) that ran it last. */
    server: text("server"),
    /** Failures in a row, for the backoff; 0 after a success. */
    failures: integer("failures").notNull().default(0),
    /** Runs started since the row was made: the cluster test reads it against the periods elapsed. */
    runs: integer("runs").notNull().default(0),
  },
  () => [check("job_runs_outcome_check", inList("outcome", ["running", "ok", "failed"]))],
);
