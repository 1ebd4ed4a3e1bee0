import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Language, languageOfLocale } from "../../lib/language.ts";
import { formatLongDate } from "../../lib/long-date.ts";

// Instants in West African time, as the notification dates, so the server and the browser print
// the same thing (no hydration mismatch).
const TIME_ZONE = "Africa/Abidjan";
// Made at first use, not when the module loads: making a format is slow on a phone.
let time: Intl.DateTimeFormat | undefined;
let dayKeys: Intl.DateTimeFormat | undefined;
const DAY = 24 * 60 * 60 * 1000;

/** The page's language, as its I18n says it. */
const languageOf = (i18n: I18n): Language => languageOfLocale(i18n.locale);

/** "3 mars", "1er déc.". */
const shortDay = (iso: string, i18n: I18n) => formatLongDate(iso, { month: "short", year: false }, languageOf(i18n));

/** Spec §9: a chat time is HH:mm. */
export function formatChatTime(iso: string): string {
  time ??= new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return time.format(new Date(iso));
}

/** The calendar day of an instant (YYYY-MM-DD), where the day separators fall. */
export function dayKey(iso: string): string {
  dayKeys ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return dayKeys.format(new Date(iso));
}

/** A day separator: "Aujourd'hui", "Hier", or "lundi 3 mars 2026", in the page's words (`i18n`). */
export function formatDaySeparator(iso: string, now: Date, i18n: I18n): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return i18n._(msg`Aujourd'hui`);
  if (key === dayKey(new Date(now.getTime() - DAY).toISOString())) return i18n._(msg`Hier`);
  const label = formatLongDate(iso, { weekday: true }, languageOf(i18n));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The time of a conversation's last activity in the list: HH:mm today, "Hier", else "3 mars". */
export function formatListTime(iso: string, now: Date, i18n: I18n): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return formatChatTime(iso);
  if (key === dayKey(new Date(now.getTime() - DAY).toISOString())) return i18n._(msg`Hier`);
  return shortDay(iso, i18n);
}

/** The chat header's presence line: "En ligne", or when the other person was last seen. */
export function presenceLabel(online: boolean, lastSeenAt: string | null, now: Date, i18n: I18n): string {
  if (online) return i18n._(msg`En ligne`);
  if (!lastSeenAt) return i18n._(msg`Hors ligne`);
  const key = dayKey(lastSeenAt);
  const time = formatChatTime(lastSeenAt);
  if (key === dayKey(now.toISOString())) return i18n._(msg`Vu aujourd'hui à ${time}`);
  if (key === dayKey(new Date(now.getTime() - DAY).toISOString())) return i18n._(msg`Vu hier à ${time}`);
  const day = shortDay(lastSeenAt, i18n);
  return i18n._(msg`Vu le ${day} à ${time}`);
}

/** Messages grouped under their day's separator, oldest first. */
export function groupByDay<T extends { createdAt: string }>(messages: readonly T[]): { day: string; first: string; items: T[] }[] {
  const groups: { day: string; first: string; items: T[] }[] = [];
  for (const message of messages) {
    const day = dayKey(message.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(message);
    else groups.push({ day, first: message.createdAt, items: [message] });
  }
  return groups;
}
