import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { eq } from "drizzle-orm";
import { type Language, recipientLanguage } from "../../lib/language.ts";
import { type Db, db } from "../../server/db.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { escapeHtml, mailLayout, mailLink } from "../../server/mail-layout.server.ts";
import { profiles } from "../../server/schema.ts";
import { unsubscribeUrl } from "../accounts/mail-unsubscribe.server.ts";
import { notifyMember, whatsappCarries } from "../notifications/channels.server.ts";
import { notificationEvent } from "../notifications/notifications.server.ts";

/** Words put in the recipient's language: a descriptor, or a function of the language (amounts, a decision quoted). */
export type NoticeWords = MessageDescriptor | ((language: Language) => string);

/** What one party of a booking is told about its deposit or dispute: the bell (and WhatsApp, push), then a mail. */
export interface PartyNotice {
  userId: string;
  title: NoticeWords;
  message: NoticeWords;
  /** The page the bell and the mail open. */
  link: string;
  button: MessageDescriptor;
}

const say = (language: Language, words: NoticeWords) => (typeof words === "function" ? words(language) : translate(language, words));

/**
 * The bell of each notice, written in the caller's transaction (`notifyMember` adds WhatsApp where
 * the member turned it on for bookings): returns the events for the caller to publish at its commit.
 */
export async function writeNotices(tx: Db, notices: readonly PartyNotice[], now: Date) {
  const events = [];
  for (const n of notices) {
    const item = await notifyMember(tx, n.userId, "bookings", { title: n.title, message: n.message, type: "booking", link: n.link }, { now });
    events.push(notificationEvent(n.userId, item));
  }
  return events;
}

/**
 * The mail of each notice, sent once the change is stored, in the member's language; none to a
 * member who stopped booking mails, whose bookings WhatsApp carries (one notification per event),
 * or who left. A mail that fails is logged: the bell already told them.
 */
export async function mailNotices(notices: readonly PartyNotice[]): Promise<void> {
  for (const n of notices) {
    const [member] = await db()
      .select({
        email: profiles.email,
        firstName: profiles.firstName,
        country: profiles.country,
        language: profiles.language,
        optOut: profiles.bookingMailOptOut,
        whatsapp: whatsappCarries(profiles, "bookings"),
        deletedAt: profiles.deletedAt,
      })
      .from(profiles)
      .where(eq(profiles.id, n.userId));
    if (!member || member.optOut || member.whatsapp || member.deletedAt) continue;
    const language = recipientLanguage(member);
    const subject = say(language, n.title);
    const firstName = member.firstName;
    const lines = [translate(language, msg`Bonjour ${firstName},`), say(language, n.message)];
    const link = mailLink(n.link, language);
    const stop = unsubscribeUrl(n.userId, "bookings", language);
    const why = translate(language, msg`Vous recevez cet e-mail au sujet de vos réservations. Pour ne plus les recevoir :`);
    const unsubscribe = translate(language, msg`se désabonner`);
    const button = translate(language, n.button);
    await sendMail({
      to: member.email,
      subject,
      text: `${lines.join("\n\n")}\n\n${link}\n\n${why} ${stop}\n`,
      html: mailLayout(subject, lines, link, button, `${escapeHtml(why)} <a href="${escapeHtml(stop)}">${escapeHtml(unsubscribe)}</a>`, language),
      headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    }).catch((error: unknown) => log.error("rental_notice_mail.failed", { userId: n.userId, error: String(error) }));
  }
}
