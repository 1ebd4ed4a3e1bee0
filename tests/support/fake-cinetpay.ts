import { createHmac } from "node:crypto";
import { FakeHttpServer, type FakeAnswer, type FakeRequest, hostedPage } from "./fake-http-server.ts";

export const FAKE_CINETPAY = { apiKey: "fake_cinetpay_apikey_0123", siteId: "445160", secretKey: "fake_cinetpay_secret_key_0123" } as const;

export interface FakeCinetPayTransaction {
  transaction_id: string;
  amount: number;
  currency: string;
  description: string;
  notify_url: string;
  return_url: string;
  channels: string;
  status: "WAITING_FOR_CUSTOMER" | "ACCEPTED" | "REFUSED";
  payment_method: string;
  created: Date;
}

/** The order of the notification's fields in its x-token (docs.cinetpay.com, "X-TOKEN HMAC"). */
const TOKEN_ORDER = [
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
];

export interface SignedCinetPayNotification {
  body: string;
  token: string;
}

const cinetPayDate = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

/**
 * A local server answering the part of CinetPay's API v2 the app uses, as docs.cinetpay.com
 * describes it (JSON with `apikey` and `site_id`, answers `{ code, message, data }`, `/v2/payment`
 * giving a `payment_url`, `/v2/payment/check`), with notifications posted as a form and signed by
 * the `x-token` HMAC-SHA256 of its fields. Its payment page, `/pay/{id}`, lets a browser pay with a
 * wallet or give up, then notifies the app and sends the payer back to `return_url` by POST, as
 * CinetPay does.
 */
export class FakeCinetPay {
  readonly transactions = new Map<string, FakeCinetPayTransaction>();
  readonly requests: string[] = [];
  down = false;
  private readonly http = new FakeHttpServer((request) => this.handle(request));
  private readonly options: { port?: number; confirmAfterMs?: number };

  constructor(options: { port?: number; confirmAfterMs?: number } = {}) {
    this.options = options;
  }

  get url(): string {
    return this.http.url;
  }

  async start(): Promise<this> {
    await this.http.start(this.options.port);
    return this;
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  private handle(request: FakeRequest): FakeAnswer {
    const { method, url } = request;
    if (url.pathname.startsWith("/pay/")) return this.paymentPage(request);
    this.requests.push(`${method} ${url.pathname}`);
    if (this.down) return { status: 503, json: { code: "503", message: "SERVICE_UNAVAILABLE" } };
    const body = (safeParse(request.raw) ?? {}) as Record<string, unknown>;
    if (body.apikey !== FAKE_CINETPAY.apiKey || String(body.site_id) !== FAKE_CINETPAY.siteId)
      return { status: 200, json: { code: "608", message: "MINIMUM_REQUIRED_FIELDS" } };
    if (method === "POST" && url.pathname === "/v2/payment") return this.create(body);
    if (method === "POST" && url.pathname === "/v2/payment/check") {
      const transaction = this.transactions.get(String(body.transaction_id));
      if (!transaction) return { status: 200, json: { code: "627", message: "TRANSACTION_NOT_FOUND" } };
      const { amount, currency, status, payment_method, description } = transaction;
      return {
        status: 200,
        json: {
          code: status === "ACCEPTED" ? "00" : "662",
          message: status === "ACCEPTED" ? "SUCCES" : status,
          data: { amount: String(amount), currency, status, payment_method, description },
        },
      };
    }
    return { status: 404, json: { code: "404", message: "NOT_FOUND" } };
  }

  private create(body: Record<string, unknown>): FakeAnswer {
    const { transaction_id, amount, currency, description, notify_url, return_url, channels } = body;
    if (typeof transaction_id !== "string" || this.transactions.has(transaction_id))
      return { status: 200, json: { code: "609", message: "TRANSACTION_ID_ALREADY_EXIST" } };
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100 || amount % 5 !== 0)
      return { status: 200, json: { code: "613", message: "AMOUNT_MUST_BE_A_MULTIPLE_OF_5" } };
    if (currency !== "XOF" && currency !== "GNF") return { status: 200, json: { code: "614", message: "INVALID_CURRENCY" } };
    if (typeof description !== "string" || /[#$/_&]/.test(description)) return { status: 200, json: { code: "608", message: "INVALID_DESCRIPTION" } };
    const transaction: FakeCinetPayTransaction = {
      transaction_id,
      amount,
      currency,
      description,
      notify_url: String(notify_url ?? ""),
      return_url: String(return_url ?? ""),
      channels: String(channels ?? "ALL"),
      status: "WAITING_FOR_CUSTOMER",
      payment_method: "",
      created: new Date(),
    };
    this.transactions.set(transaction_id, transaction);
    return {
      status: 200,
      json: { code: "201", message: "CREATED", data: { payment_token: `tok_${transaction_id}`, payment_url: `${this.url}/pay/${transaction_id}` } },
    };
  }

  last(): FakeCinetPayTransaction {
    const transaction = [...this.transactions.values()].at(-1);
    if (!transaction) throw new Error("fake cinetpay: no transaction yet");
    return transaction;
  }

  private get(id: string): FakeCinetPayTransaction {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`fake cinetpay: no transaction ${id}`);
    return transaction;
  }

  pay(id: string, paymentMethod = "MOMO"): FakeCinetPayTransaction {
    return Object.assign(this.get(id), { status: "ACCEPTED" as const, payment_method: paymentMethod });
  }

  fail(id: string): FakeCinetPayTransaction {
    return Object.assign(this.get(id), { status: "REFUSED" as const });
  }

  /** The notification CinetPay posts to `notify_url`: its form fields, and their x-token. */
  notification(transaction: FakeCinetPayTransaction, options: { secret?: string; date?: Date; siteId?: string } = {}): SignedCinetPayNotification {
    const fields: Record<string, string> = {
      cpm_site_id: options.siteId ?? FAKE_CINETPAY.siteId,
      cpm_trans_id: transaction.transaction_id,
      cpm_trans_date: cinetPayDate(options.date ?? new Date()),
      cpm_amount: String(transaction.amount),
      cpm_currency: transaction.currency,
      signature: `sig${transaction.transaction_id.slice(0, 8)}`,
      payment_method: transaction.payment_method,
      cel_phone_num: "97000000",
      cpm_phone_prefixe: "229",
      cpm_language: "fr",
      cpm_version: "V4",
      cpm_payment_config: "Single",
      cpm_page_action: "Payment",
      cpm_custom: transaction.transaction_id,
      cpm_designation: transaction.description,
      cpm_error_message: transaction.status === "ACCEPTED" ? "SUCCES" : transaction.status === "REFUSED" ? "PAYMENT_FAILED" : "WAITING_CUSTOMER_PAYMENT",
    };
    const token = createHmac("sha256", options.secret ?? FAKE_CINETPAY.secretKey)
      .update(TOKEN_ORDER.map((field) => fields[field] ?? "").join(""))
      .digest("hex");
    return { body: new URLSearchParams(fields).toString(), token };
  }

  async notify(transaction: FakeCinetPayTransaction): Promise<number> {
    const { body, token } = this.notification(transaction);
    const response = await fetch(transaction.notify_url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-token": token },
      body,
    });
    return response.status;
  }

  private paymentPage(request: FakeRequest): FakeAnswer {
    const transaction = this.transactions.get(decodeURIComponent(request.url.pathname.slice("/pay/".length)));
    if (!transaction) return { status: 404, html: "Transaction inconnue" };
    if (request.method === "POST") {
      const paid = new URLSearchParams(request.raw).get("choice") === "pay";
      if (paid) this.pay(transaction.transaction_id, "MOMO");
      else this.fail(transaction.transaction_id);
      setTimeout(() => void this.notify(transaction).catch(() => undefined), this.options.confirmAfterMs ?? 1_000);
      // CinetPay sends the payer back to return_url by POST, with the transaction's id.
      return {
        status: 200,
        html: `<!doctype html><html lang="fr"><body onload="document.forms[0].submit()"><form method="post" action="${transaction.return_url}"><input type="hidden" name="transaction_id" value="${transaction.transaction_id}"><button>Retour au site</button></form></body></html>`,
      };
    }
    return {
      status: 200,
      html: hostedPage("CinetPay", "Payer avec CinetPay", `${transaction.amount} ${transaction.currency}`, "<p>MTN MoMo, Orange Money, Moov Money, Wave</p>"),
    };
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
