import dns from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { env } from "./env.server.ts";

/**
 * Fetching an address a member gave (a dealer's photo, a dealer's feed) from the server, without
 * letting them reach what only the server can reach (SSRF): the host is resolved once, every
 * address it resolves to must be public, and the connection goes to that very address (the host
 * name is never looked up again, so a DNS answer that changes between the check and the connection,
 * "DNS rebinding", changes nothing). Redirects are followed by hand, each one checked from scratch.
 * One deadline covers everything; the body is read up to a byte limit and never decompressed.
 */

export type SafeFetchRefusal =
  | "invalid-url"
  | "forbidden-address"
  | "unknown-host"
  | "unreachable"
  | "timeout"
  | "too-many-redirects"
  | "http-status"
  | "encoding"
  | "type"
  | "too-large";

export type SafeFetchOptions = {
  maxBytes: number;
  /** The whole fetch: DNS, connection, headers and body, redirects included. */
  timeoutMs: number;
  /** Given the response's media type alone, lowercased ("image/jpeg", "" when the server sends none). */
  accept?: (contentType: string) => boolean;
  /** Redirects followed at most (3 by default). */
  maxRedirects?: number;
  /** `host` or `host:port` reachable although private; FETCH_ALLOWED_PRIVATE_HOSTS when not given. */
  allowPrivateHosts?: readonly string[];
};

export type SafeFetchResult =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; contentType: string; finalUrl: string }
  | { ok: false; reason: SafeFetchRefusal; message: string; status?: number };

export const FETCH_INVALID_URL = /*i18n*/ "Adresse invalide : seules les adresses http:// et https:// sont acceptées";
export const FETCH_CREDENTIALS = /*i18n*/ "Adresse invalide : pas d'identifiant ni de mot de passe dans l'adresse";
export const FETCH_FORBIDDEN_ADDRESS = /*i18n*/ "Adresse non autorisée";
export const FETCH_UNKNOWN_HOST = /*i18n*/ "Serveur introuvable";
export const FETCH_UNREACHABLE = /*i18n*/ "Le serveur n'a pas pu être joint";
export const FETCH_TIMEOUT = /*i18n*/ "Délai dépassé";
export const FETCH_TOO_MANY_REDIRECTS = /*i18n*/ "Trop de redirections";
export const FETCH_ENCODING = /*i18n*/ "Réponse compressée non acceptée";
export const FETCH_TYPE = /*i18n*/ "Type de fichier non accepté";
export const FETCH_TOO_LARGE = /*i18n*/ "Fichier trop volumineux";

/** A refusal's message in `i18n`'s language (French without it); the status one is built from its number. */
export function safeFetchMessage(refusal: { message: string; status?: number }, i18n?: I18n): string {
  const { status } = refusal;
  if (status !== undefined) return i18n ? i18n._(msg`Le serveur a répondu ${status}`) : `Le serveur a répondu ${status}`;
  return i18n ? i18n._(refusal.message) : refusal.message;
}

const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "AutoAfrique/1.0 (import)";

function refuse(reason: Exclude<SafeFetchRefusal, "http-status">, message: string): SafeFetchResult {
  return { ok: false, reason, message };
}

/**
 * GETs `url` under the rules above. Never throws for what the remote side does: every refusal comes
 * back as `{ ok: false, reason, message }`, the message in French (safeFetchMessage translates it).
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const allowed = new Set((options.allowPrivateHosts ?? env().FETCH_ALLOWED_PRIVATE_HOSTS).map((host) => host.trim().toLowerCase()));
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    let current: string = url;
    for (let hop = 0; ; hop++) {
      const target = await checkedTarget(current, allowed, deadline.signal);
      if ("ok" in target) return target;
      const answer = await fetchOnce(target, options, deadline.signal);
      if (!("redirect" in answer)) return answer;
      if (hop >= maxRedirects) return refuse("too-many-redirects", FETCH_TOO_MANY_REDIRECTS);
      current = answer.redirect;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Where one request goes: the URL, and the addresses checked for it (its host is not resolved again). */
type Target = { url: URL; addresses: dns.LookupAddress[] };

async function checkedTarget(href: string, allowed: ReadonlySet<string>, signal: AbortSignal): Promise<Target | SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return refuse("invalid-url", FETCH_INVALID_URL);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return refuse("invalid-url", FETCH_INVALID_URL);
  if (url.username || url.password) return refuse("invalid-url", FETCH_CREDENTIALS);
  const privateAllowed = isAllowedHost(url, allowed);
  // WHATWG URL has already written any IPv4 notation (2130706433, 0177.0.0.1, 0x7f.1) as a.b.c.d.
  const literal = bareHostname(url);
  let addresses: dns.LookupAddress[];
  if (isIP(literal)) {
    addresses = [{ address: literal, family: isIP(literal) }];
  } else {
    try {
      addresses = await beforeDeadline(dns.promises.lookup(literal, { all: true, order: "verbatim" }), signal);
    } catch (error) {
      if (signal.aborted) return refuse("timeout", FETCH_TIMEOUT);
      return refuse(isNoSuchHost(error) ? "unknown-host" : "unreachable", isNoSuchHost(error) ? FETCH_UNKNOWN_HOST : FETCH_UNREACHABLE);
    }
  }
  if (addresses.length === 0) return refuse("unknown-host", FETCH_UNKNOWN_HOST);
  // Every address, not only the first: the connection may try each (IPv6, then IPv4…).
  if (!privateAllowed && !addresses.every((a) => isPublicAddress(a.address))) return refuse("forbidden-address", FETCH_FORBIDDEN_ADDRESS);
  return { url, addresses };
}

/** The host name without an IPv6 literal's brackets. */
function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

function isAllowedHost(url: URL, allowed: ReadonlySet<string>): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowed.has(url.hostname) || allowed.has(`${url.hostname}:${port}`);
}

function isNoSuchHost(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === "ENOTFOUND" || code === "ENODATA" || code === "EAI_NONAME";
}

function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * One request to the checked address. The URL's host name stays the request's host (Host header,
 * TLS SNI and certificate check), while `lookup` hands the connection the address already checked.
 */
function fetchOnce(target: Target, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchResult | { redirect: string }> {
  const { url, addresses } = target;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: SafeFetchResult | { redirect: string }) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      request.destroy();
      resolve(result);
    };
    const onAbort = () => settle(refuse("timeout", FETCH_TIMEOUT));
    const requestOptions: https.RequestOptions = {
      protocol: url.protocol,
      hostname: bareHostname(url),
      port: Number(url.port) || (url.protocol === "https:" ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: { host: url.host, accept: "*/*", "accept-encoding": "identity", "user-agent": USER_AGENT },
      // The addresses checked above, tried in turn as any name's are (Node's default autoSelectFamily).
      lookup: (_hostname, lookupOptions, callback) => {
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      // A fresh connection each time: a pooled socket would have been opened for another check.
      agent: false,
    };
    const onHead = (response: IncomingMessage) => onResponse(response, url, options, settle);
    const request = url.protocol === "https:" ? https.request(requestOptions, onHead) : http.request(requestOptions, onHead);
    request.on("error", () => settle(signal.aborted ? refuse("timeout", FETCH_TIMEOUT) : refuse("unreachable", FETCH_UNREACHABLE)));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    request.end();
  });
}

function onResponse(response: IncomingMessage, url: URL, options: SafeFetchOptions, settle: (result: SafeFetchResult | { redirect: string }) => void): void {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (REDIRECTS.has(status) && location) {
    let next: string;
    try {
      next = new URL(location, url).href;
    } catch {
      return settle(refuse("invalid-url", FETCH_INVALID_URL));
    }
    return settle({ redirect: next });
  }
  if (status < 200 || status > 299) return settle({ ok: false, reason: "http-status", status, message: safeFetchMessage({ message: "", status }) });
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "") return settle(refuse("encoding", FETCH_ENCODING));
  const contentType = (response.headers["content-type"] ?? "").trim();
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (options.accept && !options.accept(mediaType)) return settle(refuse("type", FETCH_TYPE));
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > options.maxBytes) return settle(refuse("too-large", FETCH_TOO_LARGE));

  const chunks: Buffer[] = [];
  let received = 0;
  response.on("data", (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received > options.maxBytes) return settle(refuse("too-large", FETCH_TOO_LARGE));
    chunks.push(chunk);
  });
  response.on("end", () => settle({ ok: true, bytes: Buffer.concat(chunks, received), contentType, finalUrl: url.href }));
  response.on("error", () => settle(refuse("unreachable", FETCH_UNREACHABLE)));
}

/** IPv4 ranges never reached: IANA's special-purpose registry, what is not the public internet. */
const IPV4_REFUSED: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the clouds' metadata service (169.254.169.254) included
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, the broadcast 255.255.255.255 included
];
const IPV4_REFUSED_RANGES = IPV4_REFUSED.map(([base, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { network: (ipv4Number(base) & mask) >>> 0, mask };
});

function ipv4Number(address: string): number {
  return address.split(".").reduce((n, part) => ((n << 8) | Number(part)) >>> 0, 0);
}

function isPublicIpv4(n: number): boolean {
  return IPV4_REFUSED_RANGES.every(({ network, mask }) => (n & mask) >>> 0 !== network);
}

/** The eight 16-bit groups of a valid IPv6 address (a zone "%eth0" dropped, a trailing a.b.c.d read). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = ipv4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Whether an IP address is on the public internet. IPv6: global unicast (2000::/3) only, less its
 * special blocks, which refuses loopback, unspecified, unique-local (fc00::/7), link-local
 * (fe80::/10) and multicast at once; an IPv4 address carried inside an IPv6 one (mapped
 * ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) is judged as that IPv4 address. Anything
 * that is not an IP address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return isPublicIpv4(ipv4Number(address));
  if (version !== 6) return false;
  const g = ipv6Groups(address);
  const embedded = ((g[6]! << 16) | g[7]!) >>> 0;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return isPublicIpv4(embedded);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPublicIpv4(embedded);
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1]! < 0x200) return false; // IETF protocol assignments (Teredo, benchmarking…)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if (g[0] === 0x3fff && g[1]! < 0x1000) return false; // documentation
  if (g[0] === 0x2002) return isPublicIpv4(((g[1]! << 16) | g[2]!) >>> 0);
  return true;
}
