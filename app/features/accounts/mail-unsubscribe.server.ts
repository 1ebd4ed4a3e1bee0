import { type Language, localizedPath } from "../../lib/language.ts";
import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { profiles } from "../../server/schema.ts";
import { appUrl } from "../../server/secret.server.ts";
import { sign, verifySignature } from "../../server/signature.server.ts";

export const UNSUBSCRIBE_PATH = "/emails/desabonnement";

/**
 * The mails a user can turn off, each with its own switch on the profile, its own signature (a
 * link for one cannot turn off the other) and its own words. The messages' purpose keeps the name
 * of the first links sent, so they still work.
 */
export const MAIL_TOPICS = {
  messages: {
    purpose: "unsubscribe:message-mails",
    column: "messageMailOptOut",
    heading: "E-mails des messages non lus",
    done: "C'est fait : vous ne recevrez plus d'e-mail pour les messages non lus.",
  },
  bookings: {
    purpose: "unsubscribe:booking-mails",
    column: "bookingMailOptOut",
    heading: "E-mails des réservations",
    done: "C'est fait : vous ne recevrez plus d'e-mail pour vos réservations.",
  },
} as const;

export type MailTopic = keyof typeof MAIL_TOPICS;

export const UNSUBSCRIBE_INVALID = "Ce lien de désabonnement n'est pas valide.";

/** The topic a link names (`t`); links without one are the first kind sent, about messages. */
export function mailTopic(value: unknown): MailTopic | null {
  if (value === null || value === undefined || value === "" || value === "messages") return "messages";
  return value === "bookings" ? "bookings" : null;
}

/** The one-click link at the foot of a mail: signed for its recipient and topic, no sign-in needed. */
export function unsubscribeUrl(userId: string, topic: MailTopic, language: Language = "fr"): string {
  const query = new URLSearchParams({ ...(topic === "messages" ? {} : { t: topic }), u: userId, s: sign(MAIL_TOPICS[topic].purpose, userId) });
  return `${appUrl()}${localizedPath(UNSUBSCRIBE_PATH, language)}?${query}`;
}

export function isValidUnsubscribe(topic: MailTopic | null, userId: unknown, signature: unknown): userId is string {
  return topic !== null && typeof userId === "string" && userId.length > 0 && verifySignature(MAIL_TOPICS[topic].purpose, userId, signature);
}

/** Which mails the user receives, per topic (the profile's switches). */
export async function mailPreferences(userId: string): Promise<Record<MailTopic, boolean>> {
  const [row] = await db().select({ messages: profiles.messageMailOptOut, bookings: profiles.bookingMailOptOut }).from(profiles).where(eq(profiles.id, userId));
  return { messages: !row?.messages, bookings: !row?.bookings };
}

/** A topic's switch: the mail's unsubscribe link turns it off, the profile on or off. */
export async function setMailOptOut(userId: string, topic: MailTopic, optOut: boolean): Promise<boolean> {
  const rows = await db()
    .update(profiles)
    .set({ [MAIL_TOPICS[topic].column]: optOut })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** Turns a topic's mails off for the user the link was signed for; refused for a forged or altered link. */
export async function unsubscribe(topicValue: unknown, userId: unknown, signature: unknown): Promise<{ ok: boolean; message: string }> {
  const topic = mailTopic(topicValue);
  if (!isValidUnsubscribe(topic, userId, signature) || !topic || !(await setMailOptOut(userId, topic, true))) {
    return { ok: false, message: UNSUBSCRIBE_INVALID };
  }
  return { ok: true, message: MAIL_TOPICS[topic].done };
}
