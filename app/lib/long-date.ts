const options = { day: "numeric", month: "long", year: "numeric" } as const;
// Instants in West African time (as the notification dates), so the server and the browser print
// the same day; date-only values are calendar dates and must never shift.
const INSTANT = new Intl.DateTimeFormat("fr-FR", { ...options, timeZone: "Africa/Abidjan" });
const CALENDAR = new Intl.DateTimeFormat("fr-FR", { ...options, timeZone: "UTC" });
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'd MMMM yyyy' in French: "5 mars 2025". Empty for an invalid date. */
export function formatLongDate(value: string | Date): string {
  if (typeof value === "string" && DATE_ONLY.test(value)) return CALENDAR.format(new Date(`${value}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : INSTANT.format(date);
}
