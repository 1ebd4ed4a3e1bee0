import { formatLongDate } from "../../../lib/long-date.ts";
import { dateFormatIn } from "../../../lib/intl-formats.ts";
import type { Language } from "../../../lib/language.ts";

/** An instant as the records write it, day and time apart ("3 déc." and "14:00"), in West African time as every date of the site. */
export function recordMoment(instant: Date, language: Language): { day: string; time: string } {
  const time = dateFormatIn(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Africa/Abidjan" }).format(instant);
  return { day: formatLongDate(instant, { month: "short", year: false }, language), time };
}
