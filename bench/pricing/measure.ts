export interface Measured<T> {
  value: T;
  ms: number;
  /** Memory when the run started and its peak, sampled at each pause of the steps, in MB. */
  heapBefore: number;
  heapPeak: number;
  rssBefore: number;
  rssPeak: number;
}

const mb = (bytes: number) => bytes / 1_048_576;

/** Runs steps to their end, timing them and sampling the memory at each pause (the only moments a running fit can be looked at). */
export function measured<T>(steps: Generator<void, T>): Measured<T> {
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  let rssPeak = before.rss;
  const started = performance.now();
  for (;;) {
    const step = steps.next();
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
    if (step.done) {
      return {
        value: step.value,
        ms: performance.now() - started,
        heapBefore: mb(before.heapUsed),
        heapPeak: mb(heapPeak),
        rssBefore: mb(before.rss),
        rssPeak: mb(rssPeak),
      };
    }
  }
}

export function memoryLine(m: Measured<unknown>): string {
  return `heap ${m.heapBefore.toFixed(0)} → peak ${m.heapPeak.toFixed(0)} MB, RSS ${m.rssBefore.toFixed(0)} → peak ${m.rssPeak.toFixed(0)} MB`;
}
