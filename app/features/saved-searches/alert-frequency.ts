/** How often a saved search's member hears of new matches (the bell always at once, unless 'Jamais'). */
export const ALERT_FREQUENCIES = ["immediate", "daily", "never"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Readonly<Record<AlertFrequency, string>> = {
  immediate: /*i18n*/ "Immédiatement",
  daily: /*i18n*/ "Une fois par jour",
  never: /*i18n*/ "Jamais",
};

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}
