import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request, Response } from "express";
import { contentSecurityPolicy } from "./security.ts";

/** A rendered page kept by a page cache (ADR 0013), served again to whoever its key allows. */
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export type Encoding = "br" | "gzip";

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

/** Compressed once, off the main thread, at the strongest level: every later visitor gets these bytes. */
export async function encode(page: StoredPage): Promise<void> {
  const [br, gz] = await Promise.all([
    compressBrotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    compressGzip(page.body, { level: 9 }),
  ]);
  page.encoded = { br, gzip: gz };
}

export function sendPage(page: StoredPage, req: Request, res: Response) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  res.vary("Accept-Encoding");
  const encoding = acceptedEncoding(req);
  const encoded = encoding ? page.encoded[encoding] : undefined;
  // Without a ready compressed copy, the compression middleware compresses this one as usual.
  if (encoded && encoding) res.setHeader("Content-Encoding", encoding);
  const body = encoded ?? page.body;
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

/**
 * A page kept for one person is served a few times at most: it is compressed in the one encoding
 * asked for, at the compression middleware's quick levels, once, and kept with the page.
 */
export async function encodeQuickly(page: StoredPage, encoding: Encoding): Promise<void> {
  if (page.encoded[encoding]) return;
  page.encoded[encoding] =
    encoding === "br"
      ? await compressBrotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
      : await compressGzip(page.body, { level: 6 });
}
