import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "./db.server.ts";
import { rateLimits } from "./schema.ts";

export interface RateRule {
  max: number;
  windowSeconds: number;
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
  const rule = { windowSeconds };
  const rows = await db()
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then now() + make_interval(secs => ${rule.windowSeconds}) else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 0;
}

/** Every key must pass; all are counted so an attacker cannot reset one by tripping another. */
export async function hitAll(keys: { key: string; rule: RateRule }[]): Promise<boolean> {
  const results = await Promise.all(keys.map(({ key, rule }) => hit(key, rule)));
  return results.every(Boolean);
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
