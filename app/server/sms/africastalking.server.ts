import { appUrl } from "../secret.server.ts";
import { sign, verifySignature } from "../signature.server.ts";
import type { DeliveryReport, SmsStatus } from "./sms-messages.server.ts";
import type { SmsSender } from "./sms-sender.ts";

export interface AfricasTalkingConfig {
  username: string;
  apiKey: string;
  /** A registered alphanumeric sender or short code; unset, the account's default. */
  senderId?: string;
  apiUrl?: string;
}

/** Africa's Talking answers 101 ("Success") for a text it took; anything else is a refusal (bad number, no credit…). */
const TAKEN = 101;

/**
 * Africa's Talking's bulk SMS endpoint (POST /version1/messaging, form-encoded, the `apiKey`
 * header): each recipient's `messageId` is what its delivery reports name.
 */
export function africasTalkingSender(config: AfricasTalkingConfig): SmsSender {
  const origin = config.apiUrl ?? "https://api.africastalking.com";
  return {
    name: "africastalking",
    async send(to, text) {
      const form = new URLSearchParams({ username: config.username, to, message: text });
      if (config.senderId) form.set("from", config.senderId);
      const response = await fetch(`${origin}/version1/messaging`, {
        method: "POST",
        headers: { apiKey: config.apiKey, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        SMSMessageData?: { Message?: string; Recipients?: { statusCode?: number; status?: string; messageId?: string }[] };
      };
      const recipient = body.SMSMessageData?.Recipients?.[0];
      if (!response.ok || recipient?.statusCode !== TAKEN || !recipient.messageId) {
        throw new Error(`Africa's Talking ${response.status}: ${recipient?.status ?? body.SMSMessageData?.Message ?? "no recipient"}`);
      }
      return { providerId: recipient.messageId };
    },
  };
}

const PURPOSE = "sms-report";

/**
 * Africa's Talking signs no delivery report: its callback URL, set once in its dashboard, carries
 * this token instead (`/webhooks/sms/africastalking/{token}`), an HMAC of AUTH_SECRET.
 */
export function africasTalkingCallbackToken(): string {
  return sign(PURPOSE, "africastalking");
}

/** The delivery reports' callback URL to set in Africa's Talking's dashboard (`npm run sms:callback-url`). */
export function africasTalkingCallbackUrl(): string {
  return `${appUrl()}/webhooks/sms/africastalking/${africasTalkingCallbackToken()}`;
}

export function verifyAfricasTalkingToken(token: unknown): boolean {
  return verifySignature(PURPOSE, "africastalking", token);
}

/** Africa's Talking's final statuses as ours; Sent, Submitted, Buffered are still in flight. */
const STATUSES: Readonly<Record<string, SmsStatus>> = {
  Success: "delivered",
  Failed: "undelivered",
  Rejected: "failed",
  AbsentSubscriber: "undelivered",
  Expired: "undelivered",
};

/** A delivery report's fields (id, status, failureReason), or null when it names no message. */
export function africasTalkingReport(params: URLSearchParams): DeliveryReport | null {
  const providerId = params.get("id");
  if (!providerId || !/^[\w-]{2,100}$/.test(providerId)) return null;
  const raw = params.get("status") ?? "";
  const status = STATUSES[raw] ?? "sent";
  const reason = params.get("failureReason");
  return { providerId, status, error: status === "delivered" ? null : reason || (status === "sent" ? null : raw) };
}
