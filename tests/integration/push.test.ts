import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import webpush from "web-push";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { changeBookingStatus } from "../../app/features/bookings/booking-status.server.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { makeOffer } from "../../app/features/chat/offers.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { queuePushes, sendDuePush, wakePushOutbox } from "../../app/features/push/push-outbox.server.ts";
import { PUSH_MESSAGES } from "../../app/features/push/push-topics.ts";
import { PUSH_DEVICES_MAX, pushSubscriptionsOf, savePushSubscription } from "../../app/features/push/subscriptions.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { recordPriceChange } from "../../app/features/listings/price-history.server.ts";
import { runSavedSearchAlerts } from "../../app/features/saved-searches/alerts.server.ts";
import { runPriceDropAlerts } from "../../app/features/saved-searches/price-drops.server.ts";
import { saveSearch } from "../../app/features/saved-searches/saved-searches.server.ts";
import { DEFAULT_COUNTRY } from "../../app/lib/countries.ts";
import { action as deleteAction } from "../../app/routes/profile-delete.tsx";
import { loader as dataLoader } from "../../app/routes/profile-data.ts";
import { action as profileAction } from "../../app/routes/profile.tsx";
import { action as pushAction, loader as pushLoader } from "../../app/routes/push-subscription.ts";
import { db } from "../../app/server/db.server.ts";
import { streamClosed, streamOpened } from "../../app/server/presence.server.ts";
import { profiles, pushMessages } from "../../app/server/schema.ts";
import { configurePush, isPushEndpoint, pushConfig, sendPush } from "../../app/server/web-push.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { type FakeSubscription, FakePushService, checkVapid } from "../support/fake-push-service.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();
const routeArgs = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const push = new FakePushService();
const keys = webpush.generateVAPIDKeys();

beforeAll(async () => {
  await push.start();
  configurePush({ ...keys, subject: "mailto:contact@autoafrique.africa", testOrigin: push.url });
});
afterEach(() => push.reset());
afterAll(async () => {
  configurePush(undefined);
  await push.stop();
});

let seq = 0;
const member = (firstName = "Awa") => createUser({ email: `push${++seq}@example.test`, firstName, lastName: "Test" });

async function postPush(email: string | null, form: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (email) headers.cookie = await sessionCookie(email);
  const request = new Request("http://localhost/notifications/push", { method: "POST", headers, body: new URLSearchParams(form) });
  try {
    const answer = (await pushAction(routeArgs(request))) as Response | { data: unknown; init: { status: number } } | { ok: boolean };
    if (answer instanceof Response) return { status: answer.status, body: null };
    return "init" in answer ? { status: answer.init.status, body: answer.data } : { status: 200, body: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: thrown.headers.get("location") };
    throw thrown;
  }
}

/** A member with a device subscribed through the route, as the button does. */
async function subscribed(firstName = "Awa") {
  const user = await member(firstName);
  const device = push.subscribe();
  expect((await postPush(user.email, { intent: "subscribe", ...device })).status).toBe(200);
  return { ...user, device };
}

async function chat(seller: { id: string }) {
  const buyer = await member("Kofi");
  const sale = await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", price: 10_000_000 });
  const opened = await openConversation(buyer.id, { kind: "sale", id: sale.id });
  if (!opened.ok) throw new Error(opened.error);
  return { buyer, listingId: sale.id, conversationId: opened.id };
}

describe("the local push service double", () => {
  it("reads what web-push sends: the VAPID signature checked, the body decrypted", async () => {
    const device = push.subscribe();
    await sendPush(device, JSON.stringify({ title: "Bonjour", body: "Ça marche", url: "/", tag: "/" }));
    expect(push.pushesTo(device.endpoint)).toEqual([{ title: "Bonjour", body: "Ça marche", url: "/", tag: "/" }]);
    expect(push.received[0]).toMatchObject({ vapidKey: keys.publicKey, claims: { aud: push.url, sub: "mailto:contact@autoafrique.africa" } });
  });

  it("refuses a push signed with a key other than the one it names, for another origin, or expired", async () => {
    const other = webpush.generateVAPIDKeys();
    const signedByOther = webpush.getVapidHeaders(push.url, "mailto:a@b.test", other.publicKey, other.privateKey, "aes128gcm").Authorization;
    const swapped = signedByOther.replace(/k=.*$/, `k=${keys.publicKey}`);
    expect(checkVapid(swapped, push.url)).toMatchObject({ ok: false, reason: "bad signature" });
    const elsewhere = webpush.getVapidHeaders("https://fcm.googleapis.com", "mailto:a@b.test", keys.publicKey, keys.privateKey, "aes128gcm").Authorization;
    expect(checkVapid(elsewhere, push.url)).toMatchObject({ ok: false });
    const fine = webpush.getVapidHeaders(push.url, "mailto:a@b.test", keys.publicKey, keys.privateKey, "aes128gcm").Authorization;
    expect(checkVapid(fine, push.url)).toMatchObject({ ok: true });
    expect(checkVapid(fine, push.url, Date.now() + 13 * 3600_000)).toMatchObject({ ok: false, reason: "exp not within 24 hours" });
  });
});

describe("the VAPID keys", () => {
  it("are generated once into DATA_DIR when the environment has none, and kept", () => {
    configurePush(undefined);
    try {
      const first = pushConfig();
      const file = JSON.parse(readFileSync(join(dataDir(), "vapid-keys.json"), "utf8")) as { publicKey: string; privateKey: string };
      expect(file).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
      expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
      expect(first.subject).toMatch(/^(mailto:|https:)/);
    } finally {
      configurePush({ ...keys, subject: "mailto:contact@autoafrique.africa", testOrigin: push.url });
    }
  });
});

describe("subscribing a device", () => {
  it("gives the VAPID public key to a member only", async () => {
    const user = await member();
    const request = new Request("http://localhost/notifications/push", { headers: { cookie: await sessionCookie(user.email) } });
    const answer = (await pushLoader(routeArgs(request))) as Response;
    expect(await answer.json()).toEqual({ publicKey: keys.publicKey });
    await expect(pushLoader(routeArgs(new Request("http://localhost/notifications/push")))).rejects.toMatchObject({ status: 302 });
  });

  it("keeps the browser's subscription for the member signed in, once per endpoint", async () => {
    const user = await subscribed();
    expect((await postPush(user.email, { intent: "subscribe", ...user.device })).status).toBe(200);
    expect(await pushSubscriptionsOf(user.id)).toMatchObject([{ endpoint: user.device.endpoint, p256dh: user.device.p256dh, auth: user.device.auth }]);
  });

  it("refuses a visitor", async () => {
    const answer = await postPush(null, { intent: "subscribe", ...push.subscribe() });
    expect(answer.status).toBe(302);
  });

  it("refuses an endpoint that is not a push service, and keys of the wrong shape, in French", async () => {
    const user = await member();
    const good = push.subscribe();
    const bad: Record<string, string>[] = [
      { ...good, endpoint: "https://evil.example/collect" },
      { ...good, endpoint: "http://fcm.googleapis.com/fcm/send/abc" },
      { ...good, endpoint: "https://fcm.googleapis.com:8443/fcm/send/abc" },
      { ...good, endpoint: "https://user:pw@fcm.googleapis.com/fcm/send/abc" },
      { ...good, endpoint: "javascript:alert(1)" },
      { ...good, endpoint: `https://fcm.googleapis.com/${"a".repeat(3000)}` },
      { ...good, p256dh: good.p256dh.slice(0, -2) },
      { ...good, p256dh: `C${good.p256dh.slice(1)}` },
      { ...good, p256dh: "not base64url!!" },
      { ...good, auth: good.auth.slice(0, -1) },
      { ...good, auth: "" },
      { endpoint: good.endpoint },
    ];
    for (const form of bad) {
      const answer = await postPush(user.email, { intent: "subscribe", ...form });
      expect(answer, JSON.stringify(form).slice(0, 120)).toMatchObject({ status: 400, body: { ok: false, error: PUSH_MESSAGES.invalid } });
    }
    expect((await postPush(user.email, { intent: "destroy-everything" })).status).toBe(400);
    expect(await pushSubscriptionsOf(user.id)).toEqual([]);
  });

  it("accepts the browsers' own push services", () => {
    const real = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: "mailto:a@b.test" };
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB",
      "https://web.push.apple.com/QGx0ZXN0",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(isPushEndpoint(endpoint, real), endpoint).toBe(true);
    }
    expect(isPushEndpoint(`${push.url}/push/x`, real)).toBe(false);
    expect(isPushEndpoint("https://fcm.googleapis.com.evil.example/x", real)).toBe(false);
  });

  it("lists the member's devices in 'Télécharger mes données', without their keys", async () => {
    const user = await subscribed();
    const request = new Request("http://localhost/profile/donnees", { headers: { cookie: await sessionCookie(user.email) } });
    const exported = (await (await dataLoader(routeArgs(request))).json()) as { pushDevices: Record<string, unknown>[] };
    expect(exported.pushDevices).toMatchObject([{ endpoint: user.device.endpoint }]);
    expect(JSON.stringify(exported)).not.toContain(user.device.auth);
  });

  it("forgets the devices of a deleted account", async () => {
    const user = await subscribed();
    const request = new Request("http://localhost/profile/supprimer", {
      method: "POST",
      headers: { cookie: await sessionCookie(user.email), "x-client-ip": "10.81.0.1" },
      body: new URLSearchParams({ password: "motdepasse123" }),
    });
    expect(((await deleteAction(routeArgs(request))) as Response).status).toBe(302);
    expect(await pushSubscriptionsOf(user.id)).toEqual([]);
  });

  it("lets a member remove only their own subscription", async () => {
    const owner = await subscribed();
    const other = await member("Kofi");
    expect((await postPush(other.email, { intent: "unsubscribe", endpoint: owner.device.endpoint })).status).toBe(200);
    expect(await pushSubscriptionsOf(owner.id)).toHaveLength(1);
    expect((await postPush(owner.email, { intent: "unsubscribe", endpoint: owner.device.endpoint })).status).toBe(200);
    expect(await pushSubscriptionsOf(owner.id)).toEqual([]);
  });

  it("keeps at most a few devices per member, the oldest going first", async () => {
    const user = await member();
    const devices: FakeSubscription[] = [];
    for (let i = 0; i <= PUSH_DEVICES_MAX; i++) {
      const device = push.subscribe();
      devices.push(device);
      await savePushSubscription(user.id, device);
    }
    const kept = await pushSubscriptionsOf(user.id);
    expect(kept).toHaveLength(PUSH_DEVICES_MAX);
    expect(kept.map((s) => s.endpoint)).not.toContain(devices[0].endpoint);
  });
});

describe("pushes", () => {
  it("brings a message to an offline member: sender's name, the start of the text, the conversation to open", async () => {
    const seller = await subscribed("Awa");
    const { buyer, conversationId } = await chat(seller);
    const text = `Bonjour, la Corolla est-elle toujours disponible ? ${"Je peux passer la voir demain matin à Cocody. ".repeat(6)}`;
    expect(await sendMessage(buyer.id, conversationId, text)).toMatchObject({ ok: true });
    await wakePushOutbox();
    const [received] = push.pushesTo(seller.device.endpoint);
    expect(received.title).toBe("Nouveau message de Kofi Test");
    expect(received.body.startsWith("Bonjour, la Corolla est-elle toujours disponible ?")).toBe(true);
    expect(received.body.endsWith("…")).toBe(true);
    expect(received.url).toBe(`/messages/${conversationId}`);
    expect(push.received[0]).toMatchObject({ urgency: "high", ttl: 86_400 });
    expect(await db().select().from(pushMessages)).toEqual([]);
    expect((await pushSubscriptionsOf(seller.id))[0].lastSuccessAt).toBeInstanceOf(Date);
  });

  it("pushes nothing to a member with a page of the site open: the bell tells them", async () => {
    const seller = await subscribed();
    const { buyer, conversationId } = await chat(seller);
    streamOpened(seller.id);
    try {
      await sendMessage(buyer.id, conversationId, "Je vous vois en ligne.");
    } finally {
      streamClosed(seller.id);
    }
    await wakePushOutbox();
    expect(push.pushesTo(seller.device.endpoint)).toEqual([]);
  });

  it("pushes nothing to a member banned or deleted before it leaves", async () => {
    for (const change of [{ banned: true }, { deletedAt: new Date() }]) {
      const seller = await subscribed();
      const { buyer, conversationId } = await chat(seller);
      // Queued while they could still be told (no run wakes here), then banned or deleted.
      expect(
        await queuePushes(db(), [{ userId: seller.id, topic: "messages", title: "Nouveau message", body: "Bonjour", url: `/messages/${conversationId}` }]),
      ).toBe(1);
      await db().update(profiles).set(change).where(eq(profiles.id, seller.id));
      await sendDuePush();
      expect(push.pushesTo(seller.device.endpoint), JSON.stringify(change)).toEqual([]);
      expect(await db().select().from(pushMessages).where(eq(pushMessages.userId, seller.id))).toEqual([]);
      // And nothing is even queued for them afterwards.
      await sendMessage(buyer.id, conversationId, "Encore là ?");
      await wakePushOutbox();
      expect(push.pushesTo(seller.device.endpoint)).toEqual([]);
      expect(await db().select().from(pushMessages).where(eq(pushMessages.userId, seller.id))).toEqual([]);
    }
  });

  it("deletes a subscription its push service says is gone (410), keeping the member's other devices", async () => {
    const seller = await subscribed();
    const phone = push.subscribe();
    await savePushSubscription(seller.id, phone);
    push.gone.add(seller.device.endpoint);
    const { buyer, conversationId } = await chat(seller);
    await sendMessage(buyer.id, conversationId, "Bonjour");
    await wakePushOutbox();
    expect(push.refused).toMatchObject([{ endpoint: seller.device.endpoint, status: 410 }]);
    expect((await pushSubscriptionsOf(seller.id)).map((s) => s.endpoint)).toEqual([phone.endpoint]);
    expect(push.pushesTo(phone.endpoint)).toHaveLength(1);
  });

  it("leaves once however many outbox runs take it at the same time", async () => {
    const seller = await subscribed();
    await queuePushes(db(), [{ userId: seller.id, topic: "messages", title: "Nouveau message", body: "Une fois", url: "/messages" }]);
    const sent = await Promise.all([sendDuePush(), sendDuePush(), sendDuePush()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(push.pushesTo(seller.device.endpoint)).toHaveLength(1);
  });

  it("tries again after an outage, and gives up after a few tries", async () => {
    const seller = await subscribed();
    const { buyer, conversationId } = await chat(seller);
    push.down = true;
    await sendMessage(buyer.id, conversationId, "Bonjour");
    await wakePushOutbox();
    const [row] = await db().select().from(pushMessages).where(eq(pushMessages.userId, seller.id));
    expect(row).toMatchObject({ status: "due", attempts: 1 });
    expect((await pushSubscriptionsOf(seller.id))[0].lastFailureAt).toBeInstanceOf(Date);
    push.down = false;
    await sendDuePush(new Date(Date.now() + 2 * 60_000));
    expect(push.pushesTo(seller.device.endpoint)).toHaveLength(1);
    expect(await db().select().from(pushMessages).where(eq(pushMessages.userId, seller.id))).toEqual([]);
  });

  it("follows the profile's switch per topic", async () => {
    const seller = await subscribed();
    const { buyer, listingId, conversationId } = await chat(seller);
    const request = new Request("http://localhost/profile", {
      method: "POST",
      headers: { cookie: await sessionCookie(seller.email) },
      body: new URLSearchParams({ intent: "push-topic", topic: "messages", receive: "non" }),
    });
    expect(((await profileAction(routeArgs(request))) as Response).status).toBe(302);
    await sendMessage(buyer.id, conversationId, "Bonjour");
    await wakePushOutbox();
    expect(push.pushesTo(seller.device.endpoint)).toEqual([]);
    // An offer is its own topic, still on.
    expect((await makeOffer(buyer.id, listingId, "8 000 000", DEFAULT_COUNTRY)).ok).toBe(true);
    await wakePushOutbox();
    expect(push.pushesTo(seller.device.endpoint)).toMatchObject([{ title: "Nouvelle offre de Kofi Test" }]);
    const unknown = new Request("http://localhost/profile", {
      method: "POST",
      headers: { cookie: await sessionCookie(seller.email) },
      body: new URLSearchParams({ intent: "push-topic", topic: "__proto__", receive: "non" }),
    });
    expect(((await profileAction(routeArgs(unknown))) as { init: { status: number } }).init.status).toBe(400);
  });

  it("brings a booking request to the owner and the answer to the renter", async () => {
    const owner = await subscribed("Moussa");
    const renter = await subscribed("Aminata");
    const rental = await createRentalListing(owner.id, { brand: "Toyota", model: "Land Cruiser" });
    const today = dayOf(new Date());
    const booking = await createBooking(renter.id, { listingId: rental.id, startDate: addDays(today, 5), endDate: addDays(today, 7) });
    if (!booking.ok) throw new Error(booking.error);
    await wakePushOutbox();
    expect(push.pushesTo(owner.device.endpoint)).toMatchObject([{ title: "Nouvelle demande de réservation", url: "/bookings" }]);
    expect((await changeBookingStatus(owner.id, booking.id, "accept")).ok).toBe(true);
    await wakePushOutbox();
    expect(push.pushesTo(renter.device.endpoint)).toHaveLength(1);
  });

  it("tells a fan of a listing its price dropped, and a saved search's new match", async () => {
    const fan = await subscribed("Kofi");
    const owner = await member("Moussa");
    const car = await createSaleListing(owner.id, { brand: "Toyota", model: "Hilux", price: 13_500_000 });
    expect(await addFavorite(fan.id, { kind: "sale", id: car.id })).toBe(true);
    await db().transaction((tx) => recordPriceChange(tx, car.id, 13_500_000, 12_500_000));
    await runPriceDropAlerts();
    await wakePushOutbox();
    expect(push.pushesTo(fan.device.endpoint)).toMatchObject([{ title: "Baisse de prix", url: `/listing/${car.id}` }]);

    push.reset();
    const saved = await saveSearch(fan.id, { query: "search=mustang", countryCode: "CI", name: "Ma Mustang" });
    if (!saved.ok) throw new Error(saved.message);
    const match = await createSaleListing(owner.id, { brand: "Ford", model: "Mustang", price: 20_000_000 });
    await runSavedSearchAlerts();
    await wakePushOutbox();
    expect(push.pushesTo(fan.device.endpoint)).toMatchObject([{ title: "Nouvelle annonce pour votre recherche", url: `/listing/${match.id}` }]);
  });
});
