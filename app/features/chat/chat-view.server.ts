import { and, desc, eq, or, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { isOnline } from "../../server/presence.server.ts";
import { conversations, listings, messages, profiles } from "../../server/schema.ts";
import type { ListingKind } from "../listings/listing.ts";
import { CHAT_PAGE_SIZE } from "./chat-rules.ts";
import { otherParticipant } from "./inbox.server.ts";

export interface ChatMessage {
  id: string;
  content: string;
  /** The offer this message is a move of: shown as its card. */
  offerId: string | null;
  mine: boolean;
  read: boolean;
  createdAt: string;
}

export interface ChatPage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The id to ask for the page before these, or null at the start of the conversation. */
  olderCursor: string | null;
}

export interface ChatView extends ChatPage {
  id: string;
  other: { id: string; firstName: string; lastName: string; avatarUrl: string | null; online: boolean; lastSeenAt: string | null };
  listing: { id: string; kind: ListingKind; brand: string; model: string; cover: string | null } | null;
}

const mine = (userId: string, conversationId: string) =>
  and(eq(conversations.id, conversationId), or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId)));

/**
 * One page of a conversation's messages, newest `CHAT_PAGE_SIZE` before `before` (a message id:
 * keyset on time then id, exact to the microsecond since the database compares its own values).
 * Empty for anyone but its two participants.
 */
export async function messagePage(userId: string, conversationId: string, before?: string | null): Promise<ChatPage> {
  if (!isUuid(conversationId)) return { messages: [], olderCursor: null };
  const cursor =
    before && isUuid(before) ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before})` : undefined;
  const rows = await db()
    .select({
      id: messages.id,
      content: messages.content,
      offerId: messages.offerId,
      senderId: messages.senderId,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(mine(userId, conversationId), cursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return {
    messages: page.map((r) => ({
      id: r.id,
      content: r.content,
      offerId: r.offerId,
      mine: r.senderId === userId,
      read: r.isRead,
      createdAt: r.createdAt.toISOString(),
    })),
    olderCursor: rows.length > CHAT_PAGE_SIZE ? (page[0]?.id ?? null) : null,
  };
}

/** The open chat: who the other person is and whether they are here, the listing, the newest messages. Null for a stranger. */
export async function loadChat(userId: string, conversationId: string, before?: string | null): Promise<ChatView | null> {
  if (!isUuid(conversationId)) return null;
  const [[head], page] = await Promise.all([
    db()
      .select({
        otherId: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
        lastSeenAt: profiles.lastSeenAt,
        listingId: listings.id,
        kind: listings.kind,
        brand: listings.brand,
        model: listings.model,
        cover: sql<string | null>`${listings.images}[1]`,
      })
      .from(conversations)
      .innerJoin(profiles, eq(profiles.id, otherParticipant(userId)))
      .leftJoin(listings, eq(listings.id, conversations.listingId))
      .where(mine(userId, conversationId)),
    messagePage(userId, conversationId, before),
  ]);
  if (!head) return null;
  return {
    id: conversationId,
    ...page,
    other: {
      id: head.otherId,
      firstName: head.firstName,
      lastName: head.lastName,
      avatarUrl: head.avatarUrl,
      online: isOnline(head.otherId),
      lastSeenAt: head.lastSeenAt?.toISOString() ?? null,
    },
    listing:
      head.listingId && head.kind && head.brand && head.model
        ? { id: head.listingId, kind: head.kind, brand: head.brand, model: head.model, cover: head.cover }
        : null,
  };
}
