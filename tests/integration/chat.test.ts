import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unreadMessageCount } from "../../app/features/chat/unread-count.server.ts";
import { CONTACT_MESSAGES } from "../../app/features/chat/contact.server.ts";
import {
  CHAT_MESSAGES,
  MESSAGE_MAX,
  markConversationRead,
  openConversation,
  sendMessage,
} from "../../app/features/chat/conversations.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { type AppEvent, startEventRelay, stopEventRelay, subscribe } from "../../app/server/events.server.ts";
import { conversations, messages } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

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
    expect(await sendMessage(stranger.id, id, "Je m'invite")).toEqual({ ok: false, error: CHAT_MESSAGES.invalidConversation });
    expect(await sendMessage(buyer.id, "pas-un-id", "Bonjour")).toEqual({ ok: false, error: CHAT_MESSAGES.invalidConversation });
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
    expect(heard[0]).toEqual({ type: "messages-changed", conversationId: id });
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
