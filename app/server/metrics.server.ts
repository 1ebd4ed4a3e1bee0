import cluster from "node:cluster";
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The app's Prometheus metrics (docs/operations.md): one registry of its own, so that nothing a
 * library registers globally is exposed, with Node's process metrics beside the app's.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

// With WEB_CONCURRENCY > 1 the primary sums the workers' registries (server.ts): a worker answers its asks.
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect: it installs the worker's answer to the primary's request.
  void new AggregatorRegistry();
}

/** Seconds, from a cached page (a few ms) to a slow render or upload (tens of seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new Histogram({
  name: "autoafrique_http_request_duration_seconds",
  help: "HTTP requests by method, route pattern and status: their duration until the answer ended.",
  labelNames: ["method", "route", "status"] as const,
  buckets: DURATION_BUCKETS,
  registers: [registry],
});

export const pageCacheTotal = new Counter({
  name: "autoafrique_page_cache_total",
  help: "Pages asked of the page caches: shared (visitors', members') or own (one member's), hit or miss.",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});

/** What the database's pool holds, read when scraped: PostgreSQL's pool, or PGlite's one connection. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

let poolUse: (() => PoolUse) | undefined;

/** The pool the gauges read from now on (the database opened last). */
export function watchPool(read: () => PoolUse): void {
  poolUse = read;
}

const poolGauge = (name: string, help: string, field: keyof PoolUse) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      if (poolUse) this.set(poolUse()[field]);
    },
  });

poolGauge("autoafrique_db_pool_connections", "Connections the database pool holds open (PGlite: 1).", "total");
poolGauge("autoafrique_db_pool_idle_connections", "Connections of the pool waiting for a query.", "idle");
poolGauge("autoafrique_db_pool_waiting_requests", "Queries waiting for a connection of the pool (PGlite: 0).", "waiting");
poolGauge("autoafrique_db_pool_max_connections", "The pool's size (DATABASE_POOL_SIZE; PGlite: 1).", "max");

export const dbQueryDuration = new Histogram({
  name: "autoafrique_db_query_duration_seconds",
  help: "PostgreSQL queries' duration, from sent to answered (the embedded PGlite is not measured).",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [registry],
});

export const jobRunsTotal = new Counter({
  name: "autoafrique_job_runs_total",
  help: "Runs of each scheduled job on this server.",
  labelNames: ["job"] as const,
  registers: [registry],
});

export const jobFailuresTotal = new Counter({
  name: "autoafrique_job_failures_total",
  help: "Runs of each scheduled job on this server that threw.",
  labelNames: ["job"] as const,
  registers: [registry],
});

export const jobLastSuccess = new Gauge({
  name: "autoafrique_job_last_success_timestamp_seconds",
  help: "When each scheduled job last ended without an error on this server (Unix seconds).",
  labelNames: ["job"] as const,
  registers: [registry],
  // Summed over workers it would be nonsense: the latest of them.
  aggregator: "max",
});

/** One run of a scheduled job ended; a job's failures count from 0 once it has run, so its rate exists. */
export function countJobRun(job: string, failed: boolean): void {
  jobRunsTotal.inc({ job });
  jobFailuresTotal.inc({ job }, failed ? 1 : 0);
  if (!failed) jobLastSuccess.setToCurrentTime({ job });
}

export const eventStreamsOpen = new Gauge({
  name: "autoafrique_event_streams_open",
  help: "Server-Sent Events streams open now (/events and /events/rental/:id).",
  registers: [registry],
});

export const messagesSentTotal = new Counter({
  name: "autoafrique_messages_sent_total",
  help: "Messages handed to their channel's service: mail, sms, whatsapp, push.",
  labelNames: ["channel"] as const,
  registers: [registry],
});

export const messagesFailedTotal = new Counter({
  name: "autoafrique_messages_failed_total",
  help: "Messages their channel's service refused or could not be reached for: mail, sms, whatsapp, push.",
  labelNames: ["channel"] as const,
  registers: [registry],
});

export type MessageChannel = "mail" | "sms" | "whatsapp" | "push";

/** Counts one send as sent or failed by how it settles, and settles the same. */
export function countedSend<T>(channel: MessageChannel, sending: Promise<T>): Promise<T> {
  return sending.then(
    (value) => {
      messagesSentTotal.inc({ channel });
      return value;
    },
    (error: unknown) => {
      messagesFailedTotal.inc({ channel });
      throw error;
    },
  );
}

export const paymentsTotal = new Counter({
  name: "autoafrique_payments_total",
  help: "Payments opened (pending) and moved to each status, by provider.",
  labelNames: ["provider", "status"] as const,
  registers: [registry],
});

export const listingsPostedTotal = new Counter({
  name: "autoafrique_listings_posted_total",
  help: "Listings posted, by kind (sale, rental); the demo seed's replayed history is not counted.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

/** The exposition of this process's metrics, as GET /metrics answers it. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
