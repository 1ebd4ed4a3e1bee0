import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The chat's limits and messages, shared by the composer and the server (the authority). */
export const MESSAGE_MAX = 2000;
export const MESSAGES_PER_MINUTE = 30;
export const CHAT_PAGE_SIZE = 50;

export const CHAT_MESSAGES = {
  invalidConversation: /*i18n*/ "ID de conversation invalide",
  sendFailed: /*i18n*/ "Erreur lors de l'envoi du message",
  tooLong: /*i18n*/ "Message trop long",
  tooMany: /*i18n*/ "Vous envoyez trop de messages. Patientez une minute avant de réessayer.",
  loadFailed: /*i18n*/ "Erreur lors du chargement des messages",
} as const;

export const CONTACT_MESSAGES = {
  self: /*i18n*/ "Vous ne pouvez pas vous contacter vous-même",
  failed: /*i18n*/ "Erreur lors de la création de la conversation",
} as const;

export type MessageCheck = { ok: true; text: string } | { ok: false; error: string };

/** A message is its trimmed text, 1 to MESSAGE_MAX characters. */
export function checkMessage(content: unknown): MessageCheck {
  const text = typeof content === "string" ? content.trim() : "";
  if (!text) return { ok: false, error: CHAT_MESSAGES.sendFailed };
  if (text.length > MESSAGE_MAX) return { ok: false, error: CHAT_MESSAGES.tooLong };
  return { ok: true, text };
}

/** The test-drive request "Demander un essai" types into the composer, in the page's words; the user may edit it. */
export function testDriveRequest(listing: { brand: string; model: string } | null, i18n: I18n): string {
  if (!listing) return i18n._(msg`Bonjour, je souhaiterais essayer ce véhicule. Quand seriez-vous disponible pour un essai ?`);
  const { brand, model } = listing;
  return i18n._(msg`Bonjour, je souhaiterais essayer la ${brand} ${model}. Quand seriez-vous disponible pour un essai ?`);
}

/** The start of a message, for a notification or a mail: whole words, an ellipsis when cut. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
