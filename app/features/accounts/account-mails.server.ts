import type { Mail } from "../../server/mail.server.ts";
import { mailLayout } from "../../server/mail-layout.server.ts";
import { appUrl } from "../../server/secret.server.ts";

interface Recipient {
  email: string;
  name: string;
  firstName?: unknown;
}

function greeting(user: Recipient) {
  const first = typeof user.firstName === "string" && user.firstName ? user.firstName : user.name;
  return `Bonjour ${first},`;
}

/** The shape of every account mail: a greeting, a few paragraphs, one button to one link. */
function accountMail(user: Recipient, mail: { subject: string; paragraphs: readonly string[]; link: string; button: string }): Mail {
  const lines = [greeting(user), ...mail.paragraphs];
  return {
    to: user.email,
    subject: mail.subject,
    text: `${lines.join("\n\n")}\n\n${mail.link}\n`,
    html: mailLayout(mail.subject, lines, mail.link, mail.button),
  };
}

/** The mail with the link to /verify-email, opened from the mailbox to confirm the address. */
export function verificationMail(user: Recipient, token: string): Mail {
  return accountMail(user, {
    subject: "Vérifiez votre adresse email",
    paragraphs: [
      "Merci de votre inscription sur AutoAfrique. Confirmez votre adresse email pour sécuriser votre compte.",
      "Ce lien est valable 24 heures.",
    ],
    link: `${appUrl()}/verify-email?verify=${encodeURIComponent(token)}`,
    button: "Vérifier mon email",
  });
}

/** The mail with the link to /reset-password, where a new password is chosen. */
export function resetPasswordMail(user: Recipient, token: string): Mail {
  return accountMail(user, {
    subject: "Réinitialisation de votre mot de passe",
    paragraphs: [
      "Vous avez demandé à réinitialiser votre mot de passe AutoAfrique. Ce lien est valable 1 heure.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
    ],
    link: `${appUrl()}/reset-password?token=${encodeURIComponent(token)}`,
    button: "Choisir un nouveau mot de passe",
  });
}

/**
 * Told to the owner when their account is being guessed (ADR 0010): their password still works,
 * and the link leads to choosing a new one.
 */
export function signInAttemptsMail(user: Recipient): Mail {
  return accountMail(user, {
    subject: "Tentatives de connexion à votre compte",
    paragraphs: [
      "Plusieurs tentatives de connexion à votre compte AutoAfrique ont échoué à cause d'un mot de passe incorrect.",
      "Si c'était vous, ignorez cet email. Sinon, quelqu'un essaie peut-être de deviner votre mot de passe : ses essais sont ralentis et vous pouvez toujours vous connecter avec le vôtre, mais choisissez-en un nouveau, long, que vous n'utilisez nulle part ailleurs.",
    ],
    link: `${appUrl()}/auth?mode=reset`,
    button: "Choisir un nouveau mot de passe",
  });
}
