import { and, asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { type Db, db } from "../../server/db.server.ts";
import { pushMessages, pushSubscriptions } from "../../server/schema.ts";
import { isPushEndpoint } from "../../server/web-push.server.ts";
import { PUSH_MESSAGES } from "./push-topics.ts";

/** Devices a member may have subscribed at once (a phone, a tablet, computers): the oldest goes beyond. */
export const PUSH_DEVICES_MAX = 10;
const ENDPOINT_MAX = 2048;

const base64url = (bytes: number, check?: (b: Buffer) => boolean) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((v) => {
      const decoded = Buffer.from(v, "base64url");
      return decoded.length === bytes && decoded.toString("base64url") === v.replace(/=+$/, "") && (!check || check(decoded));
    });

/** A browser's subscription as `PushSubscription.toJSON()` gives it, flattened into form fields. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(ENDPOINT_MAX)
    .refine((v) => isPushEndpoint(v)),
  // An uncompressed P-256 point (0x04, x, y), and the 16-byte auth secret (RFC 8291).
  p256dh: base64url(65, (b) => b[0] === 4),
  auth: base64url(16),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export function readPushSubscription(input: Record<string, unknown>): { ok: true; value: PushSubscriptionInput } | { ok: false; error: string } {
  const parsed = pushSubscriptionSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: PUSH_MESSAGES.invalid };
}

/**
 * Keeps a browser's subscription for the member signed in on it: a browser another member used
 * before now notifies this one (an endpoint is one browser's). Past PUSH_DEVICES_MAX the oldest goes.
 */
export async function savePushSubscription(userId: string, input: PushSubscriptionInput): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.p256dh, auth: input.auth, createdAt: new Date(), lastFailureAt: null, lastError: null },
      });
    const [{ n }] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    if (n <= PUSH_DEVICES_MAX) return;
    const oldest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt))
      .limit(n - PUSH_DEVICES_MAX);
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, oldest));
  });
}

/** Removes one of the member's own subscriptions; another member's endpoint matches nothing. */
export async function removePushSubscription(userId: string, endpoint: string): Promise<boolean> {
  const rows = await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** How many devices the member has notifications on. */
export async function pushDeviceCount(userId: string): Promise<number> {
  const [{ n }] = await db().select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return n;
}

export async function pushSubscriptionsOf(userId: string) {
  return db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
}

/** A push service's answer about one subscription: kept working, failing for now, or gone (deleted). */
export async function recordPushResult(id: string, result: { ok: true } | { ok: false; gone: boolean; error: string }): Promise<void> {
  const now = new Date();
  if (result.ok) await db().update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id));
  else if (result.gone) await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  else
    await db()
      .update(pushSubscriptions)
      .set({ lastFailureAt: now, lastError: result.error.slice(0, 500) })
      .where(eq(pushSubscriptions.id, id));
}

/** An account's deletion: its devices and the pushes waiting for them go, in the deletion's transaction. */
export async function erasePushDevicesOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(pushMessages).where(eq(pushMessages.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
