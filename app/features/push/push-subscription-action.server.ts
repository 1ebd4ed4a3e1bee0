import { hit } from "../../server/rate-limit.server.ts";
import { PUSH_MESSAGES } from "./push-topics.ts";
import { readPushSubscription, removePushSubscription, savePushSubscription } from "./subscriptions.server.ts";

/** Subscribing and unsubscribing a device, per member: a browser's few tries, never a flood of rows. */
const TRIES = { max: 30, windowSeconds: 3600 };
export const PUSH_TOO_MANY = "Trop de tentatives : réessayez dans une heure.";

export type PushDeviceAnswer = { ok: true; on: boolean } | { ok: false; status: 400 | 429; error: string };

/** The subscribe route's work: 'subscribe' keeps this browser's subscription for the member, 'unsubscribe' removes one of theirs. */
export async function changePushDevice(userId: string, form: FormData): Promise<PushDeviceAnswer> {
  const intent = form.get("intent");
  if (intent !== "subscribe" && intent !== "unsubscribe") return { ok: false, status: 400, error: PUSH_MESSAGES.invalid };
  if (!(await hit(`push-device:${userId}`, TRIES))) return { ok: false, status: 429, error: PUSH_TOO_MANY };
  if (intent === "unsubscribe") {
    const endpoint = form.get("endpoint");
    if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > 2048) return { ok: false, status: 400, error: PUSH_MESSAGES.invalid };
    await removePushSubscription(userId, endpoint);
    return { ok: true, on: false };
  }
  const read = readPushSubscription({ endpoint: form.get("endpoint"), p256dh: form.get("p256dh"), auth: form.get("auth") });
  if (!read.ok) return { ok: false, status: 400, error: read.error };
  await savePushSubscription(userId, read.value);
  return { ok: true, on: true };
}
