import { inArray, sql } from "drizzle-orm";
import { db } from "./db.server.ts";
import { log } from "./log.server.ts";
import { profiles } from "./schema.ts";

/** Open event streams per user in this process: one per tab with the app open. */
const streams = new Map<string, number>();

/** A tab opened its event stream: the user is online, and seen now. */
export function streamOpened(userId: string): void {
  streams.set(userId, (streams.get(userId) ?? 0) + 1);
  void touch([userId]);
}

/** A tab closed its stream: the user was seen now, and is offline once their last tab is gone. */
export function streamClosed(userId: string): void {
  const left = (streams.get(userId) ?? 1) - 1;
  if (left > 0) streams.set(userId, left);
  else streams.delete(userId);
  void touch([userId]);
}

/** Whether the user has a page open on this instance ("En ligne" in the chat header). */
export function isOnline(userId: string): boolean {
  return streams.has(userId);
}

/**
 * Moves the last-seen time of everyone online here to now: run every minute, so another instance
 * (and the offline mail) sees them as present even though their stream is not its own.
 */
export async function touchOnlineUsers(): Promise<number> {
  const ids = [...streams.keys()];
  for (let i = 0; i < ids.length; i += 500) await touch(ids.slice(i, i + 500));
  return ids.length;
}

async function touch(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await db().update(profiles).set({ lastSeenAt: sql`now()` }).where(inArray(profiles.id, ids));
  } catch (error) {
    log.warn("presence.touch_failed", { error: String(error) });
  }
}
