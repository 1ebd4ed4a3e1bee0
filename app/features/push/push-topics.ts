import type { PushTopic } from "../../server/schema/push.ts";

export type PushTopicName = PushTopic;

/** The topics pushed to a member's devices, in the profile's order, each with its switch's label (a marked French constant, shown with `i18n._`). */
export const PUSH_TOPIC_LABELS: Readonly<Record<PushTopic, string>> = {
  messages: /*i18n*/ "Nouveaux messages",
  bookings: /*i18n*/ "Demandes et réponses de réservation",
  offers: /*i18n*/ "Offres de prix",
  searches: /*i18n*/ "Nouvelles annonces pour vos recherches",
  priceDrops: /*i18n*/ "Baisses de prix de vos favoris",
};

export function pushTopic(value: unknown): PushTopicName | null {
  return typeof value === "string" && Object.hasOwn(PUSH_TOPIC_LABELS, value) ? (value as PushTopicName) : null;
}

export const PUSH_MESSAGES = {
  button: /*i18n*/ "Activer les notifications sur ce téléphone",
  on: /*i18n*/ "Notifications activées sur cet appareil",
  off: /*i18n*/ "Notifications désactivées sur cet appareil",
  turnOff: /*i18n*/ "Désactiver sur cet appareil",
  denied: /*i18n*/ "Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.",
  unsupported: /*i18n*/ "Ce navigateur ne permet pas les notifications.",
  failed: /*i18n*/ "Impossible d'activer les notifications pour le moment. Réessayez.",
  invalid: /*i18n*/ "Cet abonnement aux notifications n'est pas valable.",
  topicOn: /*i18n*/ "Notification activée",
  topicOff: /*i18n*/ "Notification désactivée",
} as const;

/** A line shortened to `max` characters on one line, with an ellipsis when cut. */
export function pushText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

export const PUSH_TITLE_MAX = 80;
export const PUSH_BODY_MAX = 160;

export interface PushPayload {
  title: string;
  body: string;
  /** The page opened when the notification is tapped (a path of the site). */
  url: string;
  /** News of the same thing (one conversation, one listing) replaces the one before on the phone. */
  tag: string;
}

/** What the service worker receives: the title and the start of the text, the page to open. */
export function pushPayload(input: { title: string; body: string; url: string }): PushPayload {
  const url = input.url.startsWith("/") && !input.url.startsWith("//") ? input.url : "/";
  return { title: pushText(input.title, PUSH_TITLE_MAX), body: pushText(input.body, PUSH_BODY_MAX), url, tag: url };
}
