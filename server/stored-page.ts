import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request, Response } from "express";
import { contentSecurityPolicy } from "./security.ts";

export type Encoding = "br" | "gzip";

/** A rendered page kept by a page cache (ADR 0013), served again to whoever its key allows. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The page's inline scripts allowed by their hashes: its render's nonce is the first visitor's. */
  contentSecurityPolicy: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  renderedAt: number;
  /** The member whose listing the page shows (`X-Page-Owner`): they get their own page, with its controls. */
  owner: string | null;
}

const STORABLE_TYPES = /^(text\/html|text\/x-script|application\/json)\b/;
const MAX_BODY = 1024 * 1024;
export const OWNER_HEADER = "x-page-owner";
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "content-security-policy", "set-cookie", OWNER_HEADER]);

export async function storable(response: globalThis.Response, renderedAt: number): Promise<StoredPage | null> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || response.headers.has("set-cookie") || !STORABLE_TYPES.test(type)) return null;
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_BODY) return null;
  const headers = [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name));
  const policy = contentSecurityPolicy(type.startsWith("text/html") ? inlineScriptHashes(body.toString("utf8")) : []);
  return { status: response.status, headers, body, contentSecurityPolicy: policy, encoded: {}, renderedAt, owner: response.headers.get(OWNER_HEADER) };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** CSP hash sources of the inline scripts of a page, as the browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A kept page's bytes in an encoding, compressed the first time a browser asks for it and kept:
 * at a quick level (about 4 ms for the 200 KB of /listings, 13 % larger than brotli's strongest,
 * which took 300 ms), on this thread. Compressing on Node's small shared thread pool instead let
 * a client asking for page after page queue work there that every other request waited behind.
 */
export function encodedBody(page: StoredPage, encoding: Encoding): Buffer {
  page.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
      : gzipSync(page.body, { level: GZIP_LEVEL });
  return page.encoded[encoding];
}

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** `now`: the cache's clock, for the `Age` a kept page is sent with (how long ago it was rendered). */
export function sendPage(page: StoredPage, req: Request, res: Response, now: number) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Age", String(Math.max(0, Math.floor((now - page.renderedAt) / 1000))));
  res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  res.vary("Accept-Encoding");
  const encoding = acceptedEncoding(req);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const body = encoding ? encodedBody(page, encoding) : page.body;
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** A response not kept, sent as React Router's Express adapter sends it. */
export async function sendResponse(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The encoding a browser takes: brotli whenever it does (Chrome lists gzip first, at the same weight). */
export function acceptedEncoding(req: Request): Encoding | undefined {
  return req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : undefined;
}
