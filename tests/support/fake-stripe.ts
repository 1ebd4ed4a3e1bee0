import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_STRIPE_KEY = "sk_test_fake";
export const FAKE_WEBHOOK_SECRET = "whsec_fake_test_secret";

type Json = Record<string, unknown>;

interface FakeSession extends Json {
  id: string;
  mode: "payment" | "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
}

/**
 * A local server that answers the part of Stripe's API the app uses (Checkout Sessions,
 * subscriptions, coupons, the Billing Portal) as Stripe does, with the SDK's form-encoded requests
 * and Stripe's error shape. The test plays the buyer and Stripe's side: `pay`, `cancelSubscription`,
 * and webhook deliveries signed with the test secret.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, Json>();
  readonly coupons = new Map<string, Json>();
  readonly requests: string[] = [];
  private readonly idempotent = new Map<string, Json>();
  private readonly sessionProducts = new Map<string, { product: string; listPrice: number; member: string }>();
  private server: Server | undefined;
  private seq = 0;
  url = "";

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      void this.answer(req).then(([status, body]) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++this.seq}` });
        res.end(JSON.stringify(body));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private nextId(prefix: string) {
    return `${prefix}_test_${++this.seq}`;
  }

  private async answer(req: IncomingMessage): Promise<[number, Json]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const path = new URL(req.url ?? "/", "http://x").pathname;
    this.requests.push(`${req.method} ${path}`);
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) return error(401, "authentication_error", "Invalid API Key provided");
    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" && req.method === "POST" ? `${path} ${key}` : undefined;
    const replay = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (replay) return [200, replay];
    const answer = this.route(req.method ?? "GET", path, form);
    if (idempotencyKey && answer[0] === 200) this.idempotent.set(idempotencyKey, answer[1]);
    return answer;
  }

  private route(method: string, path: string, form: URLSearchParams): [number, Json] {
    const [, , resource, id, extra] = path.split("/");
    if (method === "POST" && path === "/v1/checkout/sessions") return [200, this.createSession(form)];
    if (method === "GET" && resource === "checkout" && extra) return found(this.sessions.get(extra), "checkout session");
    if (method === "GET" && resource === "subscriptions" && id) return found(this.subscriptions.get(id), "subscription");
    if (method === "GET" && resource === "coupons" && id) return found(this.coupons.get(id), "coupon");
    if (method === "POST" && path === "/v1/coupons") {
      const coupon = {
        id: form.get("id") ?? this.nextId("coupon"),
        object: "coupon",
        amount_off: Number(form.get("amount_off")),
        currency: form.get("currency"),
        duration: form.get("duration"),
        duration_in_months: form.has("duration_in_months") ? Number(form.get("duration_in_months")) : null,
      };
      this.coupons.set(coupon.id, coupon);
      return [200, coupon];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = form.get("customer");
      if (!customer || ![...this.subscriptions.values()].some((s) => s.customer === customer)) return error(404, "invalid_request_error", "No such customer");
      return [
        200,
        {
          id: this.nextId("bps"),
          object: "billing_portal.session",
          customer,
          url: `https://billing.stripe.test/p/${customer}`,
          return_url: form.get("return_url"),
        },
      ];
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  private createSession(form: URLSearchParams): FakeSession {
    const line = "line_items[0][price_data]";
    const unit = Number(form.get(`${line}[unit_amount]`));
    const couponId = form.get("discounts[0][coupon]");
    const coupon = couponId ? this.coupons.get(couponId) : undefined;
    if (couponId && !coupon) throw new Error(`fake stripe: unknown coupon ${couponId}`);
    const id = this.nextId("cs");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: form.get("mode") as FakeSession["mode"],
      status: "open",
      payment_status: "unpaid",
      currency: form.get(`${line}[currency]`),
      amount_total: unit - Number(coupon?.amount_off ?? 0),
      client_reference_id: form.get("client_reference_id"),
      metadata: { reference: form.get("metadata[reference]") ?? "", member: form.get("metadata[member]") ?? "" },
      subscription: null,
      success_url: form.get("success_url"),
      cancel_url: form.get("cancel_url"),
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    const product = form.get(`${line}[product]`);
    if (session.mode === "subscription" && product) {
      this.sessionProducts.set(id, { product, listPrice: unit, member: form.get("subscription_data[metadata][member]") ?? "" });
    }
    this.sessions.set(id, session);
    return session;
  }

  /** The buyer pays on Stripe's page: the session completes; a subscription checkout starts a month of subscription. */
  pay(sessionId: string, now = Date.now()): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    session.status = "complete";
    session.payment_status = "paid";
    const subscribed = this.sessionProducts.get(sessionId);
    if (subscribed) {
      const id = this.nextId("sub");
      this.subscriptions.set(id, {
        id,
        object: "subscription",
        customer: `cus_for_${subscribed.member}`,
        status: "active",
        metadata: { member: subscribed.member },
        items: {
          object: "list",
          data: [
            {
              id: this.nextId("si"),
              current_period_end: Math.floor(now / 1000) + 30 * 86_400,
              price: { id: "price_inline", product: subscribed.product, unit_amount: subscribed.listPrice },
            },
          ],
        },
      });
      session.subscription = id;
    }
    return session;
  }

  /** Stripe's side changes a subscription (cancelled in the portal, a failed renewal…). */
  updateSubscription(id: string, change: { status: string }): Json {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`fake stripe: no subscription ${id}`);
    Object.assign(subscription, change);
    return subscription;
  }

  /** A webhook delivery as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
  webhook(type: string, object: Json, options: { id?: string; secret?: string } = {}): { body: string; signature: string; eventId: string } {
    const eventId = options.id ?? this.nextId("evt");
    const body = JSON.stringify({
      id: eventId,
      object: "event",
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? FAKE_WEBHOOK_SECRET });
    return { body, signature, eventId };
  }
}

function error(status: number, type: string, message: string): [number, Json] {
  return [status, { error: { type, message, code: status === 404 ? "resource_missing" : undefined } }];
}

function found(object: Json | undefined, what: string): [number, Json] {
  return object ? [200, object] : error(404, "invalid_request_error", `No such ${what}`);
}
