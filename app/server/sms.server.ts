import { appendFile, mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";
import { SMS_MAX_LENGTH } from "../lib/sms-limits.ts";

/** Where text messages go: a gateway of an operator, or the local log. Callers only know `sendSms`. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function smsLogPath(): string {
  return resolve(env().DATA_DIR, "sms.log");
}

/**
 * The default sender, on a machine without an SMS gateway: each message is one line appended to
 * `<DATA_DIR>/sms.log` (time, number, text), where a developer or a test reads the code.
 */
export const logSmsSender: SmsSender = {
  async send(to, text) {
    const path = smsLogPath();
    await mkdir(resolve(path, ".."), { recursive: true });
    await appendFile(path, `${new Date().toISOString()}\t${to}\t${text.replace(/\s+/g, " ")}\n`, "utf8");
  },
};

let sender: SmsSender = logSmsSender;

/** Installs another sender (a gateway adapter chosen by configuration, or a test's). */
export function setSmsSender(next: SmsSender): void {
  sender = next;
}

export async function sendSms(to: string, text: string): Promise<void> {
  if (text.length > SMS_MAX_LENGTH) throw new Error(`SMS longer than ${SMS_MAX_LENGTH} characters`);
  await sender.send(to, text);
  log.info("sms.sent", { to: to.replace(/\d(?=\d{2})/g, "•") });
}
