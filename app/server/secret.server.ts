import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { env } from "./env.server.ts";

/** AUTH_SECRET, or one generated on first start and kept in the data dir so sessions survive restarts. */
export function authSecret(): string {
  if (env().AUTH_SECRET) return env().AUTH_SECRET as string;
  const file = resolve(env().DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env().DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Public origin used in links sent by mail. */
export function appUrl(): string {
  return env().APP_URL?.replace(/\/$/, "") ?? `http://localhost:${env().PORT}`;
}
