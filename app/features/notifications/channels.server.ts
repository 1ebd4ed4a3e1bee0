import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { localizedPath } from "../../lib/language.ts";
import { type Db } from "../../server/db.server.ts";
import { isOnline } from "../../server/presence.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { PHONE_VERIFIED, notifications, profiles } from "../../server/schema.ts";
import { whatsappConfig } from "../../server/whatsapp/cloud-api.server.ts";
import { WHATSAPP_TOPICS, type WhatsAppTopic } from "../accounts/whatsapp-preferences.server.ts";
import { queuePushes, wakePushOutbox } from "../push/push-outbox.server.ts";
import { type NotificationInput, type NotificationItem, createNotification, recipientLanguages } from "./notifications.server.ts";
import { queueWhatsApp, wakeWhatsAppOutbox } from "./whatsapp-outbox.server.ts";
import { WHATSAPP_TEMPLATES } from "./whatsapp-templates.server.ts";

export { WHATSAPP_TEMPLATES };

/** What an event told through `notifyMember` is about: each topic has its push switch; WhatsApp carries offers as messages. */
export type NotificationTopic = "messages" | "bookings" | "offers";
const WHATSAPP_TOPIC_OF: Record<NotificationTopic, WhatsAppTopic> = { messages: "messages", bookings: "bookings", offers: "messages" };

/** A template parameter may hold no line break, tab or run of spaces, and stays short. */
function templateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The one place an event reaches a member's channels: the bell always (stored in the caller's
 * transaction, published by the caller at its commit), a push to their devices when they have no
 * page of the site open and this topic's push switch on (every message: the phone shows the
 * latest of a conversation in place of the one before, ADR 0044), WhatsApp when the member turned it on for
 * this topic at their verified phone and has no page of the site open, and the mail jobs only when WhatsApp does not carry the topic
 * (`whatsappCarries`): one notification per event per member. A new message in a conversation
 * whose earlier news the member has not read yet goes to the bell only, as the mail does.
 * The caller wakes the outboxes (`wakeChannels`) once its transaction has committed.
 */
export async function notifyMember(
  tx: Db,
  userId: string,
  topic: NotificationTopic,
  input: NotificationInput,
  options: { now?: Date } = {},
): Promise<NotificationItem> {
  const whatsappTopic = WHATSAPP_TOPIC_OF[topic];
  const unreadBefore =
    whatsappTopic === "messages" && input.link
      ? await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.link, input.link), eq(notifications.read, false)))
          .limit(1)
      : [];
  // Written in the member's language (theirs, else their country's), as the push and WhatsApp copies.
  const language = (await recipientLanguages(tx, [userId])).get(userId) ?? "fr";
  const item = await createNotification(tx, userId, input, { ...options, language });
  const page = localizedPath(input.link ?? "/", language);
  await queuePushes(tx, [{ userId, topic, title: item.title, body: item.message, url: page }]);
  // A member with a page open hears of it live (the bell): WhatsApp is for the others.
  if (unreadBefore.length > 0 || !whatsappConfig() || isOnline(userId)) return item;
  const [member] = await tx
    .select({ number: profiles.whatsappNumber, verified: PHONE_VERIFIED, off: profiles[WHATSAPP_TOPICS[whatsappTopic].column], deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!member?.number || !member.verified || member.off || member.deletedAt) return item;
  await queueWhatsApp(tx, {
    userId,
    notificationId: item.id,
    to: member.number,
    template: WHATSAPP_TEMPLATES[whatsappTopic][language],
    params: [templateText(item.title, 120), templateText(item.message, 300), `${appUrl()}${page}`],
  });
  return item;
}

/**
 * For the mail jobs' queries (a member's profile row, or an alias of it): true when WhatsApp carries
 * this topic for the member, whose mail is then not sent.
 */
export function whatsappCarries(
  p: { whatsappNumber: PgColumn; phone: PgColumn; phoneVerified: PgColumn; whatsappMessagesOff: PgColumn; whatsappBookingsOff: PgColumn },
  topic: WhatsAppTopic,
) {
  if (!whatsappConfig()) return sql<boolean>`false`;
  const off = topic === "messages" ? p.whatsappMessagesOff : p.whatsappBookingsOff;
  return sql<boolean>`(${p.whatsappNumber} is not null and coalesce(${p.phoneVerified} = ${p.phone}, false) and not ${off})`;
}

/** Sends what `notifyMember` queued (WhatsApp, push), off the request: called once its transaction has committed. */
export function wakeChannels(): void {
  void wakeWhatsAppOutbox();
  void wakePushOutbox();
}
