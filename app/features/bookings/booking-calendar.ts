import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { BOOKING_MESSAGES, type BookingRefusal, addDays, bookingRefusal, bookingTooLongRefusal, lastBookableDay } from "./booking-rules.ts";
import { dateFormatIn } from "../../lib/intl-formats.ts";
import { FRENCH_MONTHS } from "../../lib/long-date.ts";

/** Days held by a pending or confirmed booking, both ends included (YYYY-MM-DD). */
export interface TakenRange {
  start: string;
  end: string;
}

/** Days of the viewer's own pending request or confirmed booking: 'Votre demande', 'Votre réservation'. */
export interface OwnRange extends TakenRange {
  status: "pending" | "confirmed";
}

/** The viewer's own range holding `day`, if any. */
export function ownRangeOf(day: string, mine: readonly OwnRange[]): OwnRange | undefined {
  return mine.find((range) => range.start <= day && day <= range.end);
}

/** A selection on the calendar: a first day, then a last day. */
export interface DaySelection {
  start: string | null;
  end: string | null;
}

export const EMPTY_SELECTION: DaySelection = { start: null, end: null };

export function isTaken(day: string, taken: readonly TakenRange[]): boolean {
  return taken.some((range) => range.start <= day && day <= range.end);
}

/** Whether [start, end] shares a day with a taken range. */
export function overlapsTaken(start: string, end: string, taken: readonly TakenRange[]): boolean {
  return taken.some((range) => range.start <= end && start <= range.end);
}

/** Whether a day can be picked at all: not past, not beyond the calendar's last day, not taken. */
export function isPickable(day: string, today: string, taken: readonly TakenRange[]): boolean {
  return day >= today && day <= lastBookableDay(today) && !isTaken(day, taken);
}

/**
 * Spec §4: a click picks the first day, the next one the last day (an earlier day starts again).
 * A range that contains a taken day or lasts more than `maxDays` is rejected with the refusal (said by `bookingRefusalText`);
 * past, too distant and taken days cannot be picked.
 */
export function selectDay(
  selection: DaySelection,
  day: string,
  today: string,
  taken: readonly TakenRange[],
  maxDays: number,
): { selection: DaySelection; error: BookingRefusal | null } {
  if (!isPickable(day, today, taken)) return { selection, error: null };
  if (!selection.start || selection.end || day < selection.start) return { selection: { start: day, end: null }, error: null };
  if (overlapsTaken(selection.start, day, taken)) return { selection, error: bookingRefusal(BOOKING_MESSAGES.datesTaken, "conflict") };
  if (day > addDays(selection.start, maxDays - 1)) return { selection, error: bookingTooLongRefusal(maxDays) };
  return { selection: { start: selection.start, end: day }, error: null };
}

export interface MonthDay {
  day: string;
  /** 1-31. */
  date: number;
}

/** "2027-03" → the weeks of March 2027, Monday first, `null` before the 1st and after the last day. */
export function monthWeeks(month: string): (MonthDay | null)[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (MonthDay | null)[] = Array.from({ length: weekday }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) cells.push({ day, date: Number(day.slice(8)) });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** "2027-03" plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The number of days of a month ("2027-02" → 28). */
function daysIn(month: string): number {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Monday 0 … Sunday 6. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The same date `n` months later (earlier for a negative `n`), kept within the month: 31 January + 1 month → 28 February. */
export function shiftMonths(day: string, n: number): string {
  const month = addMonths(day.slice(0, 7), n);
  return `${month}-${String(Math.min(Number(day.slice(8)), daysIn(month))).padStart(2, "0")}`;
}

/** The keys the date grid answers (WAI-ARIA date picker grid); Enter and Space are the day's own button. */
export const GRID_KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"] as const;

export interface GridBounds {
  /** The first and last days the calendar offers (today, 12 months on). */
  first: string;
  last: string;
  /** Whether a day may be focused: one that can be picked (others are disabled, so the keys go past them). */
  canPick: (day: string) => boolean;
  /** A right-to-left page: the left and right arrows swap. */
  rtl?: boolean;
}

/** The first day from `from` by steps of `step` (days) that can be picked, within the bounds and no further than `until`. */
function firstPickable(from: string, step: number, bounds: GridBounds, until?: string): string | null {
  for (let day = from; day >= bounds.first && day <= bounds.last; day = addDays(day, step)) {
    if (bounds.canPick(day)) return day;
    if (until !== undefined && day === until) break;
  }
  return null;
}

/**
 * Where a key sends the focus from `day` in the booking calendar's grid, or null (it stays): the arrows go a day or a
 * week, Home and End to the week's first and last day, Page Up and Page Down a month (a year with Shift). Days
 * that cannot be picked are passed over, in the key's direction.
 */
export function gridMove(day: string, key: string, bounds: GridBounds, shift = false): string | null {
  const horizontal = bounds.rtl ? -1 : 1;
  switch (key) {
    case "ArrowRight":
      return firstPickable(addDays(day, horizontal), horizontal, bounds);
    case "ArrowLeft":
      return firstPickable(addDays(day, -horizontal), -horizontal, bounds);
    case "ArrowDown":
      return firstPickable(addDays(day, 7), 7, bounds);
    case "ArrowUp":
      return firstPickable(addDays(day, -7), -7, bounds);
    case "Home": {
      const monday = addDays(day, -weekdayOf(day));
      return firstPickable(monday < bounds.first ? bounds.first : monday, 1, bounds, day);
    }
    case "End": {
      const sunday = addDays(day, 6 - weekdayOf(day));
      return firstPickable(sunday > bounds.last ? bounds.last : sunday, -1, bounds, day);
    }
    case "PageDown":
    case "PageUp": {
      const direction = key === "PageDown" ? 1 : -1;
      let target = shiftMonths(day, direction * (shift ? 12 : 1));
      if (target < bounds.first) target = bounds.first;
      if (target > bounds.last) target = bounds.last;
      if (target === day) return null;
      return firstPickable(target, direction, bounds) ?? firstPickable(target, -direction, bounds);
    }
    default:
      return null;
  }
}

/** "2027-03" → "mars 2027" ("March 2027" in English). */
export function monthName(month: string, language: Language = DEFAULT_LANGUAGE): string {
  // French without Intl, as its days (long-date.ts, ADR 0062).
  if (language === DEFAULT_LANGUAGE) return `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  return dateFormatIn(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

export const WEEKDAYS = [
  { initial: "L", name: "lundi" },
  { initial: "M", name: "mardi" },
  { initial: "M", name: "mercredi" },
  { initial: "J", name: "jeudi" },
  { initial: "V", name: "vendredi" },
  { initial: "S", name: "samedi" },
  { initial: "D", name: "dimanche" },
] as const;

/** The calendar's column heads, Monday first, in a language: the day's initial shown, its whole name for assistive technology (`abbr`). */
export function weekdays(language: Language = DEFAULT_LANGUAGE): readonly { initial: string; name: string }[] {
  if (language === DEFAULT_LANGUAGE) return WEEKDAYS;
  const initial = dateFormatIn(language, { weekday: "narrow", timeZone: "UTC" });
  const name = dateFormatIn(language, { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i))).map((day) => ({ initial: initial.format(day), name: name.format(day) }));
}
