import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const pad = (n: number) => String(n).padStart(2, "0");

// Building a formatter costs far more than using one: one per time zone, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 'dd MMM yyyy à HH:mm' in French ('dd MMM yyyy, HH:mm' in English), in the given time zone (West Africa is UTC+0 or +1). */
export function formatNotificationDate(iso: string, timeZone = "Africa/Abidjan", language: Language = DEFAULT_LANGUAGE): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const month = (language === DEFAULT_LANGUAGE ? MONTHS : MONTHS_EN)[Number(parts.month) - 1];
  const time = `${pad(Number(parts.hour))}:${parts.minute}`;
  return language === DEFAULT_LANGUAGE
    ? `${pad(Number(parts.day))} ${month} ${parts.year} à ${time}`
    : `${pad(Number(parts.day))} ${month} ${parts.year}, ${time}`;
}
