/**
 * Why a write was refused, beyond "the request was wrong": what a route answers with its HTTP status.
 * A route reads the code, never the words, which are rewritten and translated freely.
 */
export type RefusalCode = "signed-out" | "not-found" | "forbidden" | "too-many" | "unavailable" | "failed" | "conflict";

const REFUSAL_STATUS: Readonly<Record<RefusalCode, number>> = {
  "signed-out": 401,
  "not-found": 404,
  forbidden: 403,
  "too-many": 429,
  unavailable: 503,
  failed: 500,
  conflict: 409,
};

/** A refusal's HTTP status: its code's, or 400 (the request itself was wrong) when it has none. */
export function refusalStatus(refusal: { code?: RefusalCode }): number {
  return refusal.code ? REFUSAL_STATUS[refusal.code] : 400;
}

/**
 * What a write function answers: done (with what it made), or refused with the French message to
 * show and, unless the request itself was wrong, a code; a refusal may name the form field it is
 * about, and a throttle's when to try again.
 */
export type Result<T = object> = ({ ok: true } & T) | { ok: false; error: string; code?: RefusalCode; field?: string; retryAfterSeconds?: number };

/** The PostgreSQL error code (e.g. 23505) of a failed query, however deeply the driver wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
