import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "../features/accounts/session.server.ts";
import { pendingBookingsQuery } from "../features/bookings/pending-count.server.ts";
import { unreadMessagesQuery } from "../features/chat/unread-count.server.ts";
import { recentNotifications, unreadNotificationsQuery } from "../features/notifications/notifications.server.ts";
import { subscriptionOf } from "../features/subscription/pro-status.server.ts";
import { db } from "../server/db.server.ts";
import { profiles } from "../server/schema.ts";

/** Everything the header, bell and bottom bar show for a signed-in user, in one round of queries. */
export async function shellData(user: SessionUser) {
  const [notifications, counts, subscription] = await Promise.all([recentNotifications(user.id), badgeCounts(user.id), subscriptionOf(user.id)]);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarUrl: user.avatarUrl,
      role: user.role,
    },
    notifications: { items: notifications, unread: counts.unreadNotifications },
    pendingBookings: counts.pendingBookings,
    unreadMessages: counts.unreadMessages,
    subscription,
  };
}

export type ShellData = Awaited<ReturnType<typeof shellData>>;

/** The three badges (bell, bookings, messages), each counted by its feature, read in one query. */
async function badgeCounts(userId: string) {
  const [row] = await db()
    .select({
      unreadNotifications: sql<number>`(${unreadNotificationsQuery(userId)})`.mapWith(Number),
      pendingBookings: sql<number>`(${pendingBookingsQuery(userId)})`.mapWith(Number),
      unreadMessages: sql<number>`(${unreadMessagesQuery(userId)})`.mapWith(Number),
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? { unreadNotifications: 0, pendingBookings: 0, unreadMessages: 0 };
}
