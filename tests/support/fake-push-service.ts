import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { listenLocally } from "./fake-http-server.ts";

/**
 * A local push service (RFC 8030) as Chrome's or Firefox's answers: it checks each push's VAPID
 * header (RFC 8292: an ES256 JWT signed with the key it names, `aud` its own origin, `exp` within
 * 24 hours, a `sub`), decrypts its body as the browser would (RFC 8291, aes128gcm, with the keys of
 * a subscription it made as a browser makes them), and records what it read. It can answer 410 for
 * an endpoint (the browser unsubscribed) or 500 (an outage).
 */

export interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface FakePush {
  endpoint: string;
  /** The decrypted payload, parsed (the app sends JSON). */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | null;
  /** The VAPID public key the push was signed with, and the JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
}

/** A refusal of the double: what a push service answers to a push it cannot take. */
export interface FakeRefusal {
  endpoint: string;
  status: number;
  reason: string;
}

const b64 = (value: string) => Buffer.from(value, "base64url");

function hmac(key: Buffer, ...data: Buffer[]): Buffer {
  const h = createHmac("sha256", key);
  for (const d of data) h.update(d);
  return h.digest();
}

/** The public key of an uncompressed P-256 point, for `crypto.verify`. */
function p256PublicKey(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error("not an uncompressed P-256 point");
  return createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
}

/** RFC 8292: checks `Authorization: vapid t=<JWT>, k=<key>`; returns the key and claims, or why it refused. */
export function checkVapid(
  header: string | undefined,
  origin: string,
  now = Date.now(),
): { ok: true; key: string; claims: FakePush["claims"] } | { ok: false; reason: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) return { ok: false, reason: "no vapid authorization" };
  const [, jwt, key] = match;
  const [head, body, signature] = jwt.split(".");
  const header64 = JSON.parse(b64(head).toString("utf8")) as { alg?: string; typ?: string };
  if (header64.alg !== "ES256") return { ok: false, reason: "alg is not ES256" };
  let publicKey;
  try {
    publicKey = p256PublicKey(b64(key));
  } catch {
    return { ok: false, reason: "bad k" };
  }
  const signed = verify("sha256", Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, b64(signature));
  if (!signed) return { ok: false, reason: "bad signature" };
  const claims = JSON.parse(b64(body).toString("utf8")) as FakePush["claims"];
  if (claims.aud !== origin) return { ok: false, reason: `aud ${claims.aud} is not ${origin}` };
  const seconds = now / 1000;
  if (typeof claims.exp !== "number" || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) return { ok: false, reason: "exp not within 24 hours" };
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) return { ok: false, reason: "no sub" };
  return { ok: true, key, claims };
}

/** RFC 8291 (with RFC 8188's aes128gcm): the browser's decryption of a push body with its private key and auth secret. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error("not one aes128gcm record with a sender key");
  const receiverKey = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(senderKey);
  const prkKey = hmac(authSecret, secret);
  const ikm = hmac(prkKey, Buffer.from("WebPush: info\0"), receiverKey, senderKey, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

export class FakePushService {
  private server: Server | undefined;
  url = "";
  readonly received: FakePush[] = [];
  readonly refused: FakeRefusal[] = [];
  /** Endpoints the browser unsubscribed from: the service answers 410 Gone. */
  readonly gone = new Set<string>();
  /** When true, every push is answered 500 (an outage). */
  down = false;
  private readonly keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

  async start(port = 0): Promise<string> {
    ({ server: this.server, url: this.url } = await listenLocally((req, res) => void this.serve(req, res), port));
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A subscription as a browser makes one: an ECDH P-256 key pair and a 16-byte auth secret, at a new endpoint. */
  subscribe(): FakeSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.url}/push/${randomUUID()}`;
    this.keys.set(endpoint, { ecdh, auth });
    return { endpoint, p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") };
  }

  /** The payloads pushed to one endpoint, oldest first. */
  pushesTo(endpoint: string): FakePush["payload"][] {
    return this.received.filter((p) => p.endpoint === endpoint).map((p) => p.payload);
  }

  reset(): void {
    this.received.length = 0;
    this.refused.length = 0;
    this.gone.clear();
    this.down = false;
  }

  private json(res: ServerResponse, body: unknown): void {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  private answer(res: ServerResponse, endpoint: string, status: number, reason: string): void {
    if (status >= 400) this.refused.push({ endpoint, status, reason });
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(reason);
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const address = new URL(req.url ?? "/", this.url);
    const path = address.pathname;
    if (path === "/healthz") return this.answer(res, "", 200, "ok");
    // For the browser journeys, which reach the double over HTTP: a subscription made as a browser makes one, and what an endpoint received.
    if (path === "/_subscribe" && req.method === "POST") return this.json(res, this.subscribe());
    if (path === "/_received") return this.json(res, this.pushesTo(address.searchParams.get("endpoint") ?? ""));
    const endpoint = `${this.url}${path}`;
    if (req.method !== "POST") return this.answer(res, endpoint, 405, "POST only");
    if (this.down) return this.answer(res, endpoint, 500, "outage");
    const vapid = checkVapid(req.headers.authorization, this.url);
    if (!vapid.ok) return this.answer(res, endpoint, 403, vapid.reason);
    if (this.gone.has(endpoint)) return this.answer(res, endpoint, 410, "unsubscribed");
    const keys = this.keys.get(endpoint);
    if (!keys) return this.answer(res, endpoint, 404, "no such subscription");
    if (req.headers["content-encoding"] !== "aes128gcm") return this.answer(res, endpoint, 415, "content-encoding must be aes128gcm");
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return this.answer(res, endpoint, 400, "no TTL");
    const body = Buffer.concat(chunks);
    if (body.length > 4096) return this.answer(res, endpoint, 413, "payload over 4096 bytes");
    let payload: FakePush["payload"];
    try {
      payload = JSON.parse(decryptPush(body, keys.ecdh, keys.auth).toString("utf8")) as FakePush["payload"];
    } catch (error) {
      return this.answer(res, endpoint, 400, `cannot decrypt: ${String(error)}`);
    }
    const urgency = req.headers.urgency;
    this.received.push({ endpoint, payload, ttl, urgency: typeof urgency === "string" ? urgency : null, vapidKey: vapid.key, claims: vapid.claims });
    res.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` });
    res.end();
  }
}
