import { and, count, eq, ne, or } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { conversations, messages } from "../../server/schema.ts";

/** Messages from others, not yet read, in the user's conversations (the Messages badge). */
export async function unreadMessageCount(userId: string): Promise<number> {
  const [row] = await unreadMessagesQuery(userId);
  return row?.n ?? 0;
}

/** The same count as a query not yet run: the shell reads it with the other badges in one round trip. */
export function unreadMessagesQuery(userId: string) {
  return db()
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(messages.conversationId, conversations.id))
    .where(
      and(or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId)), eq(messages.isRead, false), ne(messages.senderId, userId)),
    );
}
