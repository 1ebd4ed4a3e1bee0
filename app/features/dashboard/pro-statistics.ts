import { addDays } from "../../lib/calendar-day.ts";

/** The advanced statistics of the Pro plan: the last 30 days. */
export const STATISTICS_DAYS = 30;
/** The listings ranked in the table, most seen first. */
export const RANKED_LISTINGS = 10;

export interface DailyViews {
  day: string;
  views: number;
}

/** Every day of the window, oldest first, with 0 for a day nobody came (the database only has days with views). */
export function fillDays(today: string, counted: readonly DailyViews[], days = STATISTICS_DAYS): DailyViews[] {
  const byDay = new Map(counted.map((d) => [d.day, d.views]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1);
    return { day, views: byDay.get(day) ?? 0 };
  });
}

/** Contacts per hundred views, one decimal; null before anyone has seen the listing. */
export function contactRate(contacts: number, views: number): number | null {
  return views > 0 ? Math.round((contacts / views) * 1000) / 10 : null;
}

/** The days named under the chart, as indexes into its bars: today and every week before it. */
export function chartTicks(days: number): number[] {
  const ticks: number[] = [];
  for (let i = days - 1; i >= 0; i -= 7) ticks.unshift(i);
  return ticks;
}
