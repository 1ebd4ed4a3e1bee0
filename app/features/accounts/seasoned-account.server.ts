import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * How old an account must be before it weighs on others: its reports count toward hiding a
 * listing, and it may write reviews. Accounts made on the spot to pile on a seller carry neither.
 */
export const SEASONED_ACCOUNT_AGE_MS = 86_400_000;

/** The condition "this account was made over a day before `now`", on its creation date column. */
export function isSeasonedAccount(createdAt: AnyColumn | SQL, now = new Date()): SQL {
  return sql`${createdAt} < ${new Date(now.getTime() - SEASONED_ACCOUNT_AGE_MS).toISOString()}::timestamptz`;
}
