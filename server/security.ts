import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { clientAddress } from "../app/server/client-ip.ts";
import { storage } from "../app/server/storage.server.ts";

/** " <origin>" of the bucket or CDN that photos come from (S3_PUBLIC_URL), or "" for the local disk. */
function photoOrigin(): string {
  const base = storage().publicBase;
  return /^https?:\/\//.test(base) ? ` ${new URL(base).origin}` : "";
}

/**
 * The Content-Security-Policy of a page whose inline scripts carry `scriptSources`: a nonce made
 * for the response, or the hashes of the scripts of a page served again from the page cache.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${photoOrigin()}`,
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Per-request CSP nonce and the security headers every response carries. */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}

/** The pages a payment provider sends the payer back to, which CinetPay reaches by a cross-site POST to its return_url. */
const PROVIDER_RETURN_PAGES = new Set(["/payment-success", "/subscription-success"]);

/**
 * A POST to a provider's return page changes nothing: it is answered 303 to the same page by GET
 * (which reads our record), before the same-origin rule and React Router's own, which would refuse
 * a cross-site form.
 */
export function providerReturnByGet(req: Request, res: Response, next: NextFunction) {
  if (req.method === "POST" && PROVIDER_RETURN_PAGES.has(req.path)) return res.redirect(303, req.originalUrl);
  next();
}

/**
 * Same-origin rule for every state-changing request: the browser's Origin (or Referer) must name
 * the host the request was sent to, whatever that host is (localhost, 127.0.0.1, a LAN address).
 */
export function refuseCrossSite(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  // The public API reads no cookie, only a key a program sends on purpose: nothing for another site to forge (ADR 0063).
  if (req.path.startsWith("/api/v1/")) return next();
  const source = req.get("origin") ?? req.get("referer");
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "cross-site") return res.status(403).type("text/plain").send("Requête refusée");
  if (source) {
    let host: string | undefined;
    try {
      host = new URL(source).host;
    } catch {
      host = undefined;
    }
    if (host !== req.get("host")) return res.status(403).type("text/plain").send("Requête refusée");
  }
  next();
}

/**
 * Express's `trust proxy` for `hops` trusted proxies: the number itself (req.ip, req.protocol and
 * req.secure then believe exactly that many hops), never `true`, with which Express would take the
 * left-most X-Forwarded-For entry, the one the client writes.
 */
export function trustProxySetting(hops: number): number | false {
  return hops > 0 ? hops : false;
}

/**
 * The client address as `x-client-ip`, for the rate limits: behind `hops` trusted proxies, the
 * address the outermost one appended to X-Forwarded-For, never an entry the client wrote itself
 * (see clientAddress). Whatever `x-client-ip` the client sent is overwritten.
 */
export function clientIpHeader(hops: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers["x-client-ip"] = clientAddress({ forwardedFor: req.get("x-forwarded-for"), socketAddress: req.socket.remoteAddress, hops });
    next();
  };
}
