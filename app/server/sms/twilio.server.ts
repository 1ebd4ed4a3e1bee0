import { createHmac, timingSafeEqual } from "node:crypto";
import type { DeliveryReport, SmsStatus } from "./sms-messages.server.ts";
import type { SmsSender } from "./sms-sender.ts";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A number in E.164, a Messaging Service (MG…), or an alphanumeric sender. */
  from: string;
  /** Where Twilio posts each text's status: ours, `/webhooks/sms/twilio`. */
  statusCallbackUrl: string;
  apiUrl?: string;
}

/**
 * Twilio's Messages resource (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic
 * auth with the account SID and Auth Token): the message's `sid` is what its status callbacks name.
 */
export function twilioSender(config: TwilioConfig): SmsSender {
  const origin = config.apiUrl ?? "https://api.twilio.com";
  return {
    name: "twilio",
    async send(to, text) {
      const form = new URLSearchParams({ To: to, Body: text, StatusCallback: config.statusCallbackUrl });
      form.set(config.from.startsWith("MG") ? "MessagingServiceSid" : "From", config.from);
      const response = await fetch(`${origin}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown; message?: unknown };
      if (!response.ok || typeof body.sid !== "string") {
        throw new Error(`Twilio ${response.status}: ${String(body.code ?? "")} ${String(body.message ?? "")}`.trim());
      }
      return { providerId: body.sid };
    },
  };
}

/** X-Twilio-Signature: base64 HMAC-SHA1, keyed by the Auth Token, of the URL followed by each POST parameter's name and value, sorted by name. */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac("sha1", authToken)
    .update(url + sorted.map(([k, v]) => k + v).join(""))
    .digest("base64");
}

export function verifyTwilioSignature(authToken: string, url: string, params: URLSearchParams, signature: string | null): boolean {
  if (!signature || signature.length > 100) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Twilio's message statuses as ours: queued, accepted, sending… are still in flight. */
const STATUSES: Readonly<Record<string, SmsStatus>> = {
  delivered: "delivered",
  read: "delivered",
  failed: "failed",
  undelivered: "undelivered",
  canceled: "failed",
};

/** A status callback's fields (MessageSid, MessageStatus, ErrorCode), or null when it names no message. */
export function twilioReport(params: URLSearchParams): DeliveryReport | null {
  const providerId = params.get("MessageSid") ?? params.get("SmsSid");
  if (!providerId || !/^[A-Za-z0-9]{2,64}$/.test(providerId)) return null;
  const code = params.get("ErrorCode");
  const status = STATUSES[params.get("MessageStatus") ?? ""] ?? "sent";
  return { providerId, status, error: status === "delivered" || !code ? null : `ErrorCode ${code}` };
}
