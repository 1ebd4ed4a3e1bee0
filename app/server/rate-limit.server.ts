import { and, eq, gt, lte, sql } from "drizzle-orm";
import { db } from "./db.server.ts";
import { rateLimits } from "./schema.ts";

type Executor = Pick<ReturnType<typeof db>, "insert">;

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** The hits of a key's current window (this one included), and the whole seconds until it ends. */
export interface WindowHits {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically in the database (so every app instance
 * shares the count). Returns false when the key is over its limit.
 */
export async function hit(key: string, rule: RateRule): Promise<boolean> {
  return (await hitCount(key, rule.windowSeconds)) <= rule.max;
}

/** Counts one hit on `key` in a fixed window of `windowSeconds`; returns the hits of the window so far, this one included. */
export async function hitCount(key: string, windowSeconds: number): Promise<number> {
  return (await hitWindow(key, windowSeconds)).count;
}

/**
 * Counts one hit on `key` in a fixed window of `windowSeconds`; returns the window's hits and when
 * it ends (measured by the database's clock, the one that opened the window), for a Retry-After.
 */
export async function hitWindow(key: string, windowSeconds: number, executor: Executor = db()): Promise<WindowHits> {
  const rows = await executor
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then now() + make_interval(secs => ${windowSeconds}) else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowEndsAt} - now()))))::int`,
    });
  return { count: rows[0]?.count ?? 0, retryAfterSeconds: Number(rows[0]?.retryAfterSeconds ?? windowSeconds) };
}

export type Throttle = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Every key must pass; all are counted so an attacker cannot reset one by tripping another. A
 * refusal says when every key over its limit has a fresh window again.
 */
export async function hitAll(keys: { key: string; rule: RateRule }[]): Promise<Throttle> {
  const windows = await Promise.all(keys.map(({ key, rule }) => hitWindow(key, rule.windowSeconds)));
  const over = windows.filter((w, i) => w.count > keys[i].rule.max);
  if (over.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...over.map((w) => w.retryAfterSeconds)) };
}

/** Thrown inside `takeAll`'s transaction to undo its hits; carries the refusal out. */
class Refused extends Error {
  readonly throttle: Throttle;
  constructor(throttle: Throttle) {
    super("rate limit refused");
    this.throttle = throttle;
  }
}

/**
 * Counts one hit on every key only if all stay within their limits, in one transaction: a refused
 * attempt counts nowhere, even for a moment, so simultaneous attempts cannot crowd each other out
 * (with `hitAll` then `forgive`, a refused one holds a slot until it gives it back). Keys are
 * locked in one order so two attempts on the same keys cannot deadlock.
 */
export async function takeAll(keys: { key: string; rule: RateRule }[]): Promise<Throttle> {
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    await db().transaction(async (tx) => {
      const windows: WindowHits[] = [];
      for (const { key, rule } of ordered) windows.push(await hitWindow(key, rule.windowSeconds, tx));
      const over = windows.filter((w, i) => w.count > ordered[i]!.rule.max);
      if (over.length > 0) throw new Refused({ allowed: false, retryAfterSeconds: Math.max(...over.map((w) => w.retryAfterSeconds)) });
    });
    return { allowed: true };
  } catch (error) {
    if (error instanceof Refused) return error.throttle;
    throw error;
  }
}

/**
 * Gives one hit back on `key`, in its current window only: an attempt that turned out legitimate
 * (a successful sign-in) does not count against its account or its address.
 */
export async function forgive(key: string): Promise<void> {
  await db()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)));
}

/**
 * Deletes the counts whose window has ended: such a row only restarts at 1 on its next hit, so
 * dropping it changes nothing but the table's size (one row per address and listing viewed, per
 * number texted…). Returns how many went.
 */
export async function pruneEndedWindows(): Promise<number> {
  const gone = await db().delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`)).returning({ key: rateLimits.key });
  return gone.length;
}
