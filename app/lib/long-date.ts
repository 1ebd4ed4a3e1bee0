import { DEFAULT_LANGUAGE, type Language, localeOf } from "./language.ts";

/** How much of a date in words to write: "lundi 1er décembre 2025", "1er décembre", "1er déc. 2025, 10:05". */
export interface DateWords {
  weekday?: boolean;
  year?: boolean;
  month?: "long" | "short";
  /** Hours and minutes after the date (an instant's). */
  time?: boolean;
}

// Instants in West African time (as the notification dates), so the server and the browser print
// the same day; date-only values are calendar dates and must never shift.
const INSTANT_ZONE = "Africa/Abidjan";
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// Building a formatter costs far more than using one: each shape is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(words: Required<DateWords>, timeZone: string, language: Language): Intl.DateTimeFormat {
  const key = `${words.weekday}|${words.year}|${words.month}|${words.time}|${timeZone}|${language}`;
  let made = formatters.get(key);
  if (!made) {
    // English days come before the month, as in Nigeria and Ghana: "1 December 2026"; Portuguese
    // and Arabic as Portugal and Maroc write them, Latin digits.
    made = new Intl.DateTimeFormat(localeOf(language, null), {
      timeZone,
      day: "numeric",
      month: words.month,
      ...(words.weekday ? { weekday: "long" } : {}),
      ...(words.year ? { year: "numeric" } : {}),
      ...(words.time ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
    });
    formatters.set(key, made);
  }
  return made;
}

/** French month names, January first: a calendar's days are written without Intl (below). */
export const FRENCH_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"] as const;
const FRENCH_WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"] as const;

/**
 * A calendar day in French words as Intl's fr-FR writes it ("lundi 1er mars 2027"), without Intl:
 * making the first date format costs a phone 20–90 ms at start, and a calendar names each day
 * (ADR 0062; long-date.test.ts compares the two).
 */
function frenchCalendarDay(date: Date, shape: Required<DateWords>): string {
  const day = date.getUTCDate();
  return [
    shape.weekday ? FRENCH_WEEKDAYS[date.getUTCDay()] : null,
    day === 1 ? "1er" : String(day),
    FRENCH_MONTHS[date.getUTCMonth()],
    shape.year ? String(date.getUTCFullYear()) : null,
  ]
    .filter((part) => part !== null)
    .join(" ");
}

/**
 * A date written in words (French by default), 'd MMMM yyyy' by default: "5 mars 2025". The first day of a
 * month is an ordinal in French ("1er décembre"), which Intl does not write. Empty for an invalid
 * date. The one place dates are put in words: every other date in words is a variant of this.
 */
export function formatLongDate(value: string | Date, words: DateWords = {}, language: Language = DEFAULT_LANGUAGE): string {
  const shape = { weekday: words.weekday ?? false, year: words.year ?? true, month: words.month ?? "long", time: words.time ?? false };
  const calendarDay = typeof value === "string" && DATE_ONLY.test(value);
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  if (calendarDay && language === DEFAULT_LANGUAGE && shape.month === "long" && !shape.time) return frenchCalendarDay(date, shape);
  const parts = formatter(shape, calendarDay ? "UTC" : INSTANT_ZONE, language).formatToParts(date);
  if (language !== DEFAULT_LANGUAGE) return parts.map((part) => part.value).join("");
  return parts.map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value)).join("");
}
