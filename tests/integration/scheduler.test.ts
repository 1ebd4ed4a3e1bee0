import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "../../app/server/db.server.ts";
import { type Job, type Scheduler, createScheduler } from "../../app/server/scheduler.server.ts";
import { jobRuns } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

/**
 * Two schedulers on one database, as two app servers: periods are shrunk a thousand times (an hour
 * is 3.6 s, the 15 s first retry 15 ms, the 15 min lease 0.9 s, the 10 s poll 10 ms).
 */
const SCALE = 0.001;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const running: Scheduler[] = [];
const twoServers = (jobs: Job[]) => {
  running.push(createScheduler(jobs, { server: "a", timeScale: SCALE }), createScheduler(jobs, { server: "b", timeScale: SCALE }));
};
afterEach(async () => {
  for (const scheduler of running.splice(0)) await scheduler.stop();
});

/** The most starts a job of this period can have had since `began`: a machine may wake the test late, never a run early. */
const mostStartsSince = (began: number, periodMs: number) => Math.floor((Date.now() - began) / periodMs) + 1;

const runOf = async (name: string) => (await db().select().from(jobRuns).where(eq(jobRuns.name, name)))[0];

describe("the scheduler across servers", () => {
  it("runs each job once per period whichever server claims it, and records the last run", async () => {
    const starts: number[] = [];
    // 300 s scaled: a run every 300 ms.
    const began = Date.now();
    twoServers([{ name: "every-300ms", everyMs: 300_000, run: async () => void starts.push(Date.now()) }]);
    await sleep(1_450);
    await Promise.all(running.splice(0).map((s) => s.stop()));
    // At 0, 300, 600, 900, 1200 ms: five runs, not ten. A busy machine may make a poll late, never a
    // run early; it may also wake the test late, so the bound counts the periods that really passed.
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect(starts.length).toBeLessThanOrEqual(mostStartsSince(began, 300));
    // Two servers running one period twice would start within a few ms of each other. A run starts
    // when its claim's answer reaches the process, which a loaded machine delays (the PostgreSQL suite
    // runs beside the browser journeys, ADR 0047): a late start shortens the gap to the next one.
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(25);
    const row = await runOf("every-300ms");
    expect(row).toMatchObject({ outcome: "ok", error: null, failures: 0, runs: starts.length, leaseUntil: null });
    expect(["a", "b"]).toContain(row.server);
    expect(row.endedAt!.getTime()).toBeGreaterThanOrEqual(row.startedAt!.getTime());
  });

  it("retries a failing job with a delay that doubles, and records the error", async () => {
    const attempts: number[] = [];
    twoServers([
      {
        name: "always-failing",
        // The period (10 min scaled: 600 ms) caps the backoff; the first retry comes after 15 ms.
        everyMs: 600_000,
        run: async () => {
          attempts.push(Date.now());
          throw new Error("serveur SMTP injoignable");
        },
      },
    ]);
    for (let waited = 0; ((await runOf("always-failing"))?.failures ?? 0) < 4 && waited < 5_000; waited += 20) await sleep(20);
    await Promise.all(running.splice(0).map((s) => s.stop()));
    const row = await runOf("always-failing");
    expect(row).toMatchObject({ outcome: "failed", error: "Error: serveur SMTP injoignable", failures: attempts.length });
    // The n-th failure in a row makes the job due 15 ms × 2^(n-1) after it ended.
    const delay = row.dueAt.getTime() - row.endedAt!.getTime();
    expect(Math.abs(delay - 15 * 2 ** (row.failures - 1))).toBeLessThanOrEqual(2);
    // Never retried early, on either server, however late a busy machine makes a poll.
    for (let i = 1; i < attempts.length; i++) expect(attempts[i] - attempts[i - 1]).toBeGreaterThanOrEqual(15 * 2 ** (i - 1) - 2);
  });

  it("starts a job anew after a failure clears it", async () => {
    const calls: number[] = [];
    twoServers([
      {
        name: "fails-once",
        everyMs: 600_000,
        run: async () => {
          calls.push(Date.now());
          if (calls.length === 1) throw new Error("une fois");
        },
      },
    ]);
    for (let waited = 0; calls.length < 2 && waited < 3_000; waited += 10) await sleep(10);
    await sleep(200);
    await Promise.all(running.splice(0).map((s) => s.stop()));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // Then not again before its period (600 ms) has passed, however late a busy machine wakes the test:
    // a third run is at least the period after the second's claim, whose answer may reach us late.
    if (calls.length > 2) expect(calls[2] - calls[1]).toBeGreaterThanOrEqual(300);
    expect(calls.length).toBeLessThanOrEqual(3);
    expect(await runOf("fails-once")).toMatchObject({ outcome: "ok", failures: 0, error: null });
  });

  it("never overlaps a run that outlasts its period, on either server", async () => {
    let inFlight = 0;
    let most = 0;
    let runs = 0;
    // Due every 50 ms, each run takes 300 ms (under the 0.9 s lease).
    const began = Date.now();
    twoServers([
      {
        name: "overlong",
        everyMs: 50_000,
        run: async () => {
          runs += 1;
          inFlight += 1;
          most = Math.max(most, inFlight);
          await sleep(300);
          inFlight -= 1;
        },
      },
    ]);
    await sleep(1_000);
    await Promise.all(running.splice(0).map((s) => s.stop()));
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    // One run at a time, each 300 ms: at most one start per 300 ms that really passed.
    expect(runs).toBeLessThanOrEqual(mostStartsSince(began, 300));
  });
});
