import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { profiles } from "../../server/schema.ts";
import { sessionsChanged } from "../../server/session-cache.server.ts";

/**
 * Keeps the member's data saver on their account: it follows them on every device, over the
 * choice a device kept before they signed in (app/lib/data-saver.ts). Their session, which
 * carries it to the pages, is read anew on every instance.
 */
export async function setDataSaver(userId: string, on: boolean): Promise<void> {
  await db().update(profiles).set({ dataSaver: on }).where(eq(profiles.id, userId));
  await sessionsChanged(userId);
}
