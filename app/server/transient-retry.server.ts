import { pgErrorCode } from "../lib/result.ts";

/**
 * Errors after which the same transaction, run again, can succeed: a deadlock (40P01), a
 * serialization failure (40001), a lock wait past `lock_timeout` (55P03).
 */
const TRANSIENT = new Set(["40P01", "40001", "55P03"]);

export function isTransient(error: unknown): boolean {
  return TRANSIENT.has(pgErrorCode(error) ?? "");
}

/** Runs `work` again, after a short random pause, when it fails for a transient reason; other errors go through. */
export async function retryTransient<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}
