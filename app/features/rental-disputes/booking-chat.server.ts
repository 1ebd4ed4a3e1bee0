import { and, desc, eq, or } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { conversations, messages, profiles } from "../../server/schema.ts";

export interface ChatLine {
  id: string;
  /** Which party wrote it. */
  role: "owner" | "renter";
  author: string;
  content: string;
  createdAt: string;
}

/** The most an admin's page shows: the latest ones, which a dispute turns on. */
export const CHAT_LINES_SHOWN = 300;

/**
 * The conversation of a booking's renter and owner about its car (one per pair and listing,
 * whoever wrote first), oldest first; the latest CHAT_LINES_SHOWN when it is longer. For an
 * admin's page only: it checks nobody's rights.
 */
export async function bookingChat(booking: { listingId: string; ownerId: string; renterId: string }): Promise<{ lines: ChatLine[]; cut: boolean }> {
  const between = or(
    and(eq(conversations.participant1Id, booking.ownerId), eq(conversations.participant2Id, booking.renterId)),
    and(eq(conversations.participant1Id, booking.renterId), eq(conversations.participant2Id, booking.ownerId)),
  );
  const rows = await db()
    .select({
      id: messages.id,
      senderId: messages.senderId,
      content: messages.content,
      createdAt: messages.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .where(and(eq(conversations.listingId, booking.listingId), between))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CHAT_LINES_SHOWN + 1);
  const cut = rows.length > CHAT_LINES_SHOWN;
  const lines = rows
    .slice(0, CHAT_LINES_SHOWN)
    .reverse()
    .map((row) => ({
      id: row.id,
      role: row.senderId === booking.ownerId ? ("owner" as const) : ("renter" as const),
      author: `${row.firstName} ${row.lastName}`,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    }));
  return { lines, cut };
}
