import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env.server.ts";
import type { Language } from "../../lib/language.ts";

/** The codes WhatsApp names our languages by (Portuguese as written in Portugal and Africa). */
const WHATSAPP_LANGUAGE_CODES: Readonly<Record<Language, string>> = { fr: "fr", en: "en", pt: "pt_PT", ar: "ar" };

/** The Graph API version our calls name; Meta keeps each version about two years. */
export const GRAPH_API_VERSION = "v23.0";

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  apiUrl: string;
}

let override: WhatsAppConfig | null | undefined;

/** Installs another configuration (a test's local Graph API); `undefined` goes back to the environment's. */
export function configureWhatsApp(config: WhatsAppConfig | null | undefined): void {
  override = config;
}

/** The Cloud API's credentials, or null when WhatsApp is not configured (it is then not offered). */
export function whatsappConfig(): WhatsAppConfig | null {
  if (override !== undefined) return override;
  const e = env();
  if (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID || !e.WHATSAPP_APP_SECRET || !e.WHATSAPP_VERIFY_TOKEN) return null;
  return {
    token: e.WHATSAPP_TOKEN,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: e.WHATSAPP_APP_SECRET,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    apiUrl: e.WHATSAPP_API_URL ?? "https://graph.facebook.com",
  };
}

/** A refusal by the Cloud API, with Meta's error code (131026 undeliverable, 131050 stopped by the user…). */
export class WhatsAppApiError extends Error {
  readonly code: number | null;
  readonly permanent: boolean;
  constructor(status: number, code: number | null, message: string) {
    super(`WhatsApp ${status}: ${code ?? ""} ${message}`.trim());
    this.code = code;
    // A 4xx other than throttling will be refused again; an outage or a 429 may pass later.
    this.permanent = status >= 400 && status < 500 && status !== 429 && code !== 130429;
  }
}

/**
 * Sends an approved template message (POST /{version}/{phone-number-id}/messages, bearer token):
 * the body's parameters in order, in the template's language. Returns the message's `wamid`, which its status
 * webhooks name.
 */
export async function sendTemplateMessage(
  config: WhatsAppConfig,
  to: string,
  template: string,
  params: readonly string[],
  language: Language = "fr",
): Promise<string> {
  const response = await fetch(`${config.apiUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: to.replace(/^\+/, ""),
      type: "template",
      template: {
        name: template,
        language: { code: WHATSAPP_LANGUAGE_CODES[language] },
        components: [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }],
      },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({}))) as { messages?: { id?: unknown }[]; error?: { code?: unknown; message?: unknown } };
  const id = body.messages?.[0]?.id;
  if (!response.ok || typeof id !== "string") {
    const code = typeof body.error?.code === "number" ? body.error.code : null;
    throw new WhatsAppApiError(response.status, code, String(body.error?.message ?? ""));
  }
  return id;
}

/** `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body keyed by the app secret, compared in constant time. */
export function verifyWebhookSignature(appSecret: string, rawBody: string, header: string | null): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", appSecret).update(rawBody, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The webhook's subscription check: Meta's GET with `hub.mode=subscribe` and our verify token, answered with `hub.challenge`. */
export function webhookChallenge(config: WhatsAppConfig, query: URLSearchParams): string | null {
  const token = query.get("hub.verify_token") ?? "";
  const challenge = query.get("hub.challenge");
  if (query.get("hub.mode") !== "subscribe" || challenge === null) return null;
  const a = Buffer.from(token);
  const b = Buffer.from(config.verifyToken);
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : null;
}
