import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "../secret.server.ts";
import type { CheckoutState, PaymentProvider, ProviderEvent, WebhookDelivery } from "./provider.ts";

export interface WaveConfig {
  apiKey: string;
  webhookSecret: string;
  /** Another API host (a local server in the tests); Wave's own when absent. */
  apiUrl?: string;
}

export const WAVE_API_URL = "https://api.wave.com";
/** Wave's docs: reject a webhook whose timestamp is older than this (replays). */
export const WAVE_SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 15_000;

/** The checkout events that say "look at this session"; the others (merchant payments, payouts) are not ours. */
const CHECKOUT_EVENTS = new Set(["checkout.session.completed", "checkout.session.payment_failed"]);

/** A Checkout Session as Wave's API returns it (the fields we read). */
interface WaveSession {
  id: string;
  amount: string;
  currency: string;
  client_reference: string | null;
  checkout_status: "open" | "complete" | "expired";
  payment_status: "processing" | "cancelled" | "succeeded";
  wave_launch_url: string;
  when_refunded?: string | null;
}

export class WaveApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(`wave: ${status} ${code} ${message}`);
    this.status = status;
    this.code = code;
  }
}

/**
 * Wave's `Wave-Signature` header: `t=<unix seconds>,v1=<hex>[,v1=<hex>…]` (several while a secret
 * is rotated), each an HMAC-SHA256 with the webhook secret of the timestamp followed by the raw body.
 */
export function waveSignature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}${body}`).digest("hex");
}

export function verifyWaveSignature(secret: string, header: string | null, body: string, now = Date.now()): boolean {
  if (!header) return false;
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t") timestamp = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    else if (key === "v1") signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp * 1000) > WAVE_SIGNATURE_TOLERANCE_MS) return false;
  const expected = Buffer.from(waveSignature(secret, timestamp, body), "hex");
  return signatures.some((s) => /^[0-9a-f]{64}$/i.test(s) && timingSafeEqual(Buffer.from(s, "hex"), expected));
}

function checkoutStatus(session: WaveSession): CheckoutState["status"] {
  if (session.checkout_status === "complete" && session.payment_status === "succeeded") return "paid";
  if (session.checkout_status === "expired" || session.payment_status === "cancelled") return "cancelled";
  return "open";
}

/**
 * Wave's Checkout API (docs.wave.com/checkout): a session created on the server with the amount in
 * XOF, our payment's id as `client_reference` and the return addresses; the payer is sent to its
 * `wave_launch_url` (the Wave app on a phone, a QR code on a computer). Wave has no subscriptions,
 * so a Pro month is a one-off payment (`recurring: false`); webhooks are only a trigger, the
 * session is always read back by id.
 */
export function createWaveProvider(config: WaveConfig): PaymentProvider {
  const base = (config.apiUrl ?? WAVE_API_URL).replace(/\/$/, "");

  async function call<T>(method: "GET" | "POST", path: string, body?: object, idempotencyKey?: string): Promise<T | null> {
    const headers: Record<string, string> = { authorization: `Bearer ${config.apiKey}` };
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
    if (body) {
      headers["content-type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    if (response.status === 404) return null;
    if (!response.ok) {
      const error = safeJson(text) as { code?: string; message?: string } | null;
      throw new WaveApiError(response.status, error?.code ?? "unknown", error?.message ?? text.slice(0, 200));
    }
    return (text ? safeJson(text) : {}) as T;
  }

  const absolute = (path: string) => new URL(path, `${appUrl()}/`).toString();

  return {
    name: "wave",
    recurring: false,
    acknowledgesWebhooksFirst: true,

    async createCheckout(request) {
      const session = await call<WaveSession>(
        "POST",
        "/v1/checkout/sessions",
        {
          // Wave takes the amount as a string; XOF has no decimals.
          amount: String(request.charge.amount),
          currency: request.charge.currency,
          client_reference: request.reference,
          success_url: absolute(request.successUrl),
          error_url: absolute(request.failureUrl),
        },
        // A retried request opens the same session, never a second one.
        `checkout-${request.reference}`,
      );
      if (!session?.id || !session.wave_launch_url) throw new Error("wave: the checkout session has no launch URL");
      return { id: session.id, url: session.wave_launch_url };
    },

    async retrieveCheckout(id) {
      const session = await call<WaveSession>("GET", `/v1/checkout/sessions/${encodeURIComponent(id)}`);
      if (!session) return null;
      return {
        id: session.id,
        reference: session.client_reference ?? "",
        status: checkoutStatus(session),
        amount: Number(session.amount),
        currency: session.currency,
        subscriptionId: null,
      };
    },

    // Wave keeps no subscriptions: a Pro period paid by Wave is ours alone.
    async retrieveSubscription() {
      return null;
    },

    async expireCheckout(checkoutId) {
      try {
        await call("POST", `/v1/checkout/sessions/${encodeURIComponent(checkoutId)}/expire`);
      } catch (error) {
        // Wave refuses to expire a session that is already complete or expired: reading it back says which.
        if (!(error instanceof WaveApiError && error.status < 500)) throw error;
      }
    },

    async refund(checkoutId) {
      await call("POST", `/v1/checkout/sessions/${encodeURIComponent(checkoutId)}/refund`, {}, `refund-${checkoutId}`);
    },

    async readWebhook(rawBody, headers): Promise<WebhookDelivery> {
      if (!verifyWaveSignature(config.webhookSecret, headers.get("wave-signature"), rawBody)) return { ok: false };
      const event = safeJson(rawBody) as { id?: unknown; type?: unknown; data?: { id?: unknown } } | null;
      if (!event || typeof event.id !== "string" || typeof event.type !== "string") return { ok: false };
      if (!CHECKOUT_EVENTS.has(event.type) || typeof event.data?.id !== "string") return { ok: true, event: null };
      const found: ProviderEvent = { id: event.id, type: event.type, checkoutId: event.data.id };
      return { ok: true, event: found };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
