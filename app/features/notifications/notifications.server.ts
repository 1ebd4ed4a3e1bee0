import type { MessageDescriptor } from "@lingui/core";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type Language, recipientLanguage } from "../../lib/language.ts";
import { type Db, db } from "../../server/db.server.ts";
import { type AppEvent, publish } from "../../server/events.server.ts";
import { inLanguage, translate } from "../../server/i18n.server.ts";
import { notifications, profiles } from "../../server/schema.ts";

export const NOTIFICATION_LIST_LIMIT = 10;

export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
  link: string | null;
}

type NotificationRow = Pick<typeof notifications.$inferSelect, "id" | "title" | "message" | "createdAt" | "read" | "link">;

/** A stored notification as the bell shows it. */
export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.read,
    link: row.link,
  };
}

export async function listNotifications(userId: string): Promise<{ items: NotificationItem[]; unread: number }> {
  const [items, [{ unread }]] = await Promise.all([recentNotifications(userId), unreadNotificationsQuery(userId)]);
  return { items, unread };
}

/** The bell's list: the latest few, read or not. */
export async function recentNotifications(userId: string): Promise<NotificationItem[]> {
  const rows = await recentNotificationsQuery(userId);
  return rows.map(toNotificationItem);
}

/** The bell's list as a query not yet run (rows for `toNotificationItem`): the shell reads it with its badges. */
export function recentNotificationsQuery(userId: string) {
  return db()
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      createdAt: notifications.createdAt,
      read: notifications.read,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** The bell's badge as a query not yet run: the shell reads it with the other badges in one round trip. */
export function unreadNotificationsQuery(userId: string) {
  return db()
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/** Only the owner's own row can change: another user's id simply matches nothing. */
export async function markNotificationRead(userId: string, id: string): Promise<boolean> {
  const rows = await db()
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks read the user's notifications about one thing (a conversation read is no news any more). */
export async function markNotificationsReadByLink(userId: string, link: string): Promise<number> {
  const rows = await db()
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markAllNotificationsRead(userId: string): Promise<number> {
  const rows = await db()
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export type NotificationType = "info" | "warning" | "booking" | "message" | "payment";

/**
 * Words told to a member: a message descriptor (`msg`, its values inside) or a function of the
 * language (for prices and dates written in it), put in the member's language when stored; or a
 * plain string, stored as it is (a member's or the staff's own words).
 */
export type Words = string | MessageDescriptor | ((language: Language) => string);

export interface NotificationInput {
  title: Words;
  message: Words;
  type?: NotificationType;
  link?: string;
}

/** Words in a language: a descriptor translated; a plain string as it is, unless it is a marked French constant (ADR 0049). */
export function inWords(language: Language, words: Words): string {
  if (typeof words === "string") return inLanguage(words, language);
  return typeof words === "function" ? words(language) : translate(language, words);
}

/** The language each member is written to in (ADR 0049): theirs, else their country's; French for one not found. */
export async function recipientLanguages(executor: Db, userIds: readonly string[]): Promise<Map<string, Language>> {
  const ids = [...new Set(userIds)];
  const languages = new Map<string, Language>();
  if (ids.length === 0) return languages;
  const rows = await executor
    .select({ id: profiles.id, language: profiles.language, country: profiles.country })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  for (const row of rows) languages.set(row.id, recipientLanguage(row));
  return languages;
}

/** A notification's words in its recipient's language (no query when they are plain strings). */
async function inputsInLanguage<T extends NotificationInput & { userId: string }>(executor: Db, inputs: readonly T[]) {
  const needed = inputs.filter((i) => typeof i.title !== "string" || typeof i.message !== "string").map((i) => i.userId);
  const languages = await recipientLanguages(executor, needed);
  return inputs.map((i) => {
    const language = languages.get(i.userId) ?? "fr";
    return { ...i, title: inWords(language, i.title), message: inWords(language, i.message) };
  });
}

/**
 * Writes a notification in the caller's transaction, without telling anyone yet: the caller calls
 * publishes `notificationEvent` once its transaction has committed (a page told earlier would not see it).
 */
export async function createNotification(
  executor: Db,
  userId: string,
  input: NotificationInput,
  options: { now?: Date; language?: Language } = {},
): Promise<NotificationItem> {
  const [words] = options.language
    ? [{ title: inWords(options.language, input.title), message: inWords(options.language, input.message) }]
    : await inputsInLanguage(executor, [{ ...input, userId }]);
  const [row] = await executor
    .insert(notifications)
    .values({
      userId,
      title: words.title,
      message: words.message,
      type: input.type ?? "info",
      link: input.link,
      ...(options.now ? { createdAt: options.now } : {}),
    })
    .returning();
  return toNotificationItem(row);
}

/** Many notifications in one INSERT per thousand (a job's sweep), each with its owner; told by the caller as above. */
export async function createNotifications(
  executor: Db,
  inputs: readonly (NotificationInput & { userId: string })[],
): Promise<{ userId: string; item: NotificationItem }[]> {
  const items: { userId: string; item: NotificationItem }[] = [];
  for (let start = 0; start < inputs.length; start += 1000) {
    const slice = await inputsInLanguage(executor, inputs.slice(start, start + 1000));
    const rows = await executor
      .insert(notifications)
      .values(slice.map((i) => ({ userId: i.userId, title: i.title, message: i.message, type: i.type ?? "info", link: i.link })))
      .returning();
    items.push(...rows.map((row) => ({ userId: row.userId, item: toNotificationItem(row) })));
  }
  return items;
}

/** The live event of a stored notification, for its owner's bell (to publish with others). */
export function notificationEvent(userId: string, item: NotificationItem): { userId: string; event: AppEvent } {
  return { userId, event: { type: "notification", notification: item } };
}

/**
 * Sends a notification to one user and delivers it live. `now` is when it is sent: the present,
 * unless trusted code replays a history (the demo seed).
 */
export async function notify(userId: string, input: NotificationInput, options: { now?: Date } = {}): Promise<NotificationItem> {
  const item = await createNotification(db(), userId, input, options);
  await publish(userId, notificationEvent(userId, item).event);
  return item;
}

/** A deleted account's notifications, inside the deletion's transaction. */
export async function eraseNotificationsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
