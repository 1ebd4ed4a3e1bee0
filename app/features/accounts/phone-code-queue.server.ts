import { asc, eq, inArray } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { phoneCodeQueue, profiles } from "../../server/schema.ts";
import { deliverCode, giveBackSiteSmsSlot, takeSiteSmsSlot } from "./phone-verification.server.ts";

/** Takes the oldest waiting ask off the queue; each instance gets its own (SKIP LOCKED). */
async function claimOldestAsk() {
  const oldest = db()
    .select({ userId: phoneCodeQueue.userId })
    .from(phoneCodeQueue)
    .orderBy(asc(phoneCodeQueue.requestedAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [ask] = await db().delete(phoneCodeQueue).where(inArray(phoneCodeQueue.userId, oldest)).returning();
  return ask;
}

/**
 * The `queued-phone-codes` job: texts the codes that waited for a day with room under the site's
 * ceiling, oldest first, each valid a day (they may arrive while their member is away). An ask is
 * dropped, not texted, when its member changed number, verified it meanwhile, or left. Returns how
 * many codes were texted.
 */
export async function sendQueuedPhoneCodes(now = new Date()): Promise<number> {
  // Most runs find nothing waiting: they leave the day's count alone.
  const [waiting] = await db().select({ userId: phoneCodeQueue.userId }).from(phoneCodeQueue).limit(1);
  if (!waiting) return 0;
  let sent = 0;
  for (;;) {
    if (!(await takeSiteSmsSlot(now))) return sent;
    const ask = await claimOldestAsk();
    if (!ask) {
      await giveBackSiteSmsSlot(now);
      return sent;
    }
    if ((await stillWanted(ask)) && (await deliverCode(ask.userId, ask.phone, now, true))) {
      sent++;
    } else {
      await giveBackSiteSmsSlot(now);
    }
  }
}

/** Whether the member still has the number the code was asked for, not yet verified. */
async function stillWanted(ask: { userId: string; phone: string }): Promise<boolean> {
  const [profile] = await db().select({ phone: profiles.phone, verified: profiles.phoneVerified }).from(profiles).where(eq(profiles.id, ask.userId));
  const wanted = profile?.phone === ask.phone && profile.verified !== ask.phone;
  if (!wanted) log.info("phone_code.queued_dropped", { userId: ask.userId });
  return wanted;
}
