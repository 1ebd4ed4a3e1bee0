import type { Logger } from "drizzle-orm/logger";
import type { Db } from "../../app/server/db.server.ts";

/** One statement sent to the database: its SQL and parameters, as Drizzle sent them. */
export interface LoggedQuery {
  sql: string;
  params: unknown[];
}

/** The part of Drizzle's session the log reaches: its logger, and the options a transaction's session is made from. */
interface LoggingSession {
  logger: Logger;
  options?: { logger?: Logger };
}

/**
 * Logs every statement `db` sends while `work` runs, through each driver alike (PGlite's and
 * node-postgres' sessions hand each query to their logger before running it, transactions' too).
 * The logger is Drizzle's own; it is put back afterwards.
 */
export async function queriesOf<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; queries: LoggedQuery[] }> {
  const session = (db as unknown as { session: LoggingSession }).session;
  const queries: LoggedQuery[] = [];
  const logger: Logger = { logQuery: (sql, params) => queries.push({ sql, params }) };
  const kept = { logger: session.logger, options: session.options?.logger };
  session.logger = logger;
  if (session.options) session.options.logger = logger;
  try {
    return { result: await work(), queries };
  } finally {
    session.logger = kept.logger;
    if (session.options) session.options.logger = kept.options;
  }
}

/** The statements that read a row of `table` by its id: `from "table"` with the id among their parameters. */
export function rowReads(queries: readonly LoggedQuery[], table: string, id: string): LoggedQuery[] {
  const from = new RegExp(`\\bfrom "${table}"(?![\\w"])`, "i");
  return queries.filter((q) => from.test(q.sql) && q.params.includes(id));
}
