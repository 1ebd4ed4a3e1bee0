import { log } from "../../server/log.server.ts";
import { verifyWebhookSignature, webhookChallenge, whatsappConfig } from "../../server/whatsapp/cloud-api.server.ts";
import { optOutWhatsAppNumber } from "../accounts/whatsapp-preferences.server.ts";
import { type WhatsAppReceipt, recordWhatsAppReceipt } from "./whatsapp-outbox.server.ts";

/** Words a member may answer to stop our messages (WhatsApp's policy: honour them at once). */
const STOP_WORDS = new Set(["stop", "arret", "arreter", "desabonner", "desinscrire", "unsubscribe"]);

/**
 * Meta's errors on a failed message that mean the member does not want, or cannot take, our
 * messages: 131050 (they stopped the business's messages) and 131026 (undeliverable: not on
 * WhatsApp, or the business blocked). WhatsApp is then turned off for them.
 */
export const OPT_OUT_ERRORS = new Set([131050, 131026]);

export type WebhookOutcome = "not-configured" | "forged" | "bad-request" | "received";

function isStop(text: unknown): boolean {
  if (typeof text !== "string") return false;
  const word = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "");
  return STOP_WORDS.has(word);
}

interface ChangeValue {
  messages?: { from?: unknown; type?: unknown; text?: { body?: unknown }; button?: { text?: unknown } }[];
  statuses?: { id?: unknown; status?: unknown; timestamp?: unknown; errors?: { code?: unknown; title?: unknown; message?: unknown }[] }[];
}

const STATUSES = new Set(["sent", "delivered", "read", "failed"]);

function receiptOf(status: NonNullable<ChangeValue["statuses"]>[number]): WhatsAppReceipt | null {
  if (typeof status.id !== "string" || typeof status.status !== "string" || !STATUSES.has(status.status)) return null;
  const seconds = Number(status.timestamp);
  const error = status.errors?.[0];
  return {
    wamid: status.id,
    status: status.status as WhatsAppReceipt["status"],
    at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
    errorCode: typeof error?.code === "number" ? error.code : null,
    error: error ? String(error.title ?? error.message ?? "") : null,
  };
}

/**
 * A POST of the Cloud API's webhook: checked against `X-Hub-Signature-256` over the raw body
 * before anything is read; then each status (sent, delivered, read, failed) is applied to the
 * message it names, and a member who answers STOP, or whose message failed because they stopped
 * or blocked us, gets no more WhatsApp. A forged post changes nothing.
 */
export async function receiveWhatsAppWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const config = whatsappConfig();
  if (!config) return "not-configured";
  if (!verifyWebhookSignature(config.appSecret, rawBody, signature)) {
    log.warn("whatsapp.webhook_forged");
    return "forged";
  }
  let payload: { entry?: { changes?: { field?: unknown; value?: ChangeValue }[] }[] };
  try {
    payload = JSON.parse(rawBody) as typeof payload;
  } catch {
    return "bad-request";
  }
  for (const entry of Array.isArray(payload?.entry) ? payload.entry : []) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const value = change?.value;
      if (!value || typeof value !== "object") continue;
      for (const message of Array.isArray(value.messages) ? value.messages : []) {
        if (typeof message.from === "string" && /^\d{6,15}$/.test(message.from) && (isStop(message.text?.body) || isStop(message.button?.text))) {
          const count = await optOutWhatsAppNumber(`+${message.from}`);
          log.info("whatsapp.stop", { members: count });
        }
      }
      for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
        const receipt = receiptOf(status);
        if (!receipt) continue;
        const known = await recordWhatsAppReceipt(receipt);
        if (known && receipt.status === "failed" && receipt.errorCode !== null && OPT_OUT_ERRORS.has(receipt.errorCode)) {
          await optOutWhatsAppNumber(known.toNumber);
        }
      }
    }
  }
  return "received";
}

/** The GET Meta sends to subscribe the webhook: the challenge to echo, or null (403). */
export function answerWhatsAppChallenge(query: URLSearchParams): string | null | "not-configured" {
  const config = whatsappConfig();
  if (!config) return "not-configured";
  return webhookChallenge(config, query);
}
