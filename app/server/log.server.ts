import { currentRequestId } from "./request-context.server.ts";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? (process.env.VITEST ? "warn" : "info")) as Level;
  return ORDER[level] ?? ORDER.info;
}

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold()) return;
  // Written during a request, the line names it: a member's reference finds everything it did.
  const requestId = currentRequestId();
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, event, ...(requestId ? { requestId } : {}), ...fields };
  const err = fields.error;
  if (err instanceof Error) entry.error = { message: err.message, stack: err.stack };
  const line = JSON.stringify(entry);
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/** One JSON object per line: easy to grep here, easy to ship to a log service later. */
export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
