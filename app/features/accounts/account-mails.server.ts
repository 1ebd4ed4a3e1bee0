import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Language, recipientLanguage } from "../../lib/language.ts";
import { translate } from "../../server/i18n.server.ts";
import type { Mail } from "../../server/mail.server.ts";
import { mailLayout, mailLink } from "../../server/mail-layout.server.ts";

interface Recipient {
  email: string;
  name: string;
  firstName?: unknown;
  /** With the language they chose, the language they are written to in (recipientLanguage). */
  country?: unknown;
  language?: unknown;
}

function languageOf(user: Recipient): Language {
  return recipientLanguage({
    language: typeof user.language === "string" ? user.language : null,
    country: typeof user.country === "string" ? user.country : null,
  });
}

function greeting(user: Recipient, language: Language) {
  const first = typeof user.firstName === "string" && user.firstName ? user.firstName : user.name;
  return translate(language, msg`Bonjour ${first},`);
}

/** The shape of every account mail: a greeting, a few paragraphs, one button to one link; in the member's language. */
function accountMail(
  user: Recipient,
  mail: { subject: MessageDescriptor; paragraphs: readonly MessageDescriptor[]; path: string; button: MessageDescriptor },
): Mail {
  const language = languageOf(user);
  const subject = translate(language, mail.subject);
  const link = mailLink(mail.path, language);
  const lines = [greeting(user, language), ...mail.paragraphs.map((p) => translate(language, p))];
  return {
    to: user.email,
    subject,
    text: `${lines.join("\n\n")}\n\n${link}\n`,
    html: mailLayout(subject, lines, link, translate(language, mail.button), undefined, language),
  };
}

/**
 * The mail with the link to /verify-email, opened from the mailbox to confirm the address; its first
 * use signs the member in and leads to `returnTo` (the page they signed up from), carried as is
 * and checked when the link is opened (ADR 0052).
 */
export function verificationMail(user: Recipient, token: string, returnTo = "/"): Mail {
  const back = returnTo && returnTo !== "/" ? `&redirectTo=${encodeURIComponent(returnTo)}` : "";
  return accountMail(user, {
    subject: msg`Vérifiez votre adresse email`,
    paragraphs: [
      msg`Merci de votre inscription sur AutoAfrique. Confirmez votre adresse email pour sécuriser votre compte.`,
      msg`Ce lien est valable 24 heures.`,
    ],
    path: `/verify-email?verify=${encodeURIComponent(token)}${back}`,
    button: msg`Vérifier mon email`,
  });
}

/** The mail with the link to /reset-password, where a new password is chosen. */
export function resetPasswordMail(user: Recipient, token: string): Mail {
  return accountMail(user, {
    subject: msg`Réinitialisation de votre mot de passe`,
    paragraphs: [
      msg`Vous avez demandé à réinitialiser votre mot de passe AutoAfrique. Ce lien est valable 1 heure.`,
      msg`Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.`,
    ],
    path: `/reset-password?token=${encodeURIComponent(token)}`,
    button: msg`Choisir un nouveau mot de passe`,
  });
}

/**
 * Told to the owner when their account is being guessed (ADR 0010): their password still works,
 * and the link leads to choosing a new one.
 */
export function signInAttemptsMail(user: Recipient): Mail {
  return accountMail(user, {
    subject: msg`Tentatives de connexion à votre compte`,
    paragraphs: [
      msg`Plusieurs tentatives de connexion à votre compte AutoAfrique ont échoué à cause d'un mot de passe incorrect.`,
      msg`Si c'était vous, ignorez cet email. Sinon, quelqu'un essaie peut-être de deviner votre mot de passe : ses essais sont ralentis et vous pouvez toujours vous connecter avec le vôtre, mais choisissez-en un nouveau, long, que vous n'utilisez nulle part ailleurs.`,
    ],
    path: "/auth?mode=reset",
    button: msg`Choisir un nouveau mot de passe`,
  });
}
