import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { publish } from "../../server/events.server.ts";
import { conversations, messages } from "../../server/schema.ts";
import type { ListingRef } from "../listings/listing.ts";
import { visibleListingOwnerId } from "../listings/detail/detail.server.ts";
import { CONTACT_MESSAGES } from "./contact.server.ts";

export const MESSAGE_MAX = 2000;

export const CHAT_MESSAGES = {
  invalidConversation: "ID de conversation invalide",
  sendFailed: "Erreur lors de l'envoi du message",
  tooLong: `Un message ne doit pas dépasser ${MESSAGE_MAX} caractères`,
} as const;

const isParticipant = (userId: string) =>
  or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId));

/**
 * Spec §4: the conversation between a user and the seller or owner of a listing shown to
 * visitors, reused when the two already talk about that listing (one row per pair and listing,
 * whoever wrote first: a unique index). Contacting oneself is refused.
 * `now` is when it starts: the present, unless trusted code replays a history (the demo seed).
 */
export async function openConversation(
  userId: string,
  ref: ListingRef,
  options: { now?: Date } = {},
): Promise<Result<{ id: string }>> {
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
  const [existing] = await db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.listingId, ref.id),
        sql`least(${conversations.participant1Id}, ${conversations.participant2Id}) = least(${userId}, ${ownerId})`,
        sql`greatest(${conversations.participant1Id}, ${conversations.participant2Id}) = greatest(${userId}, ${ownerId})`,
      ),
    )
    .limit(1);
  return existing ? { ok: true, id: existing.id } : { ok: false, error: CONTACT_MESSAGES.failed };
}

/**
 * Spec §5: a participant sends a trimmed, non-empty message; the conversation moves to the top
 * of both lists and both participants' pages hear of it live.
 */
export async function sendMessage(
  senderId: string,
  conversationId: string,
  content: string,
  options: { now?: Date } = {},
): Promise<Result<{ id: string }>> {
  const text = content.trim();
  if (!text) return { ok: false, error: CHAT_MESSAGES.sendFailed };
  if (text.length > MESSAGE_MAX) return { ok: false, error: CHAT_MESSAGES.tooLong };
  if (!isUuid(conversationId)) return { ok: false, error: CHAT_MESSAGES.invalidConversation };
  const now = options.now ?? new Date();
  const sent = await db().transaction(async (tx) => {
    const [conversation] = await tx
      .update(conversations)
      .set({ updatedAt: now })
      .where(and(eq(conversations.id, conversationId), isParticipant(senderId)))
      .returning({ p1: conversations.participant1Id, p2: conversations.participant2Id });
    if (!conversation) return null;
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, senderId, content: text, createdAt: now })
      .returning({ id: messages.id });
    return { id: message.id, participants: [conversation.p1, conversation.p2] };
  });
  if (!sent) return { ok: false, error: CHAT_MESSAGES.invalidConversation };
  await Promise.all(sent.participants.map((userId) => publish(userId, { type: "messages-changed", conversationId })));
  return { ok: true, id: sent.id };
}

/** Spec §4: opening a conversation marks the other participant's messages read; returns how many. */
export async function markConversationRead(userId: string, conversationId: string): Promise<number> {
  if (!isUuid(conversationId)) return 0;
  const mine = db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(userId)));
  const read = await db()
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        inArray(messages.conversationId, mine),
        ne(messages.senderId, userId),
        eq(messages.isRead, false),
      ),
    )
    .returning({ id: messages.id });
  if (read.length > 0) await publish(userId, { type: "messages-changed", conversationId });
  return read.length;
}
