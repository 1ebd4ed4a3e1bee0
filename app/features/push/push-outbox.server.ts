import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { countedSend } from "../../server/metrics.server.ts";
import { isOnline } from "../../server/presence.server.ts";
import { type PushTopic, profiles, pushMessages, pushSubscriptions } from "../../server/schema.ts";
import { PushServiceError, sendPush } from "../../server/web-push.server.ts";
import { PUSH_TOPIC_COLUMNS } from "./push-preferences.server.ts";
import { pushPayload } from "./push-topics.ts";
import { recordPushResult } from "./subscriptions.server.ts";

const BATCH = 50;
/** Tries before a push no device took is given up (the bell keeps the news). */
export const PUSH_MAX_ATTEMPTS = 3;
/** A row left `sending` this long (its server stopped mid-send) is taken again. */
const STUCK_MS = 10 * 60 * 1000;
/** A push no service took waits this long before its next try (the outbox's job runs every minute). */
export const PUSH_RETRY_MS = 60 * 1000;
/** How long a push service keeps a message for a phone that is off: news older than a day is no longer news. */
const TTL_SECONDS = 24 * 3600;
/** Topics a member waits on, which wake a phone in power saving. */
const URGENT: ReadonlySet<PushTopic> = new Set(["messages", "bookings", "offers"]);

export interface QueuedPush {
  userId: string;
  topic: PushTopic;
  title: string;
  body: string;
  /** The page to open (a path of the site). */
  url: string;
}

/** A member who may be pushed this topic: not banned, not deleted, the switch on, a device subscribed. */
function reachable(topic: PushTopic) {
  return and(
    eq(profiles.banned, false),
    isNull(profiles.deletedAt),
    eq(profiles[PUSH_TOPIC_COLUMNS[topic]], false),
    sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${profiles.id})`,
  );
}

/**
 * Queues pushes in the caller's transaction (they leave only once it commits), for the members who
 * have no page of the site open (those hear it live, in the bell) and may be pushed this topic.
 */
export async function queuePushes(tx: Db, items: readonly QueuedPush[]): Promise<number> {
  const offline = items.filter((item) => !isOnline(item.userId));
  let queued = 0;
  for (const topic of new Set(offline.map((item) => item.topic))) {
    const ofTopic = offline.filter((item) => item.topic === topic);
    const allowed = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(inArray(profiles.id, [...new Set(ofTopic.map((item) => item.userId))]), reachable(topic)));
    const ids = new Set(allowed.map((row) => row.id));
    const rows = ofTopic.filter((item) => ids.has(item.userId)).map((item) => ({ ...item, ...pushPayload(item) }));
    if (rows.length === 0) continue;
    await tx.insert(pushMessages).values(rows.map(({ userId, title, body, url }) => ({ userId, topic, title, body, url })));
    queued += rows.length;
  }
  return queued;
}

/**
 * The outbox's run: claims the due pushes (skipping any another server holds) and sends each to
 * every device of its member, who is read again now (banned, deleted or the switch turned off
 * meanwhile: nothing leaves). A device its push service says is gone is deleted. A push no device
 * took for a passing reason is tried again; otherwise the row goes. Returns how many devices took one.
 */
export async function sendDuePush(now: Date = new Date()): Promise<number> {
  const due = db()
    .select({ id: pushMessages.id })
    .from(pushMessages)
    .where(
      or(
        and(eq(pushMessages.status, "due"), or(eq(pushMessages.attempts, 0), lt(pushMessages.updatedAt, new Date(now.getTime() - PUSH_RETRY_MS)))),
        and(eq(pushMessages.status, "sending"), lt(pushMessages.updatedAt, new Date(now.getTime() - STUCK_MS))),
      ),
    )
    .orderBy(asc(pushMessages.createdAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db()
    .update(pushMessages)
    .set({ status: "sending", attempts: sql`${pushMessages.attempts} + 1`, updatedAt: now })
    .where(inArray(pushMessages.id, due))
    .returning();
  let delivered = 0;
  for (const message of claimed) {
    const devices = await db()
      .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .innerJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
      .where(and(eq(pushSubscriptions.userId, message.userId), reachable(message.topic)));
    const payload = JSON.stringify(pushPayload(message));
    let took = 0;
    let passing = 0;
    for (const device of devices) {
      try {
        await countedSend("push", sendPush(device, payload, { ttlSeconds: TTL_SECONDS, urgency: URGENT.has(message.topic) ? "high" : "normal" }));
        await recordPushResult(device.id, { ok: true });
        took++;
      } catch (error) {
        const refused = error instanceof PushServiceError;
        if (!refused || !error.permanent) passing++;
        log.warn("push.send_failed", { id: message.id, device: device.id, error: String(error) });
        await recordPushResult(device.id, { ok: false, gone: refused && error.gone, error: String(error) });
      }
    }
    delivered += took;
    if (took === 0 && passing > 0 && message.attempts < PUSH_MAX_ATTEMPTS) {
      await db().update(pushMessages).set({ status: "due" }).where(eq(pushMessages.id, message.id));
    } else {
      await db().delete(pushMessages).where(eq(pushMessages.id, message.id));
    }
  }
  return delivered;
}

let running: Promise<unknown> = Promise.resolve();
let queued: Promise<number> | null = null;

/**
 * Runs the outbox soon, off the request that queued a push (called once its transaction has
 * committed); wakes arriving while a run waits share it. Never rejects. The scheduled job is the
 * safety net when this server stops first.
 */
export function wakePushOutbox(): Promise<number> {
  if (queued) return queued;
  const next = running
    .then(() => {
      queued = null;
      return sendDuePush();
    })
    .catch((error: unknown) => {
      log.error("push.outbox_failed", { error: String(error) });
      return 0;
    });
  queued = next;
  running = next;
  return next;
}
