import { createHmac } from "node:crypto";
import { FakeHttpServer, type FakeAnswer, type FakeRequest } from "./fake-http-server.ts";

export const FAKE_WHATSAPP = {
  token: "EAAG_fake_whatsapp_access_token_0123456789",
  phoneNumberId: "109876543210987",
  appSecret: "0123456789abcdef0123456789abcdef",
  verifyToken: "verif-autoafrique-0123",
} as const;

/** A template message the fake Cloud API took: its wamid, the number (digits), the template and its body's parameters. */
export interface FakeWhatsAppMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

/** Meta's recipe, written apart from the app's: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export function signAsMeta(raw: string, secret: string = FAKE_WHATSAPP.appSecret): string {
  return `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
}

/** A webhook body as Meta sends it: one entry, one `messages` change with these statuses and inbound messages. */
export function webhookBody(value: { statuses?: unknown[]; messages?: unknown[] }): string {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA_ID",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550001111", phone_number_id: FAKE_WHATSAPP.phoneNumberId }, ...value },
          },
        ],
      },
    ],
  });
}

/** A status of a message (`sent`, `delivered`, `read`, `failed` with Meta's error code). */
export function statusChange(wamid: string, to: string, status: string, errorCode?: number): unknown {
  return {
    id: wamid,
    status,
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: to.replace(/^\+/, ""),
    ...(errorCode ? { errors: [{ code: errorCode, title: "Message failed", message: "Message failed" }] } : {}),
  };
}

/** A member's text to our number. */
export function inboundText(from: string, body: string): unknown {
  return { from: from.replace(/^\+/, ""), id: `wamid.in${Date.now()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body } };
}

/**
 * A local server answering as the WhatsApp Cloud API's messages endpoint
 * (POST /{version}/{phone-number-id}/messages, bearer token): it keeps the template messages taken,
 * answers `down` as an outage, and lists them at `/_messages?to=` for a browser journey.
 */
export class FakeWhatsApp {
  readonly messages: FakeWhatsAppMessage[] = [];
  down = false;
  /** Numbers (digits) the API refuses as not on WhatsApp (error 131026 at once). */
  readonly refused = new Set<string>();
  private seq = 0;
  private readonly http = new FakeHttpServer((request) => this.route(request));
  private readonly port: number | undefined;

  constructor(options: { port?: number } = {}) {
    this.port = options.port;
  }

  get url(): string {
    return this.http.url;
  }

  async start(): Promise<this> {
    await this.http.start(this.port);
    return this;
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  private route(request: FakeRequest): FakeAnswer {
    if (request.method === "GET" && request.url.pathname === "/_messages") {
      const to = request.url.searchParams.get("to")?.replace(/^\+/, "");
      return { status: 200, json: this.messages.filter((m) => !to || m.to === to) };
    }
    const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(request.url.pathname);
    if (request.method !== "POST" || !match) return { status: 404, json: { error: { message: "Unknown path", code: 100 } } };
    if (this.down) return { status: 503, json: { error: { message: "Service unavailable", code: 2 } } };
    if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}` || match[1] !== FAKE_WHATSAPP.phoneNumberId) {
      return { status: 401, json: { error: { message: "Invalid OAuth access token", type: "OAuthException", code: 190 } } };
    }
    const body = JSON.parse(request.raw) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: { type: string; parameters: { type: string; text: string }[] }[] };
    };
    if (body.messaging_product !== "whatsapp" || body.type !== "template" || !body.to || !body.template?.name || !body.template.language?.code) {
      return { status: 400, json: { error: { message: "(#131008) Required parameter is missing", code: 131008 } } };
    }
    if (this.refused.has(body.to)) return { status: 400, json: { error: { message: "Message Undeliverable", code: 131026 } } };
    const params = body.template.components?.find((c) => c.type === "body")?.parameters.map((p) => p.text) ?? [];
    const id = `wamid.FAKE${String(++this.seq).padStart(6, "0")}`;
    this.messages.push({ id, to: body.to, template: body.template.name, language: body.template.language.code, params });
    return { status: 200, json: { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
  }
}
