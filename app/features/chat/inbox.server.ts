import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { conversations, listings, messages, profiles } from "../../server/schema.ts";
import type { ListingKind } from "../listings/listing.ts";

export interface InboxEntry {
  id: string;
  updatedAt: string;
  other: { id: string; firstName: string; lastName: string; avatarUrl: string | null };
  /** Null once the listing is deleted: the conversation stays. */
  listing: { id: string; kind: ListingKind; brand: string; model: string; cover: string | null } | null;
  /** `offer`: the sentence an offer's move left (offer-amount.ts), shown in the page's words. */
  last: { content: string; mine: boolean; createdAt: string; offer: boolean } | null;
  unread: number;
}

const INBOX_LIMIT = 100;

/** The id of the other participant of a conversation, seen from `userId`. */
export const otherParticipant = (userId: string) =>
  sql<string>`case when ${conversations.participant1Id} = ${userId} then ${conversations.participant2Id} else ${conversations.participant1Id} end`;

/**
 * Spec 001: the user's conversations, newest activity first, each with the other person, the
 * listing, the last message and the unread count, in one query (lateral joins, no query per row).
 */
export async function listConversations(userId: string): Promise<InboxEntry[]> {
  const last = db()
    .select({ content: messages.content, senderId: messages.senderId, createdAt: messages.createdAt, offerId: messages.offerId })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as("last");
  const unread = db()
    .select({ n: sql<number>`count(*)::int`.as("n") })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), eq(messages.isRead, false), ne(messages.senderId, userId)))
    .as("unread");
  const rows = await db()
    .select({
      id: conversations.id,
      updatedAt: conversations.updatedAt,
      otherId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      listingId: listings.id,
      kind: listings.kind,
      brand: listings.brand,
      model: listings.model,
      cover: sql<string | null>`${listings.images}[1]`,
      lastContent: last.content,
      lastSenderId: last.senderId,
      lastAt: last.createdAt,
      lastOfferId: last.offerId,
      unread: unread.n,
    })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, otherParticipant(userId)))
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .leftJoinLateral(last, sql`true`)
    .innerJoinLateral(unread, sql`true`)
    .where(or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(INBOX_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    updatedAt: r.updatedAt.toISOString(),
    other: { id: r.otherId, firstName: r.firstName, lastName: r.lastName, avatarUrl: r.avatarUrl },
    listing: r.listingId && r.kind && r.brand && r.model ? { id: r.listingId, kind: r.kind, brand: r.brand, model: r.model, cover: r.cover } : null,
    last:
      r.lastContent !== null && r.lastAt
        ? { content: r.lastContent, mine: r.lastSenderId === userId, createdAt: new Date(r.lastAt).toISOString(), offer: r.lastOfferId !== null }
        : null,
    unread: Number(r.unread),
  }));
}
