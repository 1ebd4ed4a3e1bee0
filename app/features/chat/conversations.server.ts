import { msg } from "@lingui/core/macro";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { elidedDe } from "../../lib/french-elision.ts";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publish, publishAll } from "../../server/events.server.ts";
import { hit } from "../../server/rate-limit.server.ts";
import { conversations, messages, profiles } from "../../server/schema.ts";
import { notifyMember, wakeChannels } from "../notifications/channels.server.ts";
import { markNotificationsReadByLink, notificationEvent } from "../notifications/notifications.server.ts";
import { CHAT_MESSAGES, CONTACT_MESSAGES, MESSAGES_PER_MINUTE, checkMessage, excerpt } from "./chat-rules.ts";
import type { ListingRef } from "../listings/listing.ts";
import { visibleListingOwnerId } from "../listings/detail/detail.server.ts";

const isParticipant = (userId: string) => or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId));

/**
 * Spec §4: the conversation between a user and the seller or owner of a listing shown to
 * visitors, reused when the two already talk about that listing (one row per pair and listing,
 * whoever wrote first: a unique index). Contacting oneself is refused.
 * `now` is when it starts: the present, unless trusted code replays a history (the demo seed).
 */
export async function openConversation(userId: string, ref: ListingRef, options: { now?: Date } = {}): Promise<Result<{ id: string }>> {
  const ownerId = await visibleListingOwnerId(ref);
  if (!ownerId) return { ok: false, error: CONTACT_MESSAGES.failed };
  if (ownerId === userId) return { ok: false, error: CONTACT_MESSAGES.self };
  const at = options.now ? { createdAt: options.now, updatedAt: options.now } : {};
  const [created] = await db()
    .insert(conversations)
    .values({ participant1Id: userId, participant2Id: ownerId, listingId: ref.id, ...at })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return { ok: true, id: created.id };
  const existing = await conversationOfPair(ref.id, userId, ownerId);
  return existing ? { ok: true, id: existing } : { ok: false, error: CONTACT_MESSAGES.failed };
}

/**
 * What 'Contacter' would open, without opening anything (a page's loader writes nothing, ADR
 * 0026): the conversation the user already has with the listing's seller or owner, or null when
 * there is none yet. Refused as openConversation refuses: oneself, or a listing not shown.
 */
export async function conversationAbout(userId: string, ref: ListingRef): Promise<Result<{ id: string | null }>> {
  const ownerId = await visibleListingOwnerId(ref);
  if (!ownerId) return { ok: false, error: CONTACT_MESSAGES.failed };
  if (ownerId === userId) return { ok: false, error: CONTACT_MESSAGES.self };
  return { ok: true, id: await conversationOfPair(ref.id, userId, ownerId) };
}

/** The conversation of two people about a listing, whoever wrote first, or null. */
async function conversationOfPair(listingId: string, a: string, b: string): Promise<string | null> {
  const [existing] = await db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.listingId, listingId),
        sql`least(${conversations.participant1Id}, ${conversations.participant2Id}) = least(${a}, ${b})`,
        sql`greatest(${conversations.participant1Id}, ${conversations.participant2Id}) = greatest(${a}, ${b})`,
      ),
    )
    .limit(1);
  return existing?.id ?? null;
}

/** Where a conversation is shown: its own address under /messages. */
export const conversationHref = (id: string) => `/messages/${id}`;

/**
 * Spec §5: a participant sends a trimmed message of 1 to 2 000 characters, at most 30 a minute.
 * The message, the conversation's move to the top of both lists and the recipient's notification
 * are one transaction; both participants' pages hear of it live once it is stored.
 */
export async function sendMessage(senderId: string, conversationId: string, content: string, options: { now?: Date } = {}): Promise<Result<{ id: string }>> {
  const checked = checkMessage(content);
  if (!checked.ok) return checked;
  if (!isUuid(conversationId)) return { ok: false, error: CHAT_MESSAGES.invalidConversation, code: "not-found" };
  if (!(await hit(`chat:send:${senderId}`, { max: MESSAGES_PER_MINUTE, windowSeconds: 60 }))) {
    return { ok: false, error: CHAT_MESSAGES.tooMany, code: "too-many" };
  }
  const now = options.now ?? new Date();
  const sent = await db().transaction(async (tx) => {
    const [conversation] = await tx
      .update(conversations)
      .set({ updatedAt: now })
      .from(profiles)
      .where(and(eq(conversations.id, conversationId), isParticipant(senderId), eq(profiles.id, senderId)))
      .returning({
        p1: conversations.participant1Id,
        p2: conversations.participant2Id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      });
    if (!conversation) return null;
    const [message] = await tx.insert(messages).values({ conversationId, senderId, content: checked.text, createdAt: now }).returning({ id: messages.id });
    const recipientId = conversation.p1 === senderId ? conversation.p2 : conversation.p1;
    const senderName = `${conversation.firstName} ${conversation.lastName}`;
    // "d'Aminata", "de Moussa": French's own, left out by the English text.
    const de = elidedDe(senderName);
    const notification = await notifyMember(
      tx,
      recipientId,
      "messages",
      {
        title: msg`Nouveau message ${de}${senderName}`,
        message: excerpt(checked.text, 100),
        type: "message",
        link: conversationHref(conversationId),
      },
      { now },
    );
    return { id: message.id, senderId, recipientId, notification };
  });
  if (!sent) return { ok: false, error: CHAT_MESSAGES.invalidConversation, code: "not-found" };
  const event = { type: "messages-changed", conversationId, messageId: sent.id } as const;
  await publishAll([{ userId: sent.recipientId, event }, { userId: sent.senderId, event }, notificationEvent(sent.recipientId, sent.notification)]);
  wakeChannels();
  return { ok: true, id: sent.id };
}

/**
 * Spec §4: opening a conversation marks the other participant's messages read, and the bell's news
 * of them with them; returns how many messages.
 */
export async function markConversationRead(userId: string, conversationId: string): Promise<number> {
  if (!isUuid(conversationId)) return 0;
  const mine = db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(userId)));
  const read = await db()
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.conversationId, conversationId), inArray(messages.conversationId, mine), ne(messages.senderId, userId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  if (read.length === 0) return 0;
  await markNotificationsReadByLink(userId, conversationHref(conversationId));
  await publish(userId, { type: "messages-changed", conversationId });
  return read.length;
}

/** The messages a deleted account wrote, inside the deletion's transaction: the other party's stay. */
export async function eraseMessagesBy(tx: Db, senderId: string): Promise<void> {
  await tx.delete(messages).where(eq(messages.senderId, senderId));
}
