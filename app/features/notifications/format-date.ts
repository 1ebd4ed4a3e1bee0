const MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const pad = (n: number) => String(n).padStart(2, "0");

/** 'dd MMM yyyy à HH:mm' in French, in the given time zone (West Africa is UTC+0 or +1). */
export function formatNotificationDate(iso: string, timeZone = "Africa/Abidjan"): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const month = MONTHS[Number(parts.month) - 1];
  return `${pad(Number(parts.day))} ${month} ${parts.year} à ${pad(Number(parts.hour))}:${parts.minute}`;
}
