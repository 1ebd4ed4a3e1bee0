import { msg } from "@lingui/core/macro";
import { and, eq, isNull } from "drizzle-orm";
import { type Language, recipientLanguage } from "../../lib/language.ts";
import { db } from "../../server/db.server.ts";
import { inLanguage, translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { mailLayout, mailLink } from "../../server/mail-layout.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { profiles } from "../../server/schema.ts";
import { notify } from "../notifications/notifications.server.ts";

export const FEED_PAGE = "/pro/import";

const FEED_PAUSED_TITLE = msg`Votre flux de stock est en pause`;
const OPEN_FEED = msg`Voir mon flux`;

/** Why the feed stopped, in the dealer's language: `reason` is the last failure's message (marked French, or the server's answer). */
function pausedLine(language: Language, reason: string): string {
  const why = inLanguage(reason, language);
  return translate(
    language,
    msg`Nous n'avons pas pu lire votre flux de stock trois fois de suite, nous l'avons donc mis en pause. Dernière erreur : ${why}. Corrigez l'adresse ou le fichier, puis reprenez le flux depuis la page Import du stock.`,
  );
}

/** The dealer told their feed is paused: in the bell at once, and by mail in their language. */
export async function tellFeedPaused(userId: string, reason: string): Promise<void> {
  await notify(userId, { title: FEED_PAUSED_TITLE, message: (language) => pausedLine(language, reason), type: "warning", link: FEED_PAGE });
  const [dealer] = await db()
    .select({ email: profiles.email, firstName: profiles.firstName, country: profiles.country, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  if (!dealer) return;
  const language = recipientLanguage(dealer);
  const subject = translate(language, FEED_PAUSED_TITLE);
  const firstName = dealer.firstName;
  const lines = [translate(language, msg`Bonjour ${firstName},`), pausedLine(language, reason)];
  const link = mailLink(FEED_PAGE, language);
  try {
    await sendMail({
      to: dealer.email,
      subject,
      text: `${lines.join("\n\n")}\n\n${link}\n`,
      html: mailLayout(subject, lines, link, translate(language, OPEN_FEED), undefined, language),
    });
  } catch (error) {
    // The bell has it; the feed stays paused until the dealer resumes it.
    log.error("stock_feed.mail_failed", { userId, error: String(error) });
  }
}
