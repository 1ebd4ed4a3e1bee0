/** The value under which p % of the samples fall (nearest rank); 0 for no samples. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export interface Timed<T> {
  results: T[];
  latencies: number[];
  wallMs: number;
  errors: string[];
}

/** Runs every job, `limit` at a time, timing each; a job that throws is counted as an error. */
export async function timed<I, T>(items: I[], limit: number, job: (item: I) => Promise<T>): Promise<Timed<T>> {
  const results: T[] = [];
  const latencies: number[] = [];
  const errors: string[] = [];
  const queue = [...items];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const at = performance.now();
        try {
          results.push(await job(item));
        } catch (error) {
          errors.push(String(error));
        }
        latencies.push(performance.now() - at);
      }
    }),
  );
  return { results, latencies, wallMs: performance.now() - started, errors };
}

/** `run` timed `runs` times one after the other, after `warmUp` untimed runs (caches, plans, JIT). */
export async function sequentialTimes(runs: number, run: () => Promise<unknown>, warmUp = 1): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}
