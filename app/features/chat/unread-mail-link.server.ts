import { appUrl } from "../../server/secret.server.ts";
import { sign, verifySignature } from "../../server/signature.server.ts";
import { setMessageMailOptOut } from "../accounts/message-mails.server.ts";

const PURPOSE = "unsubscribe:message-mails";
export const UNSUBSCRIBE_PATH = "/emails/desabonnement";

export const UNSUBSCRIBE_MESSAGES = {
  done: "C'est fait : vous ne recevrez plus d'e-mail pour les messages non lus.",
  invalid: "Ce lien de désabonnement n'est pas valide.",
} as const;

/** The one-click link of a mail about unread messages: signed for its recipient, no sign-in needed. */
export function unsubscribeUrl(userId: string): string {
  return `${appUrl()}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ u: userId, s: sign(PURPOSE, userId) })}`;
}

export function isValidUnsubscribe(userId: unknown, signature: unknown): userId is string {
  return typeof userId === "string" && userId.length > 0 && verifySignature(PURPOSE, userId, signature);
}

/** Turns the mails off for the user the link was signed for; refused for a forged or altered link. */
export async function unsubscribeFromMessageMails(userId: unknown, signature: unknown): Promise<{ ok: boolean; message: string }> {
  if (!isValidUnsubscribe(userId, signature) || !(await setMessageMailOptOut(userId, true))) {
    return { ok: false, message: UNSUBSCRIBE_MESSAGES.invalid };
  }
  return { ok: true, message: UNSUBSCRIBE_MESSAGES.done };
}
