import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { profiles } from "../../server/schema.ts";

/** The switch of the mails about unread messages: the mail's unsubscribe link turns it off (and later the profile). */
export async function setMessageMailOptOut(userId: string, optOut: boolean): Promise<boolean> {
  const rows = await db().update(profiles).set({ messageMailOptOut: optOut }).where(eq(profiles.id, userId)).returning({ id: profiles.id });
  return rows.length > 0;
}
