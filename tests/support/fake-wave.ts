import { createHmac, randomUUID } from "node:crypto";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_WAVE_KEY = "wave_sn_prod_fake_test_key";
export const FAKE_WAVE_SECRET = "wave_sn_WHS_fake_test_secret_0123";

type Json = Record<string, unknown>;

export interface FakeWaveSession extends Json {
  id: string;
  amount: string;
  currency: string;
  client_reference: string | null;
  success_url: string;
  error_url: string;
  checkout_status: "open" | "complete" | "expired";
  payment_status: "processing" | "cancelled" | "succeeded";
  wave_launch_url: string;
  when_created: string;
  when_expires: string;
  when_completed: string | null;
  when_refunded: string | null;
}

export interface SignedDelivery {
  body: string;
  signature: string;
}

/**
 * A local server answering the part of Wave's Checkout API the app uses, as docs.wave.com/checkout
 * describes it (bearer key, JSON, amounts as strings, `wave_launch_url`, idempotency keys, the
 * error shape `{ code, message }`), with webhooks signed like Wave's (`Wave-Signature: t=…,v1=…`).
 * The test plays the payer (`pay`, `fail`) and Wave's side (`webhook`, `down`). Its launch page,
 * `/c/{id}`, lets a browser pay or give up, then delivers the webhook and goes back to the app.
 */
export class FakeWave {
  readonly sessions = new Map<string, FakeWaveSession>();
  readonly requests: string[] = [];
  readonly deliveries: { status: number; type: string }[] = [];
  /** While true, every API call answers 503 as an outage would. */
  down = false;
  private readonly idempotent = new Map<string, Json>();
  private server: Server | undefined;
  private seq = 0;
  url = "";

  private readonly options: { webhookUrl?: string; port?: number; confirmAfterMs?: number };

  constructor(options: { webhookUrl?: string; port?: number; confirmAfterMs?: number } = {}) {
    this.options = options;
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.options.port ?? 0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/healthz") {
      res.end("ok");
      return;
    }
    if (url.pathname.startsWith("/c/")) return this.launchPage(req.method ?? "GET", url, raw, res);
    const [status, body] = this.api(req, url.pathname, raw);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(status === 200 && body === null ? "" : JSON.stringify(body));
  }

  private api(req: IncomingMessage, path: string, raw: string): [number, Json | null] {
    const method = req.method ?? "GET";
    this.requests.push(`${method} ${path}`);
    if (this.down) return [503, { code: "service-unavailable", message: "Service temporarily unavailable" }];
    if (req.headers.authorization !== `Bearer ${FAKE_WAVE_KEY}`) return [401, { code: "no-auth", message: "Missing or invalid API key" }];
    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" && method === "POST" ? `${path} ${key}` : undefined;
    const replay = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (replay) return [200, replay];
    const answer = this.route(method, path, raw);
    if (idempotencyKey && answer[0] === 200 && answer[1]) this.idempotent.set(idempotencyKey, answer[1]);
    return answer;
  }

  private route(method: string, path: string, raw: string): [number, Json | null] {
    const match = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(?:\/(refund|expire))?$/.exec(path);
    if (!match) return [404, { code: "not-found", message: "Not found" }];
    const [, id, verb] = match;
    if (method === "POST" && !id) return this.create(raw);
    const session = id ? this.sessions.get(decodeURIComponent(id)) : undefined;
    if (!session) return [404, { code: "checkout-session-not-found", message: "Checkout session not found" }];
    if (method === "GET" && !verb) return [200, session];
    if (method === "POST" && verb === "expire") {
      if (session.checkout_status !== "open") return [409, { code: "checkout-session-not-open", message: "Session is not open" }];
      session.checkout_status = "expired";
      return [200, null];
    }
    if (method === "POST" && verb === "refund") {
      if (session.payment_status !== "succeeded" || session.when_refunded) return [409, { code: "checkout-refund-failed", message: "Cannot refund" }];
      session.when_refunded = new Date().toISOString();
      return [200, null];
    }
    return [405, { code: "method-not-allowed", message: "Method not allowed" }];
  }

  private create(raw: string): [number, Json] {
    let body: Json;
    try {
      body = JSON.parse(raw) as Json;
    } catch {
      return [400, { code: "request-validation-error", message: "Invalid JSON" }];
    }
    const { amount, currency, success_url, error_url, client_reference } = body;
    if (typeof amount !== "string" || !/^\d+(\.\d+)?$/.test(amount) || currency !== "XOF") {
      return [400, { code: "request-validation-error", message: "amount must be a string of a positive number; currency XOF" }];
    }
    if (typeof success_url !== "string" || typeof error_url !== "string")
      return [400, { code: "request-validation-error", message: "success_url and error_url are required" }];
    const id = `cos-fake${++this.seq}${randomUUID().slice(0, 6)}`;
    const now = new Date();
    const session: FakeWaveSession = {
      id,
      amount,
      currency,
      client_reference: typeof client_reference === "string" ? client_reference : null,
      success_url,
      error_url,
      checkout_status: "open",
      payment_status: "processing",
      wave_launch_url: `${this.url}/c/${id}`,
      when_created: now.toISOString(),
      when_expires: new Date(now.getTime() + 30 * 60_000).toISOString(),
      when_completed: null,
      when_refunded: null,
    };
    this.sessions.set(id, session);
    return [200, session];
  }

  last(): FakeWaveSession {
    const session = [...this.sessions.values()].at(-1);
    if (!session) throw new Error("fake wave: no session yet");
    return session;
  }

  /** The payer confirms in the Wave app. */
  pay(id: string): FakeWaveSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`fake wave: no session ${id}`);
    Object.assign(session, { checkout_status: "complete", payment_status: "succeeded", when_completed: new Date().toISOString() });
    return session;
  }

  /** The payment fails (not enough balance, the payer declines). */
  fail(id: string): FakeWaveSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`fake wave: no session ${id}`);
    Object.assign(session, { payment_status: "cancelled" });
    return session;
  }

  /** A webhook as Wave sends it: an event whose data is the session, signed at `timestamp` (seconds). */
  webhook(type: string, session: FakeWaveSession, options: { timestamp?: number; secret?: string; eventId?: string } = {}): SignedDelivery {
    const body = JSON.stringify({ id: options.eventId ?? `AE_${randomUUID().slice(0, 12)}`, type, data: session });
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", options.secret ?? FAKE_WAVE_SECRET)
      .update(`${timestamp}${body}`)
      .digest("hex");
    return { body, signature: `t=${timestamp},v1=${v1}` };
  }

  /** Delivers a webhook to the app over HTTP (the launch page's payments). */
  async deliver(delivery: SignedDelivery, type: string): Promise<number> {
    if (!this.options.webhookUrl) return 0;
    const response = await fetch(this.options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "wave-signature": delivery.signature },
      body: delivery.body,
    });
    this.deliveries.push({ status: response.status, type });
    return response.status;
  }

  /** What a payer sees after following `wave_launch_url` on a computer: the amount, pay or give up. */
  private async launchPage(method: string, url: URL, raw: string, res: ServerResponse): Promise<void> {
    const session = this.sessions.get(url.pathname.slice(3));
    if (!session) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Session inconnue");
      return;
    }
    if (method === "POST") {
      const paid = new URLSearchParams(raw).get("choice") === "pay";
      // The payer is sent back at once; Wave confirms the payment, and sends its webhook, a moment later.
      res.writeHead(303, { location: paid ? session.success_url : session.error_url });
      res.end();
      setTimeout(() => {
        if (paid) this.pay(session.id);
        else this.fail(session.id);
        const type = paid ? "checkout.session.completed" : "checkout.session.payment_failed";
        void this.deliver(this.webhook(type, session), type).catch(() => undefined);
      }, this.options.confirmAfterMs ?? 1_500);
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Wave</title></head>
<body><h1>Payer avec Wave</h1><p>Montant : ${session.amount} F CFA</p>
<form method="post"><button name="choice" value="pay">Confirmer le paiement</button> <button name="choice" value="fail">Annuler le paiement</button></form></body></html>`);
  }
}
