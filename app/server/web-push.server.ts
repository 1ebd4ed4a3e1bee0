import { createECDH } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import webpush from "web-push";
import { env } from "./env.server.ts";

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** Where a push service may reach us (RFC 8292's `sub`): mailto: or https:. */
  subject: string;
  /** An origin accepted as a push service besides the browsers' own (the tests' local double). */
  testOrigin?: string;
}

/**
 * The push services of the browsers our members use (Chrome and most Android browsers, Firefox,
 * Safari, Edge): a subscription's endpoint must be on one of them, so a member cannot make the
 * server post to an address of their choosing.
 */
const PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** Above this a push service may refuse the message (RFC 8030 asks 4 096 bytes of them at least). */
export const PUSH_PAYLOAD_MAX_BYTES = 3_000;

let override: PushConfig | undefined;
let cached: PushConfig | undefined;

/** Installs another configuration (a test's keys and local push service); `undefined` goes back to the environment's. */
export function configurePush(config: PushConfig | undefined): void {
  override = config;
}

/** The public key of an uncompressed P-256 point from its private key, both base64url. */
function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  return ecdh.getPublicKey().toString("base64url");
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated on first start and kept in the data dir. */
function vapidKeys(): { publicKey: string; privateKey: string } {
  const e = env();
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    if (publicKeyOf(e.VAPID_PRIVATE_KEY) !== e.VAPID_PUBLIC_KEY) {
      throw new Error("Configuration invalide :\n  VAPID_PUBLIC_KEY: n'est pas la clé publique de VAPID_PRIVATE_KEY");
    }
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  }
  const file = resolve(e.DATA_DIR, "vapid-keys.json");
  const read = () => JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  if (existsSync(file)) return read();
  mkdirSync(e.DATA_DIR, { recursive: true });
  // Written whole beside it, then linked in place: of servers starting together, the first pair wins.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return read();
}

function defaultSubject(): string {
  const url = env().APP_URL;
  return url?.startsWith("https://") ? url.replace(/\/+$/, "") : "mailto:contact@autoafrique.africa";
}

/** The VAPID keys and subject: always there (generated when unset), so push is always offered. */
export function pushConfig(): PushConfig {
  if (override) return override;
  cached ??= { ...vapidKeys(), subject: env().VAPID_SUBJECT ?? defaultSubject(), testOrigin: env().PUSH_TEST_SERVICE_URL };
  return cached;
}

/** Whether a browser's subscription endpoint is at a push service we post to. */
export function isPushEndpoint(endpoint: string, config: PushConfig = pushConfig()): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (config.testOrigin && url.origin === new URL(config.testOrigin).origin) return true;
  return url.protocol === "https:" && (url.port === "" || url.port === "443") && PUSH_HOSTS.some((host) => host.test(url.hostname));
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push service's refusal: `gone` when the subscription no longer exists there (404, 410). */
export class PushServiceError extends Error {
  readonly status: number;
  constructor(status: number, text: string) {
    super(`push service answered ${status}: ${text.slice(0, 200)}`);
    this.name = "PushServiceError";
    this.status = status;
  }
  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }
  /** A refusal that trying again will not change (a bad request, a payload too large, a key it rejects). */
  get permanent(): boolean {
    return this.gone || (this.status >= 400 && this.status < 500 && this.status !== 429);
  }
}

/**
 * Pushes one message to one browser: encrypted for it (aes128gcm, RFC 8291), signed with our VAPID
 * key (RFC 8292), kept by the push service up to `ttlSeconds` while the phone is off.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: { ttlSeconds: number; urgency?: "normal" | "high" } = { ttlSeconds: 86_400 },
): Promise<void> {
  const config = pushConfig();
  if (!isPushEndpoint(target.endpoint, config)) throw new PushServiceError(404, "not a push service we know");
  if (Buffer.byteLength(payload) > PUSH_PAYLOAD_MAX_BYTES) throw new Error(`push payload over ${PUSH_PAYLOAD_MAX_BYTES} bytes`);
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
    TTL: options.ttlSeconds,
    urgency: options.urgency ?? "normal",
    contentEncoding: "aes128gcm",
  });
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status < 200 || response.status > 299) throw new PushServiceError(response.status, await response.text().catch(() => ""));
  await response.body?.cancel();
}
