import { describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import {
  NOTIFICATION_LIST_LIMIT,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notify,
} from "../../app/features/notifications/notifications.server.ts";
import { startEventRelay, stopEventRelay, subscribe, type AppEvent } from "../../app/server/events.server.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

describe("notifications", () => {
  it("lists the 10 newest with the unread count, and only the owner can mark them read", async () => {
    const awa = await createUser({ email: "awa@example.test" });
    const kofi = await createUser({ email: "kofi@example.test" });
    for (let i = 1; i <= 12; i++) await notify(awa.id, { title: `Titre ${i}`, message: `Message ${i}` });
    const list = await listNotifications(awa.id);
    expect(list.items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(list.items[0].title).toBe("Titre 12");
    expect(list.unread).toBe(12);

    expect(await markNotificationRead(kofi.id, list.items[0].id)).toBe(false);
    expect((await listNotifications(awa.id)).unread).toBe(12);
    expect(await markNotificationRead(awa.id, list.items[0].id)).toBe(true);
    expect((await listNotifications(awa.id)).unread).toBe(11);

    expect(await markAllNotificationsRead(kofi.id)).toBe(0);
    expect(await markAllNotificationsRead(awa.id)).toBe(11);
    expect((await listNotifications(awa.id)).unread).toBe(0);
    expect(await markAllNotificationsRead(awa.id)).toBe(0);
  });

  it("dates a notification now, or when trusted code replaying a history says", async () => {
    const ama = await createUser({ email: "ama-date@example.test" });
    const sent = new Date("2026-02-01T12:00:00Z");
    const old = await notify(ama.id, { title: "Bienvenue", message: "Votre compte est prêt" }, { now: sent });
    const fresh = await notify(ama.id, { title: "Nouvelle demande", message: "Une réservation vous attend", type: "booking" });
    expect(old.createdAt).toBe(sent.toISOString());
    expect(Math.abs(Date.parse(fresh.createdAt) - Date.now())).toBeLessThan(60_000);
    expect((await listNotifications(ama.id)).items.map((n) => n.title)).toEqual(["Nouvelle demande", "Bienvenue"]);
  });

  it("delivers a new notification live to its owner only", async () => {
    const ama = await createUser({ email: "ama@example.test" });
    const other = await createUser({ email: "other@example.test" });
    await startEventRelay();
    const received: AppEvent[] = [];
    const leaked: AppEvent[] = [];
    const stopA = subscribe(ama.id, (e) => received.push(e));
    const stopB = subscribe(other.id, (e) => leaked.push(e));
    await notify(ama.id, { title: "Nouvelle demande", message: "Une réservation vous attend" });
    await expect.poll(() => received.length, { timeout: 3000 }).toBe(1);
    expect(received[0]).toMatchObject({ type: "notification", notification: { title: "Nouvelle demande" } });
    expect(leaked).toHaveLength(0);
    stopA();
    stopB();
    await stopEventRelay();
  });
});
