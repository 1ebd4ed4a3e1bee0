import { and, count, eq, ne, or } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { conversations, messages } from "../../server/schema.ts";

/** Messages from others, not yet read, in the user's conversations (the Messages badge). */
export async function unreadMessageCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(messages.conversationId, conversations.id))
    .where(
      and(
        or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId)),
        eq(messages.isRead, false),
        ne(messages.senderId, userId),
      ),
    );
  return row?.n ?? 0;
}
