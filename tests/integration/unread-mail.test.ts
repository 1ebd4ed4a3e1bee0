import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { markConversationRead, openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { sendUnreadMessageMails } from "../../app/features/chat/unread-mail.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "../../app/routes/unsubscribe.tsx";
import { db } from "../../app/server/db.server.ts";
import { streamClosed, streamOpened } from "../../app/server/presence.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo as readMails } from "../support/mails.ts";

const { dataDir } = useTestDatabase();

const MINUTE = 60_000;
const t0 = new Date("2026-03-10T08:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

let seq = 0;

const mailsTo = (email: string) => readMails(dataDir(), email);

async function setup() {
  const n = ++seq;
  const buyer = await createUser({ email: `mail-buyer${n}@example.test`, firstName: "Kofi", lastName: "Mensah" });
  const seller = await createUser({ email: `mail-seller${n}@example.test`, firstName: "Awa" });
  const sale = await createSaleListing(seller.id);
  const opened = await openConversation(buyer.id, { kind: "sale", id: sale.id });
  if (!opened.ok) throw new Error(opened.error);
  // The seller had the app open until just before the first message.
  await db()
    .update(profiles)
    .set({ lastSeenAt: at(-1) })
    .where(eq(profiles.id, seller.id));
  return { buyer, seller, id: opened.id };
}

const unsubscribeArgs = (url: string, form?: Record<string, string>) =>
  ({
    request: new Request(url, form ? { method: "POST", body: new URLSearchParams(form) } : {}),
    params: {},
    context: new RouterContextProvider(),
  }) as never;

describe("the mail about unread messages", () => {
  it("is sent once after 10 minutes offline, not again before the conversation is read, then again after", async () => {
    const { buyer, seller, id } = await setup();
    await sendMessage(buyer.id, id, "Bonjour, la voiture est-elle toujours disponible ? Je peux passer samedi.", { now: at(0) });

    expect(await sendUnreadMessageMails(at(9))).toBe(0);
    expect(mailsTo(seller.email)).toHaveLength(0);
    expect(await sendUnreadMessageMails(at(11))).toBe(1);
    const [mail] = mailsTo(seller.email);
    expect(mail).toMatch(/^Subject: =\?UTF-8\?Q\?Nouveau_message_de_Kofi_Mensah_=E2=80=94\?=\s+=\?UTF-8\?Q\?_Toyota_Corolla\?=/m);
    expect(mail).toContain("Kofi Mensah vous a écrit au sujet de l'annonce Toyota Corolla :");
    expect(mail).toContain("« Bonjour, la voiture est-elle toujours disponible ? Je peux passer samedi. »");
    expect(mail).toContain(`/messages/${id}`);
    expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:\d+\/emails\/desabonnement\?u=/);

    // More messages, more minutes: still one mail until the conversation is read.
    await sendMessage(buyer.id, id, "Vous êtes là ?", { now: at(12) });
    expect(await sendUnreadMessageMails(at(30))).toBe(0);
    expect(await sendUnreadMessageMails(at(90))).toBe(0);
    expect(mailsTo(seller.email)).toHaveLength(1);

    await markConversationRead(seller.id, id);
    await db()
      .update(profiles)
      .set({ lastSeenAt: at(91) })
      .where(eq(profiles.id, seller.id));
    await sendMessage(buyer.id, id, "Je passe demain alors.", { now: at(92) });
    expect(await sendUnreadMessageMails(at(95))).toBe(0);
    expect(await sendUnreadMessageMails(at(102))).toBe(1);
    expect(mailsTo(seller.email).at(-1)).toContain("« Je passe demain alors. »");
  });

  it("is not sent while the recipient has a page open, here or (as last seen tells) elsewhere", async () => {
    const { buyer, seller, id } = await setup();
    await sendMessage(buyer.id, id, "Bonjour", { now: at(0) });
    streamOpened(seller.id);
    expect(await sendUnreadMessageMails(at(30))).toBe(0);
    streamClosed(seller.id);
    // Another instance keeps the last-seen time fresh while a page is open there.
    await db()
      .update(profiles)
      .set({ lastSeenAt: at(25) })
      .where(eq(profiles.id, seller.id));
    expect(await sendUnreadMessageMails(at(30))).toBe(0);
    expect(await sendUnreadMessageMails(at(36))).toBe(1);
    // The sender's own messages never mail the sender.
    expect(mailsTo(buyer.email)).toHaveLength(0);
  });

  it("is never sent after the one-click unsubscribe, which needs no sign-in and refuses a forged link", async () => {
    const { buyer, seller, id } = await setup();
    await sendMessage(buyer.id, id, "Premier message", { now: at(0) });
    expect(await sendUnreadMessageMails(at(11))).toBe(1);
    const link = mailsTo(seller.email)[0].match(/https?:\/\/\S+\/emails\/desabonnement\?u=[^\s>"]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL((link as string).replace(/&amp;/g, "&"));

    const forged = new URL(url);
    forged.searchParams.set("u", buyer.id);
    expect(await unsubscribeLoader(unsubscribeArgs(forged.href))).toMatchObject({ valid: false });
    expect(await unsubscribeAction(unsubscribeArgs(forged.href, { u: buyer.id, s: url.searchParams.get("s") ?? "" }))).toEqual({
      ok: false,
      message: "Ce lien de désabonnement n'est pas valide.",
    });

    expect(await unsubscribeLoader(unsubscribeArgs(url.href))).toMatchObject({ valid: true });
    // A mail client's own one-click POST carries only the link's query.
    expect(await unsubscribeAction(unsubscribeArgs(url.href, { "List-Unsubscribe": "One-Click" }))).toEqual({
      ok: true,
      message: "C'est fait : vous ne recevrez plus d'e-mail pour les messages non lus.",
    });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, seller.id));
    expect(row?.messageMailOptOut).toBe(true);
    const [other] = await db().select().from(profiles).where(eq(profiles.id, buyer.id));
    expect(other?.messageMailOptOut).toBe(false);

    await markConversationRead(seller.id, id);
    await sendMessage(buyer.id, id, "Deuxième message", { now: at(20) });
    expect(await sendUnreadMessageMails(at(60))).toBe(0);
    expect(mailsTo(seller.email)).toHaveLength(1);
  });
});
