import { msg } from "@lingui/core/macro";
import { and, asc, eq, inArray, isNull, lte, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { elidedDe } from "../../lib/french-elision.ts";
import { recipientLanguage } from "../../lib/language.ts";
import { db } from "../../server/db.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { type Mail, sendMail } from "../../server/mail.server.ts";
import { escapeHtml, mailLayout, mailLink } from "../../server/mail-layout.server.ts";
import { isOnline } from "../../server/presence.server.ts";
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
  /** The language the recipient chose, if they did, and their country (recipientLanguage). */
  recipientLanguage?: string | null;
  recipientCountry?: string | null;
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
      recipientLanguage: recipient.language,
      recipientCountry: recipient.country,
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
    await db()
      .update(messages)
      .set({ mailed: false })
      .where(
        inArray(
          messages.id,
          claimed.map((m) => m.id),
        ),
      );
    return false;
  }
}

/** The mail: who wrote, about which listing, the start of the message, the conversation's link, the unsubscribe link. */
export function unreadMessageMail(pending: Pending): Mail {
  const language = recipientLanguage({ language: pending.recipientLanguage, country: pending.recipientCountry });
  const who = `${pending.senderFirstName} ${pending.senderLastName}`;
  // "d'Aminata", "de Moussa": French's own, left out by the English text.
  const de = elidedDe(who);
  const car = pending.brand && pending.model ? `${pending.brand} ${pending.model}` : null;
  const link = mailLink(conversationHref(pending.conversationId), language);
  const stop = unsubscribeUrl(pending.recipientId, "messages", language);
  const firstName = pending.recipientFirstName;
  const quote = excerpt(pending.content, 200);
  const lines = [
    translate(language, msg`Bonjour ${firstName},`),
    car ? translate(language, msg`${who} vous a écrit au sujet de l'annonce ${car} :`) : translate(language, msg`${who} vous a écrit :`),
    translate(language, msg`« ${quote} »`),
    translate(language, msg`Répondez-lui sur AutoAfrique. Par prudence, ne versez jamais d'acompte avant d'avoir vu le véhicule et ses papiers.`),
  ];
  const why = translate(language, msg`Vous recevez cet e-mail car ce message n'a pas été lu. Pour ne plus recevoir ces e-mails :`);
  const title = translate(language, msg`Nouveau message ${de}${who}`);
  const unsubscribe = translate(language, msg`se désabonner`);
  return {
    to: pending.recipientEmail,
    subject: car ? translate(language, msg`Nouveau message ${de}${who} — ${car}`) : title,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${why} ${stop}\n`,
    html: mailLayout(
      title,
      lines,
      link,
      translate(language, msg`Lire et répondre`),
      `${escapeHtml(why)} <a href="${escapeHtml(stop)}">${escapeHtml(unsubscribe)}</a>`,
      language,
    ),
    headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
