import type { PushTopic } from "../../server/schema/push.ts";

export type PushTopicName = PushTopic;

/** The topics pushed to a member's devices, in the profile's order, each with its switch's French label. */
export const PUSH_TOPIC_LABELS: Readonly<Record<PushTopic, string>> = {
  messages: "Nouveaux messages",
  bookings: "Demandes et réponses de réservation",
  offers: "Offres de prix",
  searches: "Nouvelles annonces pour vos recherches",
  priceDrops: "Baisses de prix de vos favoris",
};

export function pushTopic(value: unknown): PushTopicName | null {
  return typeof value === "string" && Object.hasOwn(PUSH_TOPIC_LABELS, value) ? (value as PushTopicName) : null;
}

export const PUSH_MESSAGES = {
  button: "Activer les notifications sur ce téléphone",
  on: "Notifications activées sur cet appareil",
  off: "Notifications désactivées sur cet appareil",
  turnOff: "Désactiver sur cet appareil",
  denied: "Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.",
  unsupported: "Ce navigateur ne permet pas les notifications.",
  failed: "Impossible d'activer les notifications pour le moment. Réessayez.",
  invalid: "Cet abonnement aux notifications n'est pas valable.",
  topicOn: "Notification activée",
  topicOff: "Notification désactivée",
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
