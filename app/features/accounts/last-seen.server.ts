import { inArray, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { profiles } from "../../server/schema.ts";

const BATCH = 500;

/**
 * Moves these users' last-seen time to now: when a page opens or closes its event stream, and
 * every minute for everyone with a page open, so another instance (and the offline mail) knows
 * they are present even though their stream is not its own. Never fails its caller.
 */
export async function touchLastSeen(userIds: readonly string[]): Promise<void> {
  try {
    for (let i = 0; i < userIds.length; i += BATCH) {
      await db()
        .update(profiles)
        .set({ lastSeenAt: sql`now()` })
        .where(inArray(profiles.id, userIds.slice(i, i + BATCH)));
    }
  } catch (error) {
    log.warn("last_seen.failed", { error: String(error) });
  }
}
