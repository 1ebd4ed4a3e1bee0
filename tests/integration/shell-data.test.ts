import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pendingBookingCount } from "../../app/features/bookings/pending-count.server.ts";
import { unreadMessageCount } from "../../app/features/chat/unread-count.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications, markNotificationRead, notify } from "../../app/features/notifications/notifications.server.ts";
import { subscriptionOf } from "../../app/features/subscription/pro-status.server.ts";
import { db } from "../../app/server/db.server.ts";
import { notifications, plans, subscriptions } from "../../app/server/schema.ts";
import { shellData } from "../../app/shell/shell-data.server.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

/** What the shell showed when each feature read its part on its own. */
async function readSeparately(userId: string) {
  const [bell, pendingBookings, unreadMessages, subscription] = await Promise.all([
    listNotifications(userId),
    pendingBookingCount(userId),
    unreadMessageCount(userId),
    subscriptionOf(userId),
  ]);
  return { notifications: bell, pendingBookings, unreadMessages, subscription };
}

describe("the shell's data in one query", () => {
  it("gives what each feature reads on its own, to the microsecond and in the same order", async () => {
    await db().insert(plans).values({ id: "pro", name: "Pro", price: 5000, productId: "prod_pro" });
    // Their session's user: a profile row, its language read as the session reads it.
    const awa = { ...(await createUser({ email: "awa-shell@example.test" })), language: null };
    const kofi = { ...(await createUser({ email: "kofi-shell@example.test" })), language: null };
    const { user: empty, ...emptyShell } = await shellData(kofi);
    expect(empty.id).toBe(kofi.id);
    expect(emptyShell).toStrictEqual(await readSeparately(kofi.id));
    expect(emptyShell.notifications.items).toStrictEqual([]);

    for (let i = 1; i <= 12; i++) await notify(awa.id, { title: `Titre ${i}`, message: `Message ${i}`, ...(i % 3 ? {} : { link: `/messages/${i}` }) });
    const [first] = (await listNotifications(awa.id)).items;
    await markNotificationRead(awa.id, first.id);
    await db().update(notifications).set({ createdAt: sql`'2026-02-01 12:00:00.123999+00'` }).where(eq(notifications.title, "Titre 2"));
    await db().insert(subscriptions).values({
      userId: awa.id,
      provider: "sandbox",
      productId: "prod_pro",
      status: "active",
      currentPeriodEnd: sql`now() + interval '10 days 0.000789 seconds'`,
    });
    await db().insert(subscriptions).values({ userId: awa.id, provider: "sandbox", productId: "prod_old", status: "canceled", currentPeriodEnd: null });

    const { user, ...shell } = await shellData(awa);
    expect(user).toStrictEqual({ id: awa.id, firstName: awa.firstName, lastName: awa.lastName, avatarUrl: awa.avatarUrl, role: awa.role });
    expect(shell).toStrictEqual(await readSeparately(awa.id));
    expect(shell.notifications.items).toHaveLength(10);
    expect(shell.notifications.unread).toBe(11);
    expect(shell.subscription).toMatchObject({ subscribed: true, productId: "prod_pro", pro: true });
  });
});
