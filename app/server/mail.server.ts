import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";
import { countedSend } from "./metrics.server.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for a mail people can stop. */
  headers?: Record<string, string>;
}

let transport: Transporter | undefined;

function getTransport() {
  transport ??= env().SMTP_URL
    ? nodemailer.createTransport(env().SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transport;
}

export function mailDir() {
  return resolve(env().DATA_DIR, "mail");
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise the same message, built by the same transport
 * code, is written to ./data/mail/<timestamp>-<to>.eml so it can be opened offline and by tests.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const info = await countedSend("mail", getTransport().sendMail({ from: env().MAIL_FROM, ...mail }));
  if (env().SMTP_URL) {
    log.info("mail.sent", { to: mail.to, subject: mail.subject, messageId: info.messageId });
    return;
  }
  mkdirSync(mailDir(), { recursive: true });
  const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const file = join(mailDir(), `${Date.now()}-${safeTo}.eml`);
  writeFileSync(file, info.message as Buffer);
  const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  log.info("mail.written", { to: mail.to, subject: mail.subject, file, links });
}
