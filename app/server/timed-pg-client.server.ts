import pg from "pg";
import { dbQueryDuration } from "./metrics.server.ts";

const query = pg.Client.prototype.query;

/**
 * The pool's connections, each timing its queries: every query of the app goes through one
 * (drizzle's, with or without a transaction, LISTEN, the advisory locks), so one place measures
 * them all. Promise and callback calls are timed; a streamed query (a cursor) is not.
 */
export class TimedClient extends pg.Client {}

TimedClient.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const end = dbQueryDuration.startTimer();
  const observe = () => {
    end();
  };
  const callback = args.at(-1);
  if (typeof callback === "function") {
    args[args.length - 1] = (...results: unknown[]) => {
      observe();
      return callback(...results);
    };
    return query.apply(this, args as never);
  }
  const result: unknown = query.apply(this, args as never);
  if (result instanceof Promise) result.then(observe, observe);
  return result;
} as unknown as typeof query;
