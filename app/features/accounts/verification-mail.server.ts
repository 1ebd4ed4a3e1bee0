import { waitInWords } from "../../lib/wait-in-words.ts";
import { log } from "../../server/log.server.ts";
import { hitWindow } from "../../server/rate-limit.server.ts";
import { auth } from "./auth.server.ts";

/** A member's verification links: one a minute, five a day, the sign-up's own included. */
export const VERIFICATION_MAILS_PER_MINUTE = { max: 1, windowSeconds: 60 };
export const VERIFICATION_MAILS_PER_DAY = { max: 5, windowSeconds: 24 * 60 * 60 };

export const VERIFICATION_MAIL_MESSAGES = {
  sent: "Email de vérification envoyé",
  failed: "Erreur lors de l'envoi de l'email",
  alreadyVerified: "Votre adresse email est déjà vérifiée",
  tooSoon: (seconds: number) => `Un email de vérification vient de vous être envoyé. Vous pourrez en demander un autre dans ${waitInWords(seconds)}.`,
  tooMany: (seconds: number) =>
    `Vous avez déjà reçu ${VERIFICATION_MAILS_PER_DAY.max} emails de vérification aujourd'hui. Réessayez dans ${waitInWords(seconds)}.`,
} as const;

export type VerificationMailResult = { ok: true } | { ok: false; error: string; retryAfterSeconds?: number };

/**
 * Mails a new verification link to a member whose address is not verified yet, within the limits.
 * The minute is asked first and the day only for a mail about to go, so impatient clicks within a
 * minute do not spend the day's mails. The link signs the member in and leads to `redirectTo`
 * (the auth library's `callbackURL`, written into our link by the mail; ADR 0052).
 */
export async function sendVerificationMail(
  user: { id: string; email: string; emailVerified: boolean },
  redirectTo = "/",
): Promise<VerificationMailResult> {
  if (user.emailVerified) return { ok: false, error: VERIFICATION_MAIL_MESSAGES.alreadyVerified };
  const minute = await hitWindow(`verification-mail:minute:${user.id}`, VERIFICATION_MAILS_PER_MINUTE.windowSeconds);
  if (minute.count > VERIFICATION_MAILS_PER_MINUTE.max) {
    return { ok: false, error: VERIFICATION_MAIL_MESSAGES.tooSoon(minute.retryAfterSeconds), retryAfterSeconds: minute.retryAfterSeconds };
  }
  const day = await hitWindow(`verification-mail:day:${user.id}`, VERIFICATION_MAILS_PER_DAY.windowSeconds);
  if (day.count > VERIFICATION_MAILS_PER_DAY.max) {
    return { ok: false, error: VERIFICATION_MAIL_MESSAGES.tooMany(day.retryAfterSeconds), retryAfterSeconds: day.retryAfterSeconds };
  }
  try {
    await auth().api.sendVerificationEmail({ body: { email: user.email, callbackURL: redirectTo } });
    return { ok: true };
  } catch (error) {
    log.error("verify.mail_failed", { error, userId: user.id });
    return { ok: false, error: VERIFICATION_MAIL_MESSAGES.failed };
  }
}
