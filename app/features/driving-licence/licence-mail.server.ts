import { msg } from "@lingui/core/macro";
import { and, eq, isNull } from "drizzle-orm";
import { type Language, recipientLanguage } from "../../lib/language.ts";
import { db } from "../../server/db.server.ts";
import { inLanguage, translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { mailLayout, mailLink } from "../../server/mail-layout.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { profiles } from "../../server/schema.ts";
import type { NotificationInput } from "../notifications/notifications.server.ts";

/** The member's 'Permis de conduire' page, where every notice about their licence leads. */
export const LICENCE_PAGE = "/profile/permis";

export const LICENCE_NOTICE_WORDS = {
  verifiedTitle: /*i18n*/ "Permis de conduire vérifié",
  refusedTitle: /*i18n*/ "Permis de conduire refusé",
  verified: /*i18n*/ "Votre permis de conduire a été vérifié : vous pouvez louer les voitures qui exigent un permis vérifié.",
  refused: /*i18n*/ "Votre permis de conduire a été refusé. Vous pouvez envoyer un nouveau permis depuis votre profil.",
  reasonLabel: /*i18n*/ "Motif :",
  openPage: /*i18n*/ "Voir mon permis",
} as const;

export type LicenceDecision = { verdict: "verify" } | { verdict: "refuse"; reason: string };

/** The decision in a sentence of the member's language; a refusal's reason is the admin's own words, kept as typed. */
function decisionLine(language: Language, decision: LicenceDecision): string {
  if (decision.verdict === "verify") return inLanguage(LICENCE_NOTICE_WORDS.verified, language);
  return `${inLanguage(LICENCE_NOTICE_WORDS.refused, language)} ${inLanguage(LICENCE_NOTICE_WORDS.reasonLabel, language)} ${decision.reason}`;
}

function decisionTitle(decision: LicenceDecision): string {
  return decision.verdict === "verify" ? LICENCE_NOTICE_WORDS.verifiedTitle : LICENCE_NOTICE_WORDS.refusedTitle;
}

/** The bell's title and message of an admin's decision, written in the member's language when stored. */
export function licenceDecisionNotice(decision: LicenceDecision): Pick<NotificationInput, "title" | "message"> {
  return { title: decisionTitle(decision), message: (language) => decisionLine(language, decision) };
}

/** The member told of the decision by mail, in their language; a failure is logged: the bell has it. */
export async function tellLicenceDecisionByMail(userId: string, decision: LicenceDecision): Promise<void> {
  const [member] = await db()
    .select({ email: profiles.email, firstName: profiles.firstName, country: profiles.country, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  if (!member) return;
  const language = recipientLanguage(member);
  const subject = inLanguage(decisionTitle(decision), language);
  const firstName = member.firstName;
  const lines = [translate(language, msg`Bonjour ${firstName},`), decisionLine(language, decision)];
  const link = mailLink(LICENCE_PAGE, language);
  try {
    await sendMail({
      to: member.email,
      subject,
      text: `${lines.join("\n\n")}\n\n${link}\n`,
      html: mailLayout(subject, lines, link, inLanguage(LICENCE_NOTICE_WORDS.openPage, language), undefined, language),
    });
  } catch (error) {
    log.error("licence.mail_failed", { userId, error: String(error) });
  }
}
