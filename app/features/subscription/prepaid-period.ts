/** A Pro month paid without a subscription (Wave) lasts this many days. */
export const PRO_PERIOD_DAYS = 30;
/** The member is reminded this many days before such a period ends. */
export const REMINDER_DAYS_BEFORE = 3;

const DAY_MS = 86_400_000;

/** A period ending by this moment is reminded now. */
export function reminderDueBy(now: Date): Date {
  return new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS);
}

/**
 * Where a prepaid period ends once one more month is paid: 30 days after the running period's end
 * when it still runs (renewing early loses no day), else 30 days from now.
 */
export function prepaidPeriodEnd(current: { status: string; currentPeriodEnd: Date | null } | null, now: Date): Date {
  const runningEnd = current?.status === "active" && current.currentPeriodEnd && current.currentPeriodEnd > now ? current.currentPeriodEnd : now;
  return new Date(runningEnd.getTime() + PRO_PERIOD_DAYS * DAY_MS);
}
