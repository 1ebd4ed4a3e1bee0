import { formatLongDate } from "../../lib/long-date.ts";

// Instants in West African time, as the notification dates, so the server and the browser print
// the same thing (no hydration mismatch).
const TIME_ZONE = "Africa/Abidjan";
const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const DAY_KEY = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const DAY = 24 * 60 * 60 * 1000;

/** "3 mars", "1er déc.". */
const shortDay = (iso: string) => formatLongDate(iso, { month: "short", year: false });

/** Spec §9: a chat time is HH:mm. */
export function formatChatTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** The calendar day of an instant (YYYY-MM-DD), where the day separators fall. */
export function dayKey(iso: string): string {
  return DAY_KEY.format(new Date(iso));
}

/** A day separator: "Aujourd'hui", "Hier", or "lundi 3 mars 2026". */
export function formatDaySeparator(iso: string, now: Date): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return "Aujourd'hui";
  if (key === dayKey(new Date(now.getTime() - DAY).toISOString())) return "Hier";
  const label = formatLongDate(iso, { weekday: true });
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The time of a conversation's last activity in the list: HH:mm today, "Hier", else "3 mars". */
export function formatListTime(iso: string, now: Date): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return formatChatTime(iso);
  if (key === dayKey(new Date(now.getTime() - DAY).toISOString())) return "Hier";
  return shortDay(iso);
}

/** The chat header's presence line: "En ligne", or when the other person was last seen. */
export function presenceLabel(online: boolean, lastSeenAt: string | null, now: Date): string {
  if (online) return "En ligne";
  if (!lastSeenAt) return "Hors ligne";
  const key = dayKey(lastSeenAt);
  if (key === dayKey(now.toISOString())) return `Vu aujourd'hui à ${formatChatTime(lastSeenAt)}`;
  if (key === dayKey(new Date(now.getTime() - DAY).toISOString())) return `Vu hier à ${formatChatTime(lastSeenAt)}`;
  return `Vu le ${shortDay(lastSeenAt)} à ${formatChatTime(lastSeenAt)}`;
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
