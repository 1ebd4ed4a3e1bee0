import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { unreadMessageCount } from "../../app/features/chat/unread-count.server.ts";
import { CHAT_MESSAGES, CONTACT_MESSAGES, MESSAGE_MAX } from "../../app/features/chat/chat-rules.ts";
import { markConversationRead, openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { type AppEvent, startEventRelay, stopEventRelay, subscribe } from "../../app/server/events.server.ts";
import { loadChat, messagePage } from "../../app/features/chat/chat-view.server.ts";
import { listConversations } from "../../app/features/chat/inbox.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { action as messagesAction, loader as messagesLoader } from "../../app/routes/conversation.tsx";
import { loader as historyLoader } from "../../app/routes/messages-history.ts";
import { conversations, messages, notifications, rateLimits } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

let seq = 0;
const user = () => createUser({ email: `chat${++seq}@example.test` });

async function opened(buyerId: string, sellerId: string) {
  const sale = await createSaleListing(sellerId);
  const result = await openConversation(buyerId, { kind: "sale", id: sale.id });
  if (!result.ok) throw new Error(result.error);
  return { sale, id: result.id };
}

describe("openConversation", () => {
  it("opens one conversation per pair and listing, whoever opens it", async () => {
    const [buyer, seller] = [await user(), await user()];
    const { sale, id } = await opened(buyer.id, seller.id);
    expect(await openConversation(buyer.id, { kind: "sale", id: sale.id })).toEqual({ ok: true, id });
    const other = await createSaleListing(seller.id);
    const second = await openConversation(buyer.id, { kind: "sale", id: other.id });
    expect(second.ok && second.id).not.toBe(id);
    expect(await db().select().from(conversations).where(eq(conversations.participant1Id, buyer.id))).toHaveLength(2);
  });

  it("refuses contacting oneself and listings not shown", async () => {
    const seller = await user();
    const sale = await createSaleListing(seller.id);
    expect(await openConversation(seller.id, { kind: "sale", id: sale.id })).toEqual({ ok: false, error: CONTACT_MESSAGES.self });
    const buyer = await user();
    const sold = await createSaleListing(seller.id, { status: "sold" });
    expect(await openConversation(buyer.id, { kind: "sale", id: sold.id })).toEqual({ ok: false, error: CONTACT_MESSAGES.failed });
    expect(await openConversation(buyer.id, { kind: "rental", id: sale.id })).toEqual({ ok: false, error: CONTACT_MESSAGES.failed });
  });
});

describe("sendMessage and markConversationRead", () => {
  it("lets only participants write trimmed, non-empty messages, and moves the conversation up", async () => {
    const [buyer, seller, stranger] = [await user(), await user(), await user()];
    const { id } = await opened(buyer.id, seller.id);
    const at = new Date("2026-03-01T09:30:00Z");
    const sent = await sendMessage(buyer.id, id, "  Bonjour, toujours disponible ?  ", { now: at });
    expect(sent.ok).toBe(true);
    const [row] = await db().select().from(messages).where(eq(messages.conversationId, id));
    expect(row?.content).toBe("Bonjour, toujours disponible ?");
    expect(row?.createdAt.toISOString()).toBe(at.toISOString());
    const [conversation] = await db().select().from(conversations).where(eq(conversations.id, id));
    expect(conversation?.updatedAt.toISOString()).toBe(at.toISOString());

    expect(await sendMessage(buyer.id, id, "   \n ")).toEqual({ ok: false, error: CHAT_MESSAGES.sendFailed });
    expect(await sendMessage(buyer.id, id, "x".repeat(MESSAGE_MAX + 1))).toEqual({ ok: false, error: CHAT_MESSAGES.tooLong });
    expect(await sendMessage(stranger.id, id, "Je m'invite")).toEqual({ ok: false, error: CHAT_MESSAGES.invalidConversation, code: "not-found" });
    expect(await sendMessage(buyer.id, "pas-un-id", "Bonjour")).toEqual({ ok: false, error: CHAT_MESSAGES.invalidConversation, code: "not-found" });
    expect(await db().select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(1);
  });

  it("marks read only the other participant's messages, for a participant only, and tells both pages", async () => {
    const [buyer, seller, stranger] = [await user(), await user(), await user()];
    const { id } = await opened(buyer.id, seller.id);
    await startEventRelay();
    const heard: AppEvent[] = [];
    const stop = subscribe(seller.id, (e) => heard.push(e));
    await sendMessage(buyer.id, id, "Bonjour");
    await sendMessage(buyer.id, id, "Le prix est-il négociable ?");
    await sendMessage(seller.id, id, "Bonjour !");
    await expect.poll(() => heard.length, { timeout: 3000 }).toBeGreaterThanOrEqual(3);
    expect(heard[0]).toMatchObject({ type: "messages-changed", conversationId: id });
    stop();
    await stopEventRelay();

    expect(await unreadMessageCount(seller.id)).toBe(2);
    expect(await markConversationRead(stranger.id, id)).toBe(0);
    expect(await unreadMessageCount(seller.id)).toBe(2);
    expect(await markConversationRead(seller.id, id)).toBe(2);
    expect(await unreadMessageCount(seller.id)).toBe(0);
    // The seller's own message stays unread for the buyer.
    expect(await unreadMessageCount(buyer.id)).toBe(1);
  });
});

const ORIGIN = "http://localhost:3000";

function request(path: string, cookie: string, form?: Record<string, string>) {
  const headers = new Headers({ "x-client-ip": "10.31.0.1", cookie });
  if (!form) return new Request(`${ORIGIN}${path}`, { headers });
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

const args = (req: Request, id?: string) => ({ request: req, params: id ? { id } : {}, context: new RouterContextProvider() }) as never;

/** A route's value and status, whether plain data, `data(…, { status })` or a Response. */
async function answer(result: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  if (result instanceof Response) return { status: result.status, data: { location: result.headers.get("Location") } };
  const r = result as { init?: ResponseInit | null; data?: unknown };
  if (r && typeof r === "object" && "init" in r && "data" in r) return { status: r.init?.status ?? 200, data: r.data as Record<string, unknown> };
  return { status: 200, data: result as Record<string, unknown> };
}

describe("access: only the two participants", () => {
  it("answers a third user exactly as a conversation that does not exist, through every route", async () => {
    const [buyer, seller, stranger] = [await user(), await user(), await user()];
    const { id } = await opened(buyer.id, seller.id);
    await sendMessage(buyer.id, id, "Bonjour, c'est privé");
    const cookie = await sessionCookie(stranger.email);
    const missing = "00000000-0000-4000-8000-000000000000";

    expect(await loadChat(stranger.id, id)).toBeNull();
    expect(await messagePage(stranger.id, id)).toEqual({ messages: [], olderCursor: null });

    const foreign = await answer(await messagesLoader(args(request(`/messages/${id}`, cookie), id)));
    const unknown = await answer(await messagesLoader(args(request(`/messages/${missing}`, cookie), missing)));
    expect(foreign.status).toBe(404);
    expect(foreign.data.chat).toBeNull();
    expect(foreign.data.invalid).toBe(true);
    expect(foreign.data.conversations).toEqual([]);
    expect({ ...foreign.data, openId: null, now: null }).toEqual({ ...unknown.data, openId: null, now: null });

    const post = await answer(await messagesAction(args(request(`/messages/${id}`, cookie, { intent: "send", content: "Je m'invite" }), id)));
    const postMissing = await answer(await messagesAction(args(request(`/messages/${missing}`, cookie, { intent: "send", content: "Je m'invite" }), missing)));
    expect(post).toEqual({ status: 404, data: { ok: false, error: "ID de conversation invalide", content: "Je m'invite" } });
    expect(postMissing).toEqual(post);

    await messagesAction(args(request(`/messages/${id}`, cookie, { intent: "read" }), id));
    expect(await unreadMessageCount(seller.id)).toBe(1);

    const history = await answer(await historyLoader(args(request(`/messages/${id}/history`, cookie), id)));
    const historyMissing = await answer(await historyLoader(args(request(`/messages/${missing}/history`, cookie), missing)));
    expect(history).toEqual({ status: 404, data: { error: "ID de conversation invalide" } });
    expect(historyMissing).toEqual(history);
    expect(await db().select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(1);
  });

  it("lets a participant read and write through the page, the form working without JavaScript", async () => {
    const [buyer, seller] = [await user(), await user()];
    const { id } = await opened(buyer.id, seller.id);
    await sendMessage(seller.id, id, "Bienvenue");
    const cookie = await sessionCookie(buyer.email);
    const page = await answer(await messagesLoader(args(request(`/messages/${id}?essai=1`, cookie), id)));
    expect(page.status).toBe(200);
    const chat = page.data.chat as { messages: { content: string; mine: boolean }[]; other: { id: string } };
    expect(chat.messages.map((m) => [m.content, m.mine])).toEqual([["Bienvenue", false]]);
    expect(chat.other.id).toBe(seller.id);
    expect(page.data.draft).toBe("Bonjour, je souhaiterais essayer la Toyota Corolla. Quand seriez-vous disponible pour un essai ?");

    const plain = await answer(await messagesAction(args(request(`/messages/${id}`, cookie, { intent: "send", content: " Merci ! " }), id)));
    expect(plain).toEqual({ status: 303, data: { location: `/messages/${id}` } });
    const scripted = await answer(
      await messagesAction(args(request(`/messages/${id}`, cookie, { intent: "send", content: "Et le prix ?", via: "script" }), id)),
    );
    expect(scripted).toEqual({ status: 200, data: { ok: true } });
    // Replying reads what the other person wrote.
    expect(await unreadMessageCount(buyer.id)).toBe(0);
    const refused = await answer(await messagesAction(args(request(`/messages/${id}`, cookie, { intent: "send", content: "x".repeat(2001) }), id)));
    expect(refused).toEqual({ status: 400, data: { ok: false, error: "Message trop long", content: "x".repeat(2001) } });
  });
});

describe("the conversation list", () => {
  it("shows each conversation once, newest activity first, with the other person, the listing, the last message and its unread count", async () => {
    const [buyer, seller, other] = [await user(), await user(), await user()];
    const first = await opened(buyer.id, seller.id);
    const second = await opened(buyer.id, other.id);
    await sendMessage(buyer.id, first.id, "Bonjour", { now: new Date("2026-03-01T09:00:00Z") });
    await sendMessage(seller.id, first.id, "Oui ?", { now: new Date("2026-03-01T09:05:00Z") });
    await sendMessage(seller.id, first.id, "Toujours là ?", { now: new Date("2026-03-01T09:06:00Z") });
    await sendMessage(other.id, second.id, "Disponible demain", { now: new Date("2026-03-01T08:00:00Z") });

    const list = await listConversations(buyer.id);
    expect(list.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({
      other: { id: seller.id },
      listing: { id: first.sale.id, brand: "Toyota", model: "Corolla" },
      last: { content: "Toujours là ?", mine: false, createdAt: "2026-03-01T09:06:00.000Z" },
      unread: 2,
    });
    expect(list[1].unread).toBe(1);
    expect(await unreadMessageCount(buyer.id)).toBe(3);
    await markConversationRead(buyer.id, first.id);
    expect((await listConversations(buyer.id)).map((c) => c.unread)).toEqual([0, 1]);
    expect((await listConversations(seller.id)).map((c) => [c.id, c.unread, c.last?.mine])).toEqual([[first.id, 1, true]]);
  });

  it("pages long histories: the newest 50, then older ones by time and id", async () => {
    const [buyer, seller] = [await user(), await user()];
    const { id } = await opened(buyer.id, seller.id);
    const same = new Date("2026-03-02T10:00:00Z");
    const rows = Array.from({ length: 120 }, (_, i) => ({
      conversationId: id,
      senderId: i % 2 ? buyer.id : seller.id,
      content: `Message ${i}`,
      // Groups of three share one instant: the id breaks the tie.
      createdAt: new Date(same.getTime() + Math.floor(i / 3) * 1000),
    }));
    await db().insert(messages).values(rows);
    const seen: string[] = [];
    let page = await messagePage(buyer.id, id);
    expect(page.messages).toHaveLength(50);
    seen.unshift(...page.messages.map((m) => m.id));
    while (page.olderCursor) {
      page = await messagePage(buyer.id, id, page.olderCursor);
      seen.unshift(...page.messages.map((m) => m.id));
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const ordered = await db().select({ id: messages.id }).from(messages).where(eq(messages.conversationId, id)).orderBy(messages.createdAt, messages.id);
    expect(seen).toEqual(ordered.map((m) => m.id));

    // What the chat's scroll asks the server for: JSON, the page before the cursor.
    const cookie = await sessionCookie(buyer.email);
    const first = await messagePage(buyer.id, id);
    const response = await handle(new Request(`${ORIGIN}/messages/${id}/history?before=${first.olderCursor}`, { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { messages: { id: string }[]; olderCursor: string | null };
    expect(body.messages.map((m) => m.id)).toEqual(ordered.slice(20, 70).map((m) => m.id));
    expect(body.olderCursor).toBe(ordered[20].id);
  });
});

describe("limits and notifications", () => {
  it("notifies the recipient of each message, with a link to the conversation, in the same transaction", async () => {
    const [buyer, seller] = [await createUser({ email: `chat-n${++seq}@example.test`, firstName: "Kofi", lastName: "Mensah" }), await user()];
    const { id } = await opened(buyer.id, seller.id);
    await sendMessage(buyer.id, id, "Bonjour, la voiture est-elle toujours disponible ?");
    const { items, unread } = await listNotifications(seller.id);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({
      title: "Nouveau message de Kofi Mensah",
      message: "Bonjour, la voiture est-elle toujours disponible ?",
      link: `/messages/${id}`,
      read: false,
    });
    expect((await listNotifications(buyer.id)).items).toHaveLength(0);
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(row?.type).toBe("message");
    // Reading the conversation reads its news in the bell too.
    await markConversationRead(seller.id, id);
    expect((await listNotifications(seller.id)).unread).toBe(0);
  });

  it("delivers the notification live to the recipient's bell, once the message is stored", async () => {
    const [buyer, seller] = [await user(), await user()];
    const { id } = await opened(buyer.id, seller.id);
    await startEventRelay();
    const heard: AppEvent[] = [];
    const stop = subscribe(seller.id, (event) => {
      heard.push(event);
      // What a page re-reads on hearing it is already there.
      if (event.type === "notification") void listNotifications(seller.id).then((l) => stored.push(l.items.length));
    });
    const stored: number[] = [];
    const sent = await sendMessage(buyer.id, id, "Je passe demain à 10 h");
    await expect.poll(() => stored.length, { timeout: 3000 }).toBe(1);
    expect(stored).toEqual([1]);
    expect(heard).toContainEqual({ type: "messages-changed", conversationId: id, messageId: sent.ok ? sent.id : "" });
    expect(heard.find((e) => e.type === "notification")).toMatchObject({
      notification: { message: "Je passe demain à 10 h", link: `/messages/${id}`, read: false },
    });
    stop();
    await stopEventRelay();
  });

  it("refuses empty, too long and too many messages, and stores nothing for them", async () => {
    const [buyer, seller] = [await user(), await user()];
    const { id } = await opened(buyer.id, seller.id);
    expect(await sendMessage(buyer.id, id, "  ")).toEqual({ ok: false, error: "Erreur lors de l'envoi du message" });
    expect(await sendMessage(buyer.id, id, "é".repeat(2001))).toEqual({ ok: false, error: "Message trop long" });
    expect((await sendMessage(buyer.id, id, ` ${"é".repeat(2000)} `)).ok).toBe(true);
    for (let i = 1; i < 30; i++) expect((await sendMessage(buyer.id, id, `Message ${i}`)).ok).toBe(true);
    expect(await sendMessage(buyer.id, id, "Un de trop")).toEqual({ ok: false, error: CHAT_MESSAGES.tooMany, code: "too-many" });
    expect(CHAT_MESSAGES.tooMany).toBe("Vous envoyez trop de messages. Patientez une minute avant de réessayer.");
    expect(await db().select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(30);
    expect((await listNotifications(seller.id)).unread).toBe(30);
    // The other participant has a limit of their own.
    expect((await sendMessage(seller.id, id, "Doucement !")).ok).toBe(true);
    // A new minute, a new allowance.
    await db()
      .update(rateLimits)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, `chat:send:${buyer.id}`));
    expect((await sendMessage(buyer.id, id, "Me revoilà")).ok).toBe(true);
  });

  it("stores nothing when the notification cannot be written", async () => {
    const [buyer, seller] = [await createUser({ email: `chat-b${++seq}@example.test`, firstName: "Bloqué" }), await user()];
    const { id } = await opened(buyer.id, seller.id);
    // The last write of the transaction fails: the message and the conversation's move are undone.
    await db().execute(sql`alter table notifications add constraint notifications_test_block check (title not like '%Bloqué%') not valid`);
    await expect(sendMessage(buyer.id, id, "Bonjour")).rejects.toThrow();
    await db().execute(sql`alter table notifications drop constraint notifications_test_block`);
    expect(await db().select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(0);
    const [conversation] = await db().select().from(conversations).where(eq(conversations.id, id));
    expect(conversation?.updatedAt.getTime()).toBe(conversation?.createdAt.getTime());
  });
});
