/**
 * What a write function answers: done (with what it made), or refused with the French message to
 * show; a refusal may name the form field it is about, and a throttle's when to try again.
 */
export type Result<T = object> = ({ ok: true } & T) | { ok: false; error: string; field?: string; retryAfterSeconds?: number };

/** The PostgreSQL error code (e.g. 23505) of a failed query, however deeply the driver wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
