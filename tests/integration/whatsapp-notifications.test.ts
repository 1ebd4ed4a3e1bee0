import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { updateProfile } from "../../app/features/accounts/profile-update.server.ts";
import { whatsappPreferences } from "../../app/features/accounts/whatsapp-preferences.server.ts";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { sendBookingMails } from "../../app/features/bookings/booking-mails.server.ts";
import { changeBookingStatus } from "../../app/features/bookings/booking-status.server.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { markConversationRead, openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { sendUnreadMessageMails } from "../../app/features/chat/unread-mail.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { sendDueWhatsApp, wakeWhatsAppOutbox, whatsappMessagesOf } from "../../app/features/notifications/whatsapp-outbox.server.ts";
import { action as profileAction } from "../../app/routes/profile.tsx";
import { action as webhookAction, loader as webhookLoader } from "../../app/routes/whatsapp-webhook.ts";
import { db } from "../../app/server/db.server.ts";
import { parseEnv } from "../../app/server/env.server.ts";
import { streamClosed, streamOpened } from "../../app/server/presence.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { configureWhatsApp, verifyWebhookSignature } from "../../app/server/whatsapp/cloud-api.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { FAKE_WHATSAPP, FakeWhatsApp, inboundText, signAsMeta, statusChange, webhookBody } from "../support/fake-whatsapp.ts";
import { mailsTo as readMails } from "../support/mails.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();
const routeArgs = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const whatsapp = new FakeWhatsApp();

beforeAll(async () => {
  await whatsapp.start();
  configureWhatsApp({ ...FAKE_WHATSAPP, apiUrl: whatsapp.url });
});
afterEach(() => {
  whatsapp.down = false;
});
afterAll(async () => {
  configureWhatsApp(undefined);
  await whatsapp.stop();
});

let seq = 0;
/** A member; `verified` marks their phone verified (as an SMS code would have). */
async function member(firstName: string, options: { verified?: boolean } = {}) {
  const n = ++seq;
  const phone = `+22507010${String(n).padStart(5, "0")}`;
  const user = await createUser({ email: `wa${n}@example.test`, firstName, lastName: "Test", phone });
  if (options.verified) await db().update(profiles).set({ phoneVerified: phone }).where(eq(profiles.id, user.id));
  return { ...user, phone, digits: phone.slice(1) };
}

async function postProfile(email: string, form: Record<string, string>): Promise<number> {
  const cookie = await sessionCookie(email);
  const request = new Request("http://localhost/profile", { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
  const answer = (await profileAction(routeArgs(request))) as Response | { init: { status: number } };
  return answer instanceof Response ? answer.status : answer.init.status;
}

const turnOn = (email: string) => postProfile(email, { intent: "whatsapp", receive: "oui" });

async function postWebhook(raw: string, signature: string | null): Promise<number> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature) headers["x-hub-signature-256"] = signature;
  const request = new Request("http://localhost/webhooks/whatsapp", { method: "POST", headers, body: raw });
  return ((await webhookAction(routeArgs(request))) as Response).status;
}
const sendSigned = (raw: string) => postWebhook(raw, signAsMeta(raw));

/** A conversation from a buyer to a seller who has WhatsApp on. */
async function chatWithWhatsAppSeller() {
  const seller = await member("Awa", { verified: true });
  const buyer = await member("Kofi");
  expect(await turnOn(seller.email)).toBe(302);
  const sale = await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla" });
  const opened = await openConversation(buyer.id, { kind: "sale", id: sale.id });
  if (!opened.ok) throw new Error(opened.error);
  return { seller, buyer, conversationId: opened.id };
}

describe("the opt-in", () => {
  it("is off by default and refused (403) without a verified phone", async () => {
    const user = await member("Ibrahim");
    expect(await whatsappPreferences(user.id)).toMatchObject({ offered: true, on: false, phoneVerified: false });
    expect(await turnOn(user.email)).toBe(403);
    expect((await db().select({ n: profiles.whatsappNumber }).from(profiles).where(eq(profiles.id, user.id)))[0]?.n).toBeNull();
  });

  it("keeps the verified number in E.164, and a changed phone turns it off", async () => {
    const user = await member("Fatou", { verified: true });
    expect(await turnOn(user.email)).toBe(302);
    expect(await whatsappPreferences(user.id)).toMatchObject({ on: true, topics: { messages: true, bookings: true } });
    expect((await db().select({ n: profiles.whatsappNumber }).from(profiles).where(eq(profiles.id, user.id)))[0]?.n).toBe(user.phone);
    expect(await postProfile(user.email, { intent: "whatsapp-topic", topic: "bookings", receive: "non" })).toBe(302);
    expect(await postProfile(user.email, { intent: "whatsapp-topic", topic: "inconnu", receive: "non" })).toBe(400);
    expect((await whatsappPreferences(user.id)).topics).toEqual({ messages: true, bookings: false });

    const fields = { firstName: "Fatou", lastName: "Test", country: "CI" as const, city: "Abidjan", userType: "buyer" as const, companyName: undefined };
    await updateProfile(user.id, { ...fields, phone: user.phone });
    expect((await whatsappPreferences(user.id)).on).toBe(true);
    await updateProfile(user.id, { ...fields, phone: "+2250799999999" });
    expect((await db().select({ n: profiles.whatsappNumber }).from(profiles).where(eq(profiles.id, user.id)))[0]?.n).toBeNull();
    expect(await whatsappPreferences(user.id)).toMatchObject({ on: false, phoneVerified: false });
  });

  it("is not offered when WhatsApp is not configured", async () => {
    const user = await member("Moussa", { verified: true });
    configureWhatsApp(null);
    try {
      expect((await whatsappPreferences(user.id)).offered).toBe(false);
      expect(await turnOn(user.email)).toBe(403);
    } finally {
      configureWhatsApp({ ...FAKE_WHATSAPP, apiUrl: whatsapp.url });
    }
  });
});

describe("a new message", () => {
  it("reaches the recipient on WhatsApp once, off the request, with the conversation's link; no mail as well", async () => {
    const { seller, buyer, conversationId } = await chatWithWhatsAppSeller();
    expect(await sendMessage(buyer.id, conversationId, "Bonjour, la Corolla est-elle disponible ?")).toMatchObject({ ok: true });
    await wakeWhatsAppOutbox();
    const taken = whatsapp.messages.filter((m) => m.to === seller.digits);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ template: "autoafrique_nouveau_message", language: "fr" });
    expect(taken[0]!.params).toEqual([
      "Nouveau message de Kofi Test",
      "Bonjour, la Corolla est-elle disponible ?",
      `http://localhost:3000/messages/${conversationId}`,
    ]);
    const [row] = await whatsappMessagesOf(seller.id);
    expect(row).toMatchObject({ status: "sent", waMessageId: taken[0]!.id });

    // A second message while the first is unread: the bell only. Once read, the next one goes out again.
    expect(await sendMessage(buyer.id, conversationId, "Je peux passer demain.")).toMatchObject({ ok: true });
    await wakeWhatsAppOutbox();
    expect(whatsapp.messages.filter((m) => m.to === seller.digits)).toHaveLength(1);
    await markConversationRead(seller.id, conversationId);
    expect(await sendMessage(buyer.id, conversationId, "Vous êtes là ?")).toMatchObject({ ok: true });
    await wakeWhatsAppOutbox();
    expect(whatsapp.messages.filter((m) => m.to === seller.digits)).toHaveLength(2);

    // With a page of the site open, the member hears of it live: no WhatsApp.
    await markConversationRead(seller.id, conversationId);
    streamOpened(seller.id);
    try {
      expect(await sendMessage(buyer.id, conversationId, "Je vous vois en ligne.")).toMatchObject({ ok: true });
      await wakeWhatsAppOutbox();
      expect(whatsapp.messages.filter((m) => m.to === seller.digits)).toHaveLength(2);
    } finally {
      streamClosed(seller.id);
    }

    // Hours later, unread: WhatsApp carried it, so no mail.
    await sendUnreadMessageMails(new Date(Date.now() + 3_600_000));
    expect(readMails(dataDir(), seller.email)).toHaveLength(0);
  });

  it("goes to a member without WhatsApp by mail as before, and a topic switched off keeps the mail", async () => {
    const { seller, buyer, conversationId } = await chatWithWhatsAppSeller();
    expect(await postProfile(seller.email, { intent: "whatsapp-topic", topic: "messages", receive: "non" })).toBe(302);
    expect(await sendMessage(buyer.id, conversationId, "Toujours à vendre ?")).toMatchObject({ ok: true });
    await wakeWhatsAppOutbox();
    expect(whatsapp.messages.filter((m) => m.to === seller.digits)).toHaveLength(0);
    await sendUnreadMessageMails(new Date(Date.now() + 3_600_000));
    expect(readMails(dataDir(), seller.email)).toHaveLength(1);
  });

  it("waits in the outbox through an outage and leaves on the next run", async () => {
    const { seller, buyer, conversationId } = await chatWithWhatsAppSeller();
    whatsapp.down = true;
    expect(await sendMessage(buyer.id, conversationId, "Le prix est-il négociable ?")).toMatchObject({ ok: true });
    await wakeWhatsAppOutbox();
    expect(await whatsappMessagesOf(seller.id)).toMatchObject([{ status: "due", attempts: 1 }]);
    // Not retried at once, by the next wake either, but by a run a minute later.
    await wakeWhatsAppOutbox();
    expect(await whatsappMessagesOf(seller.id)).toMatchObject([{ status: "due", attempts: 1 }]);
    whatsapp.down = false;
    expect(await sendDueWhatsApp(new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(whatsapp.messages.filter((m) => m.to === seller.digits)).toHaveLength(1);
  });
});

describe("the outbox on several servers", () => {
  it("sends each queued message once when runs overlap (SKIP LOCKED)", async () => {
    const chats = [await chatWithWhatsAppSeller(), await chatWithWhatsAppSeller(), await chatWithWhatsAppSeller()];
    whatsapp.down = true;
    for (const { buyer, conversationId } of chats) expect(await sendMessage(buyer.id, conversationId, "Bonjour !")).toMatchObject({ ok: true });
    await wakeWhatsAppOutbox();
    whatsapp.down = false;
    const later = new Date(Date.now() + 2 * 60_000);
    const sent = await Promise.all([sendDueWhatsApp(later), sendDueWhatsApp(later), sendDueWhatsApp(later)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    for (const { seller } of chats) {
      expect(whatsapp.messages.filter((m) => m.to === seller.digits)).toHaveLength(1);
      expect(await whatsappMessagesOf(seller.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
    }
  });
});

describe("bookings", () => {
  it("tells the owner of a request and the renter of the answer on WhatsApp, instead of the mail", async () => {
    const owner = await member("Moussa", { verified: true });
    const renter = await member("Aminata", { verified: true });
    expect(await turnOn(owner.email)).toBe(302);
    expect(await turnOn(renter.email)).toBe(302);
    const rental = await createRentalListing(owner.id, { brand: "Toyota", model: "Land Cruiser" });
    const today = dayOf(new Date());
    const booking = await createBooking(renter.id, { listingId: rental.id, startDate: addDays(today, 5), endDate: addDays(today, 7) });
    if (!booking.ok) throw new Error(booking.error);
    await wakeWhatsAppOutbox();
    expect(whatsapp.messages.filter((m) => m.to === owner.digits)).toMatchObject([
      {
        template: "autoafrique_reservation",
        params: ["Nouvelle demande de réservation", expect.stringContaining("Land Cruiser"), "http://localhost:3000/bookings"],
      },
    ]);
    expect(await changeBookingStatus(owner.id, booking.id, "accept")).toEqual({ ok: true });
    await wakeWhatsAppOutbox();
    expect(whatsapp.messages.filter((m) => m.to === renter.digits)).toHaveLength(1);
    await sendBookingMails();
    expect(readMails(dataDir(), owner.email)).toHaveLength(0);
    expect(readMails(dataDir(), renter.email)).toHaveLength(0);
  });
});

describe("the webhook", () => {
  it("answers Meta's subscription check with the challenge for our verify token only", async () => {
    const url = (token: string) => `http://localhost/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const good = (await webhookLoader(routeArgs(new Request(url(FAKE_WHATSAPP.verifyToken))))) as Response;
    expect(good.status).toBe(200);
    expect(await good.text()).toBe("1158201444");
    expect(((await webhookLoader(routeArgs(new Request(url("mauvais-jeton"))))) as Response).status).toBe(403);
    expect(((await webhookLoader(routeArgs(new Request("http://localhost/webhooks/whatsapp")))) as Response).status).toBe(403);
  });

  it("checks X-Hub-Signature-256 over the raw body, in constant time", () => {
    const raw = '{"object":"whatsapp_business_account"}';
    expect(verifyWebhookSignature(FAKE_WHATSAPP.appSecret, raw, signAsMeta(raw))).toBe(true);
    expect(verifyWebhookSignature(FAKE_WHATSAPP.appSecret, `${raw} `, signAsMeta(raw))).toBe(false);
    expect(verifyWebhookSignature(FAKE_WHATSAPP.appSecret, raw, signAsMeta(raw, "ffffffffffffffffffffffffffffffff"))).toBe(false);
    expect(verifyWebhookSignature(FAKE_WHATSAPP.appSecret, raw, "sha256=00")).toBe(false);
    expect(verifyWebhookSignature(FAKE_WHATSAPP.appSecret, raw, null)).toBe(false);
  });

  it("stores delivery and read receipts; a late receipt never takes a status back", async () => {
    const { seller, buyer, conversationId } = await chatWithWhatsAppSeller();
    await sendMessage(buyer.id, conversationId, "Bonjour");
    await wakeWhatsAppOutbox();
    const [sent] = whatsapp.messages.filter((m) => m.to === seller.digits);
    expect(await sendSigned(webhookBody({ statuses: [statusChange(sent!.id, seller.phone, "delivered")] }))).toBe(200);
    expect((await whatsappMessagesOf(seller.id))[0]).toMatchObject({ status: "delivered", deliveredAt: expect.any(Date), readAt: null });
    expect(await sendSigned(webhookBody({ statuses: [statusChange(sent!.id, seller.phone, "read")] }))).toBe(200);
    expect(await sendSigned(webhookBody({ statuses: [statusChange(sent!.id, seller.phone, "delivered")] }))).toBe(200);
    expect((await whatsappMessagesOf(seller.id))[0]).toMatchObject({ status: "read", readAt: expect.any(Date) });
    // A receipt about a message we never sent is taken and changes nothing.
    expect(await sendSigned(webhookBody({ statuses: [statusChange("wamid.INCONNU", seller.phone, "read")] }))).toBe(200);
    // Garbage signed is a 400, garbage shaped right is ignored.
    expect(await sendSigned("{pas du json")).toBe(400);
    expect(await sendSigned(JSON.stringify({ entry: [{ changes: [{ value: { statuses: [{ id: 3 }], messages: "x" } }] }] }))).toBe(200);
  });

  it("refuses a bad signature with 403, changing nothing", async () => {
    const { seller, buyer, conversationId } = await chatWithWhatsAppSeller();
    await sendMessage(buyer.id, conversationId, "Bonjour");
    await wakeWhatsAppOutbox();
    const [sent] = whatsapp.messages.filter((m) => m.to === seller.digits);
    const raw = webhookBody({ statuses: [statusChange(sent!.id, seller.phone, "read")], messages: [inboundText(seller.phone, "STOP")] });
    expect(await postWebhook(raw, signAsMeta(raw, "ffffffffffffffffffffffffffffffff"))).toBe(403);
    expect(await postWebhook(raw, null)).toBe(403);
    expect(await postWebhook(raw.replace("read", "sent"), signAsMeta(raw))).toBe(403);
    expect((await whatsappMessagesOf(seller.id))[0]).toMatchObject({ status: "sent", readAt: null });
    expect((await whatsappPreferences(seller.id)).on).toBe(true);
  });

  it("honours STOP: the member gets no more WhatsApp, and their mail comes back", async () => {
    const { seller, buyer, conversationId } = await chatWithWhatsAppSeller();
    expect(await sendSigned(webhookBody({ messages: [inboundText(seller.phone, "Stop")] }))).toBe(200);
    expect((await whatsappPreferences(seller.id)).on).toBe(false);
    await sendMessage(buyer.id, conversationId, "Bonjour ?");
    await wakeWhatsAppOutbox();
    expect(whatsapp.messages.filter((m) => m.to === seller.digits)).toHaveLength(0);
    await sendUnreadMessageMails(new Date(Date.now() + 3_600_000));
    expect(readMails(dataDir(), seller.email)).toHaveLength(1);
  });

  it("turns WhatsApp off for a member whose message failed because they stopped or blocked us", async () => {
    const { seller, buyer, conversationId } = await chatWithWhatsAppSeller();
    await sendMessage(buyer.id, conversationId, "Bonjour");
    await wakeWhatsAppOutbox();
    const [sent] = whatsapp.messages.filter((m) => m.to === seller.digits);
    expect(await sendSigned(webhookBody({ statuses: [statusChange(sent!.id, seller.phone, "failed", 131050)] }))).toBe(200);
    expect((await whatsappMessagesOf(seller.id))[0]).toMatchObject({ status: "failed", errorCode: 131050 });
    expect((await whatsappPreferences(seller.id)).on).toBe(false);
  });
});

describe("the WhatsApp variables", () => {
  const all = {
    WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
  };
  it("go together, each checked, with a French message naming the variable", () => {
    expect(() => parseEnv(all)).not.toThrow();
    expect(() => parseEnv({})).not.toThrow();
    expect(() => parseEnv({ ...all, WHATSAPP_APP_SECRET: "" })).toThrow(/WHATSAPP_APP_SECRET.*vont ensemble/s);
    expect(() => parseEnv({ ...all, WHATSAPP_PHONE_NUMBER_ID: "abc" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => parseEnv({ ...all, WHATSAPP_API_URL: "ftp://x" })).toThrow(/WHATSAPP_API_URL/);
  });
});
