import { database } from "./db.server.ts";
import { log } from "./log.server.ts";

/**
 * Whether PostgreSQL can be reached, as the requests find it. A request that fails because the
 * database is away (restarted, unreachable) marks it down; while down, pages are answered 503
 * with a short French page at once, without each waiting on a connection that will not come, and
 * a probe tries it again every PROBE_MS until it answers: then everything goes on by itself.
 */

/** Network failures and PostgreSQL's own "going away" codes (admin shutdown, crash, starting up, connection exceptions, too many connections). */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
]);
/** What node-postgres says, without a code, of a connection lost or never made. */
const UNREACHABLE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Connection closed/i;

export const PROBE_MS = 500;

/** True when `error` (or what caused it: Drizzle wraps the driver's error) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNREACHABLE_WORDS.test(message)) return true;
    current = cause;
  }
  return false;
}

let downSince: number | null = null;
let probe: ReturnType<typeof setTimeout> | undefined;

/** Whether a request found the database away and the probe has not reached it since. */
export function databaseIsDown(): boolean {
  return downSince !== null;
}

/**
 * Told of a request's failure: when it looks like the database away (a refused or reset
 * connection may also be another service's, the bucket's), the database is asked at once and, if
 * it does not answer, marked down and probed. Returns whether the failure looked so: the caller
 * answers 503 (a service the request needs is away) rather than 500.
 */
export function noticeDatabaseFailure(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  if (downSince === null && !checking) {
    checking = true;
    void reachable().then((up) => {
      checking = false;
      if (up || downSince !== null) return;
      downSince = performance.now();
      log.warn("database.unreachable", { error });
      scheduleProbe();
    });
  }
  return true;
}

let checking = false;

async function reachable(): Promise<boolean> {
  try {
    await database().db.execute("select 1");
    return true;
  } catch {
    return false;
  }
}

function scheduleProbe(): void {
  clearTimeout(probe);
  probe = setTimeout(async () => {
    if (!(await reachable())) return scheduleProbe();
    const seconds = downSince === null ? 0 : (performance.now() - downSince) / 1000;
    downSince = null;
    log.info("database.reachable", { seconds: Math.round(seconds * 10) / 10 });
  }, PROBE_MS);
  probe.unref();
}

/** Back to "reachable", the probe stopped (tests). */
export function resetDatabaseHealth(): void {
  clearTimeout(probe);
  downSince = null;
  checking = false;
}
