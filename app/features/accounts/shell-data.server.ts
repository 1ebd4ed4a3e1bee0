import { pendingBookingCount } from "../bookings/pending-count.server.ts";
import { unreadMessageCount } from "../chat/unread-count.server.ts";
import { listNotifications } from "../notifications/notifications.server.ts";
import type { SessionUser } from "./session.server.ts";
import { subscriptionOf } from "../subscription/pro-status.server.ts";

/** Everything the header, bell and bottom bar show for a signed-in user, in one round of queries. */
export async function shellData(user: SessionUser) {
  const [notifications, pendingBookings, unreadMessages, subscription] = await Promise.all([
    listNotifications(user.id),
    pendingBookingCount(user.id),
    unreadMessageCount(user.id),
    subscriptionOf(user.id),
  ]);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarUrl: user.avatarUrl,
      role: user.role,
    },
    notifications,
    pendingBookings,
    unreadMessages,
    subscription,
  };
}

export type ShellData = Awaited<ReturnType<typeof shellData>>;
