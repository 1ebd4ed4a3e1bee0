import { log } from "./log.server.ts";

export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

let timers: NodeJS.Timeout[] = [];

/**
 * Runs each job once at start, then every `everyMs`, in this process. Jobs must be safe when
 * several app instances run them (they claim their rows in the database).
 */
export function startScheduler(jobs: readonly Job[]): void {
  stopScheduler();
  for (const job of jobs) {
    const tick = () =>
      job.run().catch((error: unknown) => log.error("job.failed", { job: job.name, error: String(error) }));
    void tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
}

export function stopScheduler(): void {
  for (const timer of timers) clearInterval(timer);
  timers = [];
}
