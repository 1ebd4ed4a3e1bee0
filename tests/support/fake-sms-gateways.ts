import { createHmac } from "node:crypto";
import { FakeHttpServer, type FakeAnswer, type FakeRequest } from "./fake-http-server.ts";

/** Twilio's own recipe, written apart from the app's: the URL, then each parameter's name and value sorted by name; HMAC-SHA1 with the Auth Token, base64. */
function signAsTwilio(url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  const data = names
    .map((name) =>
      params
        .getAll(name)
        .map((value) => name + value)
        .join(""),
    )
    .join("");
  return createHmac("sha1", FAKE_TWILIO.authToken)
    .update(url + data)
    .digest("base64");
}

export const FAKE_TWILIO = {
  accountSid: "AC0123456789abcdef0123456789abcdef",
  authToken: "0123456789abcdef0123456789abcdef",
  from: "+15005550006",
} as const;
export const FAKE_AT = { username: "autoafrique", apiKey: "atsk_fake_africastalking_key_0123", senderId: "AUTOAFRIQUE" } as const;

/** A text the fake gateway took: its id, number, body, and the status it last reported. */
export interface FakeSms {
  id: string;
  to: string;
  from: string | null;
  body: string;
  status: string;
  callbackUrl?: string;
}

/** Where the fake listens, whether it reports deliveries on its own, and how a report reaches the app (by HTTP unless a test calls the route itself). */
export interface FakeSmsOptions {
  port?: number;
  deliverAfterMs?: number;
  callbackUrl?: string;
  deliver?: (url: string, body: URLSearchParams, headers: Record<string, string>) => Promise<number>;
}

/**
 * What both fake gateways share: the texts taken (read by a test as a person reads their phone),
 * `down` for an outage (503), `/_messages?to=` for a browser journey's code, and delivery reports
 * posted as the gateway would, optionally on their own after `deliverAfterMs`.
 */
abstract class FakeSmsGateway {
  readonly messages: FakeSms[] = [];
  down = false;
  protected seq = 0;
  private readonly http = new FakeHttpServer((request) => this.route(request));
  protected readonly options: FakeSmsOptions;

  constructor(options: FakeSmsOptions = {}) {
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

  /** The texts sent to a number (E.164), oldest first. */
  textsTo(to: string): FakeSms[] {
    return this.messages.filter((m) => m.to === to);
  }

  /** The last 6-digit code texted to a number. */
  lastCodeTo(to: string): string | undefined {
    return this.textsTo(to)
      .at(-1)
      ?.body.match(/\b(\d{6})\b/)?.[1];
  }

  /** Posts the gateway's delivery report for a text; `tamper` lets a test forge one. Returns the app's HTTP status. */
  abstract report(
    message: FakeSms,
    status: string,
    tamper?: (request: { url: string; body: URLSearchParams; headers: Record<string, string> }) => void,
  ): Promise<number>;

  protected abstract take(request: FakeRequest): FakeAnswer;

  protected took(message: FakeSms, delivered: string): void {
    this.messages.push(message);
    if (this.options.deliverAfterMs !== undefined) {
      setTimeout(() => void this.report(message, delivered).catch(() => undefined), this.options.deliverAfterMs);
    }
  }

  private async route(request: FakeRequest): Promise<FakeAnswer> {
    if (request.method === "GET" && request.url.pathname === "/_messages") {
      const to = request.url.searchParams.get("to");
      return { status: 200, json: to ? this.textsTo(to) : this.messages };
    }
    // A browser journey plays the operator: POST /_messages/{id}/report?status=… sends that text's report.
    const reported = /^\/_messages\/([^/]+)\/report$/.exec(request.url.pathname);
    if (request.method === "POST" && reported) {
      const message = this.messages.find((m) => m.id === reported[1]);
      if (!message) return { status: 404, json: {} };
      return { status: 200, json: { appStatus: await this.report(message, request.url.searchParams.get("status") ?? "") } };
    }
    if (this.down) return { status: 503, json: { message: "Service Unavailable" } };
    return this.take(request);
  }

  protected async post(url: string, body: URLSearchParams, headers: Record<string, string>): Promise<number> {
    if (this.options.deliver) return this.options.deliver(url, body, headers);
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });
    await response.arrayBuffer();
    return response.status;
  }
}

/**
 * Twilio's Messages resource as twilio.com/docs/messaging/api/message-resource describes it: basic
 * auth, form fields To, From (or MessagingServiceSid), Body, StatusCallback; 201 with the message's
 * `sid` and status `queued`. Status callbacks are signed as Twilio signs them (X-Twilio-Signature).
 */
export class FakeTwilio extends FakeSmsGateway {
  protected take(request: FakeRequest): FakeAnswer {
    const path = `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`;
    if (request.method !== "POST" || request.url.pathname !== path)
      return { status: 404, json: { code: 20404, message: "The requested resource was not found" } };
    const expected = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString("base64")}`;
    if (request.headers.authorization !== expected) return { status: 401, json: { code: 20003, message: "Authenticate" } };
    const form = new URLSearchParams(request.raw);
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return { status: 400, json: { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` } };
    const sid = `SM${String(++this.seq).padStart(32, "0")}`;
    this.took(
      {
        id: sid,
        to,
        from: form.get("From") ?? form.get("MessagingServiceSid"),
        body: form.get("Body") ?? "",
        status: "queued",
        callbackUrl: form.get("StatusCallback") ?? undefined,
      },
      "delivered",
    );
    return { status: 201, json: { sid, status: "queued", to, from: form.get("From"), body: form.get("Body"), error_code: null } };
  }

  async report(
    message: FakeSms,
    status: string,
    tamper?: (request: { url: string; body: URLSearchParams; headers: Record<string, string> }) => void,
  ): Promise<number> {
    if (!message.callbackUrl) throw new Error("no StatusCallback given");
    const body = new URLSearchParams({
      AccountSid: FAKE_TWILIO.accountSid,
      MessageSid: message.id,
      SmsSid: message.id,
      MessageStatus: status,
      To: message.to,
      From: FAKE_TWILIO.from,
      ApiVersion: "2010-04-01",
    });
    if (status === "undelivered" || status === "failed") body.set("ErrorCode", "30003");
    const request = { url: message.callbackUrl, body, headers: { "x-twilio-signature": signAsTwilio(message.callbackUrl, body) } };
    tamper?.(request);
    message.status = status;
    return this.post(request.url, request.body, request.headers);
  }
}

/**
 * Africa's Talking's bulk SMS endpoint (POST /version1/messaging, form fields username, to, message,
 * from; the `apiKey` header): 201 with SMSMessageData.Recipients, statusCode 101 for a text taken.
 * Delivery reports go, unsigned, to the callback URL set in its dashboard (here `callbackUrl`).
 */
export class FakeAfricasTalking extends FakeSmsGateway {
  protected take(request: FakeRequest): FakeAnswer {
    if (request.method !== "POST" || request.url.pathname !== "/version1/messaging") return { status: 404, json: {} };
    if (request.headers.apikey !== FAKE_AT.apiKey) return { status: 401, json: { SMSMessageData: { Message: "The supplied authentication is invalid" } } };
    const form = new URLSearchParams(request.raw);
    if (form.get("username") !== FAKE_AT.username) return { status: 401, json: { SMSMessageData: { Message: "The supplied authentication is invalid" } } };
    const to = form.get("to") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) {
      return {
        status: 201,
        json: {
          SMSMessageData: {
            Message: "Sent to 0/1 Total Cost: 0",
            Recipients: [{ statusCode: 403, number: to, status: "InvalidPhoneNumber", cost: "0", messageId: "None" }],
          },
        },
      };
    }
    const id = `ATXid_${String(++this.seq).padStart(24, "0")}`;
    this.took({ id, to, from: form.get("from"), body: form.get("message") ?? "", status: "Sent", callbackUrl: this.options.callbackUrl }, "Success");
    return {
      status: 201,
      json: {
        SMSMessageData: {
          Message: "Sent to 1/1 Total Cost: XOF 15.0000",
          Recipients: [{ statusCode: 101, number: to, status: "Success", cost: "XOF 15.0000", messageId: id }],
        },
      },
    };
  }

  /** Africa's Talking's report fields: id, status, phoneNumber, networkCode, failureReason, retryCount. */
  async report(
    message: FakeSms,
    status: string,
    tamper?: (request: { url: string; body: URLSearchParams; headers: Record<string, string> }) => void,
  ): Promise<number> {
    const url = this.options.callbackUrl ?? message.callbackUrl;
    if (!url) throw new Error("no callback URL configured");
    const body = new URLSearchParams({ id: message.id, status, phoneNumber: message.to, networkCode: "61201", retryCount: "0" });
    if (status === "Failed" || status === "AbsentSubscriber") body.set("failureReason", status === "Failed" ? "DeliveryFailure" : "AbsentSubscriber");
    const request = { url, body, headers: {} };
    tamper?.(request);
    message.status = status;
    return this.post(request.url, request.body, request.headers);
  }

  setCallbackUrl(url: string): void {
    this.options.callbackUrl = url;
  }
}
