import { createHmac } from "node:crypto";
import { FakeHttpServer, type FakeAnswer, type FakeRequest, hostedPage } from "./fake-http-server.ts";

export const FAKE_PAYSTACK_KEY = "sk_test_fake_paystack_secret_0123456789";

export interface FakePaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: "abandoned" | "success" | "failed" | "reversed";
  callback_url: string;
  channels: string[];
  metadata: Record<string, unknown>;
  authorization_url: string;
  refunded: boolean;
}

export interface SignedPaystackDelivery {
  body: string;
  signature: string;
}

/**
 * A local server answering the part of Paystack's API the app uses, as paystack.com/docs/api
 * describes it (bearer secret key, JSON `{ status, message, data }`, amounts in subunits, a unique
 * `reference`, `/transaction/verify/:reference`, `/refund`), with webhooks signed like Paystack's
 * (`x-paystack-signature`, HMAC-SHA512 of the body). The test plays the payer (`pay`, `fail`) and
 * Paystack's side (`webhook`, `down`). Its checkout page, `/checkout/{reference}`, lets a browser
 * pay or give up, then delivers the webhook and sends the payer to the callback URL.
 */
export class FakePaystack {
  readonly transactions = new Map<string, FakePaystackTransaction>();
  readonly requests: string[] = [];
  down = false;
  private seq = 1000;
  private readonly http = new FakeHttpServer((request) => this.handle(request));

  private readonly options: { webhookUrl?: string; port?: number; confirmAfterMs?: number };

  constructor(options: { webhookUrl?: string; port?: number; confirmAfterMs?: number } = {}) {
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
    if (url.pathname.startsWith("/checkout/")) return this.checkoutPage(request);
    this.requests.push(`${method} ${url.pathname}`);
    if (this.down) return { status: 503, json: { status: false, message: "Service unavailable" } };
    if (request.headers.authorization !== `Bearer ${FAKE_PAYSTACK_KEY}`) return { status: 401, json: { status: false, message: "Invalid key" } };
    const body = (safeParse(request.raw) ?? {}) as Record<string, unknown>;
    if (method === "POST" && url.pathname === "/transaction/initialize") return this.initialize(body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && verify) {
      const transaction = this.transactions.get(decodeURIComponent(verify[1] ?? ""));
      if (!transaction) return { status: 400, json: { status: false, message: "Transaction reference not found" } };
      return { status: 200, json: { status: true, message: "Verification successful", data: transaction } };
    }
    if (method === "POST" && url.pathname === "/refund") {
      const transaction = this.transactions.get(String(body.transaction));
      if (!transaction || transaction.status !== "success" || transaction.refunded)
        return { status: 400, json: { status: false, message: "Transaction cannot be refunded" } };
      transaction.refunded = true;
      return { status: 200, json: { status: true, message: "Refund has been queued for processing", data: { status: "pending" } } };
    }
    return { status: 404, json: { status: false, message: "Not found" } };
  }

  private initialize(body: Record<string, unknown>): FakeAnswer {
    const { email, amount, currency, reference, callback_url, channels, metadata } = body;
    if (typeof email !== "string" || !email.includes("@")) return { status: 400, json: { status: false, message: "Invalid Email Address Passed" } };
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) return { status: 400, json: { status: false, message: "Invalid Amount Sent" } };
    if (currency !== "NGN" && currency !== "GHS") return { status: 400, json: { status: false, message: "Currency not supported by merchant" } };
    if (typeof reference !== "string" || !/^[A-Za-z0-9.=-]+$/.test(reference)) return { status: 400, json: { status: false, message: "Invalid reference" } };
    if (this.transactions.has(reference)) return { status: 400, json: { status: false, message: "Duplicate Transaction Reference" } };
    const transaction: FakePaystackTransaction = {
      id: ++this.seq,
      reference,
      amount,
      currency,
      email,
      status: "abandoned",
      callback_url: String(callback_url ?? ""),
      channels: Array.isArray(channels) ? channels.map(String) : [],
      metadata: (metadata ?? {}) as Record<string, unknown>,
      authorization_url: `${this.url}/checkout/${reference}`,
      refunded: false,
    };
    this.transactions.set(reference, transaction);
    return {
      status: 200,
      json: {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: transaction.authorization_url, access_code: `ac_${transaction.id}`, reference },
      },
    };
  }

  last(): FakePaystackTransaction {
    const transaction = [...this.transactions.values()].at(-1);
    if (!transaction) throw new Error("fake paystack: no transaction yet");
    return transaction;
  }

  private get(reference: string): FakePaystackTransaction {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`fake paystack: no transaction ${reference}`);
    return transaction;
  }

  pay(reference: string): FakePaystackTransaction {
    return Object.assign(this.get(reference), { status: "success" as const });
  }

  fail(reference: string): FakePaystackTransaction {
    return Object.assign(this.get(reference), { status: "failed" as const });
  }

  /** A webhook as Paystack sends it: `{ event, data }` with the transaction, signed with the secret key. */
  webhook(event: string, transaction: FakePaystackTransaction, secret = FAKE_PAYSTACK_KEY): SignedPaystackDelivery {
    const body = JSON.stringify({
      event,
      data: { id: transaction.id, reference: transaction.reference, amount: transaction.amount, currency: transaction.currency, status: transaction.status },
    });
    return { body, signature: createHmac("sha512", secret).update(body).digest("hex") };
  }

  async deliver(delivery: SignedPaystackDelivery): Promise<number> {
    if (!this.options.webhookUrl) return 0;
    const response = await fetch(this.options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-paystack-signature": delivery.signature },
      body: delivery.body,
    });
    return response.status;
  }

  private checkoutPage(request: FakeRequest): FakeAnswer {
    const transaction = this.transactions.get(decodeURIComponent(request.url.pathname.slice("/checkout/".length)));
    if (!transaction) return { status: 404, html: "Transaction inconnue" };
    if (request.method === "POST") {
      const paid = new URLSearchParams(request.raw).get("choice") === "pay";
      if (!paid) return { status: 303, location: String(transaction.metadata.cancel_action ?? transaction.callback_url) };
      setTimeout(() => {
        this.pay(transaction.reference);
        void this.deliver(this.webhook("charge.success", transaction)).catch(() => undefined);
      }, this.options.confirmAfterMs ?? 1_000);
      return { status: 303, location: `${transaction.callback_url}${transaction.callback_url.includes("?") ? "&" : "?"}reference=${transaction.reference}` };
    }
    const major = (transaction.amount / 100).toFixed(2);
    return { status: 200, html: hostedPage("Paystack", "Payer avec Paystack", `${transaction.currency} ${major}`) };
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
