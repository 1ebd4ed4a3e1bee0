import { appendFile, mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";
import { countedSend } from "./metrics.server.ts";
import { appUrl } from "./secret.server.ts";
import { SMS_MAX_LENGTH } from "../lib/sms-limits.ts";
import { smsE164 } from "../lib/phone.ts";
import { type AfricasTalkingConfig, africasTalkingSender } from "./sms/africastalking.server.ts";
import { recordSentSms } from "./sms/sms-messages.server.ts";
import type { SmsSender } from "./sms/sms-sender.ts";
import { type TwilioConfig, twilioSender } from "./sms/twilio.server.ts";

export type { SmsSender } from "./sms/sms-sender.ts";

export function smsLogPath(): string {
  return resolve(env().DATA_DIR, "sms.log");
}

/**
 * The sender of a machine without an SMS gateway (`SMS_PROVIDER=log`): each message is one line
 * appended to `<DATA_DIR>/sms.log` (time, number, text), where a developer or a test reads the code.
 */
export const logSmsSender: SmsSender = {
  name: "log",
  async send(to, text) {
    const path = smsLogPath();
    await mkdir(resolve(path, ".."), { recursive: true });
    await appendFile(path, `${new Date().toISOString()}\t${to}\t${text.replace(/\s+/g, " ")}\n`, "utf8");
    return { providerId: null };
  },
};

/** The configured gateway and its credentials. */
export type SmsGateway =
  | { provider: "log" }
  | ({ provider: "twilio" } & Omit<TwilioConfig, "statusCallbackUrl">)
  | ({ provider: "africastalking" } & AfricasTalkingConfig);

/** The gateway `SMS_PROVIDER` names, with its variables (checked together at boot). */
function gatewayFromEnv(): SmsGateway {
  const e = env();
  if (e.SMS_PROVIDER === "twilio" && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM) {
    return { provider: "twilio", accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, apiUrl: e.TWILIO_API_URL };
  }
  if (e.SMS_PROVIDER === "africastalking" && e.AT_USERNAME && e.AT_API_KEY) {
    return { provider: "africastalking", username: e.AT_USERNAME, apiKey: e.AT_API_KEY, senderId: e.AT_SENDER_ID, apiUrl: e.AT_API_URL };
  }
  return { provider: "log" };
}

function senderOf(gateway: SmsGateway): SmsSender {
  if (gateway.provider === "twilio") return twilioSender({ ...gateway, statusCallbackUrl: twilioStatusCallbackUrl() });
  if (gateway.provider === "africastalking") return africasTalkingSender(gateway);
  return logSmsSender;
}

/** The address Twilio posts each text's status to, and signs: it must be the public one. */
export function twilioStatusCallbackUrl(): string {
  return `${appUrl()}/webhooks/sms/twilio`;
}

let current: { gateway: SmsGateway; sender: SmsSender } | undefined;

/** Installs another gateway (a test's fake one); `undefined` goes back to the configured one. */
export function configureSmsGateway(gateway: SmsGateway | undefined): void {
  current = gateway ? { gateway, sender: senderOf(gateway) } : undefined;
}

function configured(): { gateway: SmsGateway; sender: SmsSender } {
  if (!current) {
    const gateway = gatewayFromEnv();
    current = { gateway, sender: senderOf(gateway) };
  }
  return current;
}

export function smsGateway(): SmsGateway {
  return configured().gateway;
}

/**
 * Texts `to` (any way our countries write a number: sent in E.164) through the configured gateway,
 * and records it for its delivery reports. Throws when the gateway does not take it (an outage, a
 * refused number): nothing is then recorded. Returns the text's id in `sms_messages`.
 */
export async function sendSms(to: string, text: string): Promise<string> {
  if (text.length > SMS_MAX_LENGTH) throw new Error(`SMS longer than ${SMS_MAX_LENGTH} characters`);
  const { sender } = configured();
  const number = smsE164(to);
  const { providerId } = await countedSend("sms", sender.send(number, text));
  const id = await recordSentSms(sender.name, providerId, number);
  log.info("sms.sent", { to: number.replace(/\d(?=\d{2})/g, "•"), provider: sender.name });
  return id;
}
