import { and, asc, eq, inArray, isNull, lte, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { type Mail, sendMail } from "../../server/mail.server.ts";
import { escapeHtml, mailLayout } from "../../server/mail-layout.server.ts";
import { isOnline } from "../../server/presence.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { conversations, listings, messages, profiles } from "../../server/schema.ts";
import { whatsappCarries } from "../notifications/channels.server.ts";
import { unsubscribeUrl } from "../accounts/mail-unsubscribe.server.ts";
import { excerpt } from "./chat-rules.ts";
import { conversationHref } from "./conversations.server.ts";

/** How long a recipient has had no page open, and a message has waited, before it is mailed. */
export const OFFLINE_MAIL_DELAY_MS = 10 * 60 * 1000;

interface Pending {
  conversationId: string;
  senderId: string;
  senderFirstName: string;
  senderLastName: string;
  recipientId: string;
  recipientEmail: string;
  recipientFirstName: string;
  brand: string | null;
  model: string | null;
  content: string;
}

/**
 * One mail per conversation whose messages wait unread for a recipient who has had no page of the
 * app open for 10 minutes (no event stream, last seen before then), unless they unsubscribed. A
 * conversation is mailed again only once it has been read (its mailed messages are read then).
 * Safe on several instances: each claims the messages it mails. Returns how many mails were sent.
 */
export async function sendUnreadMessageMails(now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OFFLINE_MAIL_DELAY_MS);
  const recipient = alias(profiles, "recipient");
  const sender = alias(profiles, "sender");
  const rows = await db()
    .selectDistinctOn([messages.conversationId, messages.senderId], {
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
      recipientId: recipient.id,
      recipientEmail: recipient.email,
      recipientFirstName: recipient.firstName,
      brand: listings.brand,
      model: listings.model,
      content: messages.content,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(
      recipient,
      eq(
        recipient.id,
        sql`case when ${conversations.participant1Id} = ${messages.senderId} then ${conversations.participant2Id} else ${conversations.participant1Id} end`,
      ),
    )
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      and(
        eq(messages.isRead, false),
        eq(messages.mailed, false),
        lte(messages.createdAt, before),
        eq(recipient.messageMailOptOut, false),
        // WhatsApp carries the member's messages: no mail as well (one notification per event).
        not(whatsappCarries(recipient, "messages")),
        isNull(recipient.deletedAt),
        or(isNull(recipient.lastSeenAt), lte(recipient.lastSeenAt, before)),
        // Already mailed and still unread: no second mail until the conversation is read.
        sql`not exists (select 1 from ${messages} mu where mu.conversation_id = ${messages.conversationId}
          and mu.sender_id = ${messages.senderId} and mu.is_read = false and mu.mailed = true)`,
      ),
    )
    .orderBy(messages.conversationId, messages.senderId, asc(messages.createdAt), asc(messages.id))
    .limit(200);
  let sent = 0;
  for (const pending of rows) {
    if (isOnline(pending.recipientId)) continue;
    if (await mailOne(pending, before)) sent++;
  }
  return sent;
}

async function mailOne(pending: Pending, before: Date): Promise<boolean> {
  const claimed = await db()
    .update(messages)
    .set({ mailed: true })
    .where(
      and(
        eq(messages.conversationId, pending.conversationId),
        eq(messages.senderId, pending.senderId),
        eq(messages.isRead, false),
        eq(messages.mailed, false),
        lte(messages.createdAt, before),
      ),
    )
    .returning({ id: messages.id });
  if (claimed.length === 0) return false;
  try {
    await sendMail(unreadMessageMail(pending));
    return true;
  } catch (error) {
    log.error("unread_mail.failed", { conversationId: pending.conversationId, error: String(error) });
    // Not sent: the next run tries again.
    await db().update(messages).set({ mailed: false }).where(inArray(messages.id, claimed.map((m) => m.id)));
    return false;
  }
}

/** The mail: who wrote, about which listing, the start of the message, the conversation's link, the unsubscribe link. */
export function unreadMessageMail(pending: Pending): Mail {
  const who = `${pending.senderFirstName} ${pending.senderLastName}`;
  const car = pending.brand && pending.model ? `${pending.brand} ${pending.model}` : null;
  const link = `${appUrl()}${conversationHref(pending.conversationId)}`;
  const stop = unsubscribeUrl(pending.recipientId, "messages");
  const lines = [
    `Bonjour ${pending.recipientFirstName},`,
    car ? `${who} vous a écrit au sujet de l'annonce ${car} :` : `${who} vous a écrit :`,
    `« ${excerpt(pending.content, 200)} »`,
    "Répondez-lui sur AutoAfrique. Par prudence, ne versez jamais d'acompte avant d'avoir vu le véhicule et ses papiers.",
  ];
  const why = "Vous recevez cet e-mail car ce message n'a pas été lu. Pour ne plus recevoir ces e-mails :";
  return {
    to: pending.recipientEmail,
    subject: car ? `Nouveau message de ${who} — ${car}` : `Nouveau message de ${who}`,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${why} ${stop}\n`,
    html: mailLayout(`Nouveau message de ${who}`, lines, link, "Lire et répondre", `${escapeHtml(why)} <a href="${escapeHtml(stop)}">se désabonner</a>`),
    headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
