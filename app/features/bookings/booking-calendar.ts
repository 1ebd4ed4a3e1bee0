import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { BOOKING_MESSAGES, addDays, lastBookableDay } from "./booking-rules.ts";
import { dateFormatIn } from "../../lib/intl-formats.ts";

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
 * A range that contains a taken day or lasts more than `maxDays` is rejected with the reason;
 * past, too distant and taken days cannot be picked.
 */
export function selectDay(
  selection: DaySelection,
  day: string,
  today: string,
  taken: readonly TakenRange[],
  maxDays: number,
): { selection: DaySelection; error: string | null } {
  if (!isPickable(day, today, taken)) return { selection, error: null };
  if (!selection.start || selection.end || day < selection.start) return { selection: { start: day, end: null }, error: null };
  if (overlapsTaken(selection.start, day, taken)) return { selection, error: BOOKING_MESSAGES.datesTaken };
  if (day > addDays(selection.start, maxDays - 1)) return { selection, error: BOOKING_MESSAGES.tooLong(maxDays) };
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


/** "2027-03" → "mars 2027" ("March 2027" in English). */
export function monthName(month: string, language: Language = DEFAULT_LANGUAGE): string {
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

const ENGLISH_WEEKDAYS = [
  { initial: "M", name: "Monday" },
  { initial: "T", name: "Tuesday" },
  { initial: "W", name: "Wednesday" },
  { initial: "T", name: "Thursday" },
  { initial: "F", name: "Friday" },
  { initial: "S", name: "Saturday" },
  { initial: "S", name: "Sunday" },
] as const;

/** The calendar's column heads, Monday first, in a language. */
export function weekdays(language: Language = DEFAULT_LANGUAGE): readonly { initial: string; name: string }[] {
  return language === DEFAULT_LANGUAGE ? WEEKDAYS : ENGLISH_WEEKDAYS;
}
