import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { type Db, db as currentDb } from "./db.server.ts";
import { jobRuns } from "./schema.ts";
import { serverId } from "./instance.server.ts";
import { log } from "./log.server.ts";
import { databaseIsDown, noticeDatabaseFailure } from "./database-health.server.ts";
import { countJobRun } from "./metrics.server.ts";

export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface SchedulerOptions {
  /** Who runs the jobs, as written in `job_runs.server`. */
  server?: string;
  /** Multiplies every period, retry delay, lease and poll: tests shrink an hour to seconds (JOBS_TIME_SCALE). */
  timeScale?: number;
  db?: () => Db;
}

/** How often a server asks whether a job is due, at most (a job due in between waits this long). */
const POLL_MS = 10_000;
/** The first retry after a failure; each next one waits twice as long, never more than the period. */
const RETRY_BASE_MS = 15_000;
/**
 * How long a claimed run keeps others off the job. A server that dies mid-run frees it when this
 * passes; a run that outlives it may be overlapped, so it is far above any job's usual time.
 */
const LEASE_MS = 15 * 60_000;

export interface Scheduler {
  /** Stops asking for due jobs, then waits for the runs under way here. */
  stop(): Promise<void>;
}

/**
 * Runs each job once per period across every server on the database (ADR 0033): each server polls,
 * and the one whose conditional UPDATE of the job's `job_runs` row succeeds runs it; the row then
 * says when it is next due. A failure is retried with a growing delay. A run still under way holds a
 * lease, so neither this server nor another starts the job again before it ends.
 */
export function createScheduler(jobs: readonly Job[], options: SchedulerOptions = {}): Scheduler {
  const server = options.server ?? serverId;
  const scale = options.timeScale ?? 1;
  const db = options.db ?? currentDb;
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const ms = (value: number) => Math.max(1, Math.round(value * scale));

  const after = (delayMs: number) => sql`clock_timestamp() + ${delayMs} * interval '1 millisecond'`;
  /** Jobs whose row this server has seen exist: the first poll makes it, due at once. */
  const known = new Set<string>();

  /** The job's row taken for this server if it is due and nobody holds it; the one UPDATE decides between servers. */
  async function claim(job: Job): Promise<{ failures: number } | undefined> {
    if (!known.has(job.name)) {
      await db().insert(jobRuns).values({ name: job.name, dueAt: sql`now()` }).onConflictDoNothing();
      known.add(job.name);
    }
    const [claimed] = await db()
      .update(jobRuns)
      .set({
        dueAt: after(ms(job.everyMs)),
        leaseUntil: after(ms(LEASE_MS)),
        startedAt: sql`clock_timestamp()`,
        endedAt: null,
        outcome: "running",
        error: null,
        server,
        runs: sql`${jobRuns.runs} + 1`,
      })
      .where(and(eq(jobRuns.name, job.name), lte(jobRuns.dueAt, sql`now()`), or(isNull(jobRuns.leaseUntil), lt(jobRuns.leaseUntil, sql`now()`))))
      .returning({ failures: jobRuns.failures });
    return claimed;
  }

  /** Records how the run went; a failure makes the job due again after a delay that doubles each time. */
  async function finish(job: Job, failures: number, error: unknown): Promise<void> {
    const mine = and(eq(jobRuns.name, job.name), eq(jobRuns.server, server));
    if (error === undefined) {
      await db().update(jobRuns).set({ leaseUntil: null, endedAt: sql`clock_timestamp()`, outcome: "ok", failures: 0 }).where(mine);
      return;
    }
    const retryMs = Math.min(ms(job.everyMs), ms(RETRY_BASE_MS) * 2 ** failures);
    await db()
      .update(jobRuns)
      .set({
        leaseUntil: null,
        endedAt: sql`clock_timestamp()`,
        outcome: "failed",
        error: String(error).slice(0, 2000),
        failures: sql`${jobRuns.failures} + 1`,
        dueAt: after(retryMs),
      })
      .where(mine);
  }

  async function tick(job: Job): Promise<void> {
    const claimed = await claim(job);
    if (!claimed) return;
    let failure: unknown;
    try {
      await job.run();
    } catch (error) {
      failure = error ?? "échec";
      if (!noticeDatabaseFailure(error)) log.error("job.failed", { job: job.name, error: String(error), failures: claimed.failures + 1 });
    }
    countJobRun(job.name, failure !== undefined);
    await finish(job, claimed.failures, failure);
  }

  for (const job of jobs) {
    let busy = false;
    const poll = () => {
      if (stopped || busy || databaseIsDown()) return;
      busy = true;
      const task = tick(job)
        .catch((error: unknown) => {
          // The database away is said once, by its health, which probes it until it is back.
          if (!noticeDatabaseFailure(error)) log.error("job.claim_failed", { job: job.name, error: String(error) });
        })
        .finally(() => {
          busy = false;
          running.delete(task);
        });
      running.add(task);
    };
    poll();
    const timer = setInterval(poll, Math.min(ms(job.everyMs), ms(POLL_MS)));
    timer.unref();
    timers.add(timer);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      while (running.size > 0) await Promise.allSettled(running);
    },
  };
}

let current: Scheduler | undefined;

/** The app's scheduler: one per process, started at boot. */
export function startScheduler(jobs: readonly Job[], options: SchedulerOptions = {}): void {
  void current?.stop();
  current = createScheduler(jobs, options);
}

export async function stopScheduler(): Promise<void> {
  const stopping = current;
  current = undefined;
  await stopping?.stop();
}
