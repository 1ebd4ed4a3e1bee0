/**
 * A wait that grows with a count of attempts in a window (ADR 0008, ADR 0010): the first `free`
 * attempts wait for nothing, each further one `stepMs` more than the one before, capped at
 * `maxDelayMs`; past `ceiling` (when there is one) the answer is null, i.e. refused until the
 * window ends. The wait happens on the server before the attempt is handled.
 */
export interface GrowingDelay {
  /** Attempts in the window with no wait at all. */
  free: number;
  /** Added to the wait for each attempt past the free ones. */
  stepMs: number;
  maxDelayMs: number;
  /** Past this many attempts in the window, refused; none means never refused. */
  ceiling?: number;
}

/** How long the `count`-th attempt of the window waits; null past the ceiling. */
export function growingDelayMs(count: number, rule: GrowingDelay): number | null {
  if (rule.ceiling !== undefined && count > rule.ceiling) return null;
  return Math.min(rule.maxDelayMs, Math.max(0, count - rule.free) * rule.stepMs);
}
