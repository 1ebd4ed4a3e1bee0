import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "../secret.server.ts";
import { ProviderApiError, requestJson } from "./provider-http.server.ts";
import type { CheckoutState, PaymentProvider, WebhookDelivery } from "./provider.ts";

export interface CinetPayConfig {
  apiKey: string;
  siteId: string;
  secretKey: string;
  /** Another API host (a local server in the tests); CinetPay's own when absent. */
  apiUrl?: string;
}

export const CINETPAY_API_URL = "https://api-checkout.cinetpay.com";
/**
 * A notification about a transaction dated longer ago than this is refused: our payments are
 * closed after 24 hours, so an older one can only be a replay.
 */
export const CINETPAY_NOTIFICATION_MAX_AGE_MS = 48 * 3_600_000;

/**
 * The fields of CinetPay's notification, in the order its `x-token` concatenates them before the
 * HMAC-SHA256 with the secret key (docs.cinetpay.com, "X-TOKEN HMAC").
 */
export const CINETPAY_TOKEN_FIELDS = [
  "cpm_site_id",
  "cpm_trans_id",
  "cpm_trans_date",
  "cpm_amount",
  "cpm_currency",
  "signature",
  "payment_method",
  "cel_phone_num",
  "cpm_phone_prefixe",
  "cpm_language",
  "cpm_version",
  "cpm_payment_config",
  "cpm_page_action",
  "cpm_custom",
  "cpm_designation",
  "cpm_error_message",
] as const;

export function cinetPayToken(secretKey: string, form: URLSearchParams): string {
  return createHmac("sha256", secretKey)
    .update(CINETPAY_TOKEN_FIELDS.map((field) => form.get(field) ?? "").join(""))
    .digest("hex");
}

export function verifyCinetPayToken(secretKey: string, header: string | null, form: URLSearchParams): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  return timingSafeEqual(Buffer.from(header, "hex"), Buffer.from(cinetPayToken(secretKey, form), "hex"));
}

/** CinetPay's `cpm_trans_date`, "2024-05-21 19:19:00" (UTC, as its servers write it), or NaN. */
function transactionTime(value: string | null): number {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return Number.NaN;
  return Date.parse(`${value.replace(" ", "T")}Z`);
}

/** What CinetPay's page offers for each of our methods. */
const CHANNELS: Readonly<Record<string, string>> = { card: "CREDIT_CARD" };

/** ACCEPTED is paid; REFUSED and CANCELED will not be; anything else (WAITING_FOR_CUSTOMER, PENDING…) is still open. */
function checkoutStatus(status: string): CheckoutState["status"] {
  if (status === "ACCEPTED") return "paid";
  if (status === "REFUSED" || status === "CANCELED" || status === "CANCELLED") return "cancelled";
  return "open";
}

interface CinetPayAnswer<T> {
  code?: string;
  message?: string;
  data?: T;
}

/** CinetPay's "transaction not found" code on /v2/payment/check. */
const NOT_FOUND_CODES = new Set(["627", "404"]);

/**
 * CinetPay's hosted checkout (docs.cinetpay.com, API v2): one aggregator for Orange Money, MTN MoMo,
 * Moov Money and Wave wallets across the franc zone and Guinée, in XOF or GNF (amounts multiples
 * of 5). A payment is opened with `/v2/payment` (our payment's id as `transaction_id`), the payer
 * goes to its `payment_url`, and its status is always read back with `/v2/payment/check` before
 * anything is granted; the notification, checked by its `x-token`, is only a trigger. No
 * subscriptions (Pro is a prepaid period) and no refund API: refunds are made from CinetPay's
 * back office, so none is offered here.
 */
export function createCinetPayProvider(config: CinetPayConfig): PaymentProvider {
  const base = (config.apiUrl ?? CINETPAY_API_URL).replace(/\/$/, "");
  const absolute = (path: string) => new URL(path, `${appUrl()}/`).toString();
  const credentials = { apikey: config.apiKey, site_id: config.siteId };

  async function post<T>(path: string, body: object): Promise<CinetPayAnswer<T>> {
    const answer = await requestJson(`${base}${path}`, { method: "POST", body: { ...credentials, ...body } });
    const json = (answer.body ?? {}) as CinetPayAnswer<T>;
    if (answer.status >= 500 || typeof json.code !== "string") throw new ProviderApiError("cinetpay", answer.status, json.message ?? "unreadable answer");
    return json;
  }

  return {
    name: "cinetpay",
    recurring: false,
    acknowledgesWebhooksFirst: true,
    currencies: ["XOF", "GNF"],
    amountStep: 5,

    async createCheckout(request) {
      const answer = await post<{ payment_url?: string }>("/v2/payment", {
        transaction_id: request.reference,
        amount: request.charge.amount,
        currency: request.charge.currency,
        // CinetPay refuses special characters in the description.
        description: request.description.replace(/[^\p{L}\p{N} .,'()-]/gu, " ").slice(0, 250),
        notify_url: absolute("/webhooks/cinetpay"),
        return_url: absolute(request.successUrl),
        channels: CHANNELS[request.method] ?? "MOBILE_MONEY",
        customer_id: request.customerId,
        metadata: request.reference,
        lang: "fr",
      });
      if (answer.code !== "201" || !answer.data?.payment_url) throw new ProviderApiError("cinetpay", 400, `${answer.code} ${answer.message ?? ""}`);
      return { id: request.reference, url: answer.data.payment_url };
    },

    async retrieveCheckout(transactionId) {
      const answer = await post<{ amount?: string | number; currency?: string; status?: string }>("/v2/payment/check", { transaction_id: transactionId });
      if (NOT_FOUND_CODES.has(answer.code ?? "") || !answer.data?.status) return null;
      return {
        id: transactionId,
        reference: transactionId,
        status: checkoutStatus(answer.data.status),
        amount: Number(answer.data.amount),
        currency: answer.data.currency ?? "",
        subscriptionId: null,
      };
    },

    async retrieveSubscription() {
      return null;
    },

    async readWebhook(rawBody, headers): Promise<WebhookDelivery> {
      const form = new URLSearchParams(rawBody);
      if (!verifyCinetPayToken(config.secretKey, headers.get("x-token"), form)) return { ok: false };
      if (form.get("cpm_site_id") !== config.siteId) return { ok: false };
      const at = transactionTime(form.get("cpm_trans_date"));
      if (!Number.isFinite(at) || Math.abs(Date.now() - at) > CINETPAY_NOTIFICATION_MAX_AGE_MS) return { ok: false };
      const transactionId = form.get("cpm_trans_id");
      if (!transactionId) return { ok: true, event: null };
      // CinetPay's notifications carry no id: the transaction and the status it reports name one.
      const id = `cinetpay:${transactionId}:${form.get("cpm_error_message") ?? ""}`;
      return { ok: true, event: { id, type: "payment.notification", checkoutId: transactionId } };
    },
  };
}
