import { msg } from "@lingui/core/macro";
import type { Language } from "../../lib/language.ts";
import type { RefusalCode } from "../../lib/result.ts";
import { waitInWords } from "../../lib/wait-in-words.ts";
import { translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { hitWindow } from "../../server/rate-limit.server.ts";
import { auth } from "./auth.server.ts";

/** A member's verification links: one a minute, five a day, the sign-up's own included. */
export const VERIFICATION_MAILS_PER_MINUTE = { max: 1, windowSeconds: 60 };
export const VERIFICATION_MAILS_PER_DAY = { max: 5, windowSeconds: 24 * 60 * 60 };

/** Why no mail went: the route says it in the member's language (`verificationMailWords`). */
export type VerificationMailRefusal = "already-verified" | "too-soon" | "too-many" | "failed";

/**
 * A mail sent, or why not (`reason`, for the words) with the code the route's status comes from
 * (`refusalStatus`): asked too often is "too-many" (429, with when to ask again); an address already
 * verified, or a mail the auth library failed to send, has none (400).
 */
export type VerificationMailResult = { ok: true } | { ok: false; reason: VerificationMailRefusal; code?: RefusalCode; retryAfterSeconds?: number };

const VERIFICATION_MAIL_MESSAGES = {
  sent: msg`Email de vérification envoyé`,
  "already-verified": msg`Votre adresse email est déjà vérifiée`,
  "too-soon": msg({ message: "Un email de vérification vient de vous être envoyé. Vous pourrez en demander un autre dans {wait}." }),
  "too-many": msg({ message: "Vous avez déjà reçu {max} emails de vérification aujourd'hui. Réessayez dans {wait}." }),
  failed: msg`Erreur lors de l'envoi de l'email`,
} as const;

/** What a request for a verification mail came to, in `language`: 'Email de vérification envoyé', or why not and when to ask again. */
export function verificationMailWords(result: VerificationMailResult, language: Language): string {
  if (result.ok) return translate(language, VERIFICATION_MAIL_MESSAGES.sent);
  const wait = waitInWords(result.retryAfterSeconds ?? 0, language);
  return translate(language, VERIFICATION_MAIL_MESSAGES[result.reason], { wait, max: VERIFICATION_MAILS_PER_DAY.max });
}

/**
 * Mails a new verification link to a member whose address is not verified yet, within the limits.
 * The minute is asked first and the day only for a mail about to go, so impatient clicks within a
 * minute do not spend the day's mails. The link signs the member in and leads to `redirectTo`
 * (the auth library's `callbackURL`, written into our link by the mail; ADR 0052).
 */
export async function sendVerificationMail(user: { id: string; email: string; emailVerified: boolean }, redirectTo = "/"): Promise<VerificationMailResult> {
  if (user.emailVerified) return { ok: false, reason: "already-verified" };
  const minute = await hitWindow(`verification-mail:minute:${user.id}`, VERIFICATION_MAILS_PER_MINUTE.windowSeconds);
  if (minute.count > VERIFICATION_MAILS_PER_MINUTE.max) {
    return { ok: false, reason: "too-soon", code: "too-many", retryAfterSeconds: minute.retryAfterSeconds };
  }
  const day = await hitWindow(`verification-mail:day:${user.id}`, VERIFICATION_MAILS_PER_DAY.windowSeconds);
  if (day.count > VERIFICATION_MAILS_PER_DAY.max) {
    return { ok: false, reason: "too-many", code: "too-many", retryAfterSeconds: day.retryAfterSeconds };
  }
  try {
    await auth().api.sendVerificationEmail({ body: { email: user.email, callbackURL: redirectTo } });
    return { ok: true };
  } catch (error) {
    log.error("verify.mail_failed", { error, userId: user.id });
    return { ok: false, reason: "failed" };
  }
}
