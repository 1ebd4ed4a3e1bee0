import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "../secret.server.ts";
import { ProviderApiError, requestJson, safeJson } from "./provider-http.server.ts";
import type { CheckoutState, PaymentProvider, WebhookDelivery } from "./provider.ts";

export interface PaystackConfig {
  secretKey: string;
  /** Another API host (a local server in the tests); Paystack's own when absent. */
  apiUrl?: string;
}

export const PAYSTACK_API_URL = "https://api.paystack.co";

/** The transaction events that say "look at this reference"; the others (transfers, subscriptions, disputes) are not ours. */
const TRANSACTION_EVENTS = new Set(["charge.success", "charge.failed"]);

/** The channels Paystack's page offers for each of our methods (mobile money is Ghana's MTN, Telecel, AirtelTigo). */
const CHANNELS: Readonly<Record<string, readonly string[]>> = {
  card: ["card", "bank", "ussd", "bank_transfer", "mobile_money"],
  "mtn-momo": ["mobile_money"],
};

/** A transaction as Paystack's verify endpoint returns it (the fields we read). */
interface PaystackTransaction {
  reference: string;
  status: string;
  amount: number;
  currency: string;
}

interface PaystackAnswer<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

/** `x-paystack-signature`: the hex HMAC-SHA512 of the raw body with the secret key. */
export function paystackSignature(secretKey: string, body: string): string {
  return createHmac("sha512", secretKey).update(body).digest("hex");
}

export function verifyPaystackSignature(secretKey: string, header: string | null, body: string): boolean {
  if (!header || !/^[0-9a-f]{128}$/i.test(header)) return false;
  return timingSafeEqual(Buffer.from(header, "hex"), Buffer.from(paystackSignature(secretKey, body), "hex"));
}

/**
 * Paystack's statuses: `success` is paid; `failed` and `reversed` will not be; `abandoned` is
 * Paystack's word for a checkout the payer has not finished yet (it may still be paid), so it stays
 * open like `ongoing`, `pending`, `processing` and `queued` until our 24 hours run out.
 */
function checkoutStatus(status: string): CheckoutState["status"] {
  if (status === "success") return "paid";
  if (status === "failed" || status === "reversed") return "cancelled";
  return "open";
}

/**
 * Paystack's REST API (paystack.com/docs/api): a transaction initialized on the server with the
 * amount in the currency's subunit (kobo, pesewas), our payment's id as its `reference` and the
 * payer's email; the payer goes to its `authorization_url`. Everything is read back by reference
 * (`/transaction/verify`) before anything is granted; Pro is a prepaid 30-day period. No SDK: the
 * official one is not kept for Node, and four calls need none.
 */
export function createPaystackProvider(config: PaystackConfig): PaymentProvider {
  const base = (config.apiUrl ?? PAYSTACK_API_URL).replace(/\/$/, "");
  const absolute = (path: string) => new URL(path, `${appUrl()}/`).toString();

  async function call<T>(method: "GET" | "POST", path: string, body?: object): Promise<T | null> {
    const answer = await requestJson(`${base}${path}`, { method, headers: { authorization: `Bearer ${config.secretKey}` }, body });
    const json = (answer.body ?? {}) as PaystackAnswer<T>;
    if (answer.status === 404) return null;
    if (answer.status >= 300 || json.status !== true) throw new ProviderApiError("paystack", answer.status, json.message ?? "unreadable answer");
    return json.data ?? null;
  }

  return {
    name: "paystack",
    recurring: false,
    acknowledgesWebhooksFirst: true,
    currencies: ["NGN", "GHS"],

    async createCheckout(request) {
      const data = await call<{ authorization_url?: string; reference?: string }>("POST", "/transaction/initialize", {
        email: request.customerEmail,
        amount: request.charge.amount,
        currency: request.charge.currency,
        reference: request.reference,
        callback_url: absolute(request.successUrl),
        channels: CHANNELS[request.method] ?? CHANNELS.card,
        // Paystack's page shows a cancel link to this address.
        metadata: { cancel_action: absolute(request.cancelUrl), description: request.description },
      });
      if (!data?.authorization_url) throw new Error("paystack: the transaction has no authorization URL");
      return { id: data.reference ?? request.reference, url: data.authorization_url };
    },

    async retrieveCheckout(reference) {
      let transaction: PaystackTransaction | null;
      try {
        transaction = await call<PaystackTransaction>("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
      } catch (error) {
        // A reference Paystack never saw is a 400 "Transaction reference not found".
        if (error instanceof ProviderApiError && error.status === 400) return null;
        throw error;
      }
      if (!transaction) return null;
      return {
        id: transaction.reference,
        reference: transaction.reference,
        status: checkoutStatus(transaction.status),
        amount: transaction.amount,
        currency: transaction.currency,
        subscriptionId: null,
      };
    },

    // A Pro period paid through Paystack is ours alone (prepaid), like Wave's.
    async retrieveSubscription() {
      return null;
    },

    async refund(reference) {
      await call("POST", "/refund", { transaction: reference });
    },

    async readWebhook(rawBody, headers): Promise<WebhookDelivery> {
      if (!verifyPaystackSignature(config.secretKey, headers.get("x-paystack-signature"), rawBody)) return { ok: false };
      const event = safeJson(rawBody) as { event?: unknown; data?: { id?: unknown; reference?: unknown; status?: unknown } } | null;
      if (!event || typeof event.event !== "string") return { ok: false };
      const reference = event.data?.reference;
      if (!TRANSACTION_EVENTS.has(event.event) || typeof reference !== "string") return { ok: true, event: null };
      // Paystack's events carry no id of their own: the transaction and what happened to it name one.
      const id = `paystack:${event.event}:${String(event.data?.id ?? reference)}`;
      return { ok: true, event: { id, type: event.event, checkoutId: reference } };
    },
  };
}
