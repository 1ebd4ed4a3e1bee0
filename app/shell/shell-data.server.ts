import { type SQL, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../features/accounts/session.server.ts";
import { pendingBookingsQuery } from "../features/bookings/pending-count.server.ts";
import { unreadMessagesQuery } from "../features/chat/unread-count.server.ts";
import { recentNotificationsQuery, toNotificationItem, unreadNotificationsQuery } from "../features/notifications/notifications.server.ts";
import { subscriptionFactsQuery, subscriptionFrom } from "../features/subscription/pro-status.server.ts";
import { db } from "../server/db.server.ts";
import { jsonRows } from "../server/json-rows.server.ts";
import { profiles } from "../server/schema.ts";

/** Everything the header, bell and bottom bar show for a signed-in user, in one query. */
export async function shellData(user: SessionUser) {
  const [row] = await db().select(shellFields(user.id)).from(profiles).where(eq(profiles.id, user.id));
  return shellFrom(user, row);
}

/**
 * The bell's list, the three badges and the plan, each defined by its feature, as the fields of one
 * SELECT from the member's profile row: on small tables PostgreSQL spends longer planning a query
 * than running it. `/moi` reads more fields in the same select.
 */
export function shellFields(userId: string) {
  return {
    notifications: jsonRows(recentNotificationsQuery(userId)),
    unreadNotifications: sql<number>`(${unreadNotificationsQuery(userId)})`.mapWith(Number),
    pendingBookings: sql<number>`(${pendingBookingsQuery(userId)})`.mapWith(Number),
    unreadMessages: sql<number>`(${unreadMessagesQuery(userId)})`.mapWith(Number),
    subscription: jsonRows(subscriptionFactsQuery(userId)),
  };
}

type ShellFields = ReturnType<typeof shellFields>;
type ShellRow = { [K in keyof ShellFields]: ShellFields[K] extends SQL<infer T> ? T : never };

/** The shell from its row (none when the profile is gone: an empty bell). */
export function shellFrom(user: SessionUser, row: ShellRow | undefined) {
  const { notifications, subscription, ...counts } = row ?? EMPTY_SHELL;
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarUrl: user.avatarUrl,
      role: user.role,
    },
    notifications: { items: notifications.map(toNotificationItem), unread: counts.unreadNotifications },
    pendingBookings: counts.pendingBookings,
    unreadMessages: counts.unreadMessages,
    subscription: subscriptionFrom(subscription),
  };
}

export type ShellData = Awaited<ReturnType<typeof shellData>>;

const EMPTY_SHELL = { notifications: [], unreadNotifications: 0, pendingBookings: 0, unreadMessages: 0, subscription: [] };
