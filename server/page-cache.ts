import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { log } from "../app/server/log.server.ts";
import { contentSecurityPolicy } from "./security.ts";
import { type Audience, keyOfPage, sharedPage } from "./shared-page-key.ts";

/**
 * Pages everyone sees alike are rendered once and served again for a few seconds, already
 * compressed (ADR 0013): one copy for visitors without an account, one for members, which holds
 * nothing of any of them (ADR 0035). Concurrent first requests wait for the one render; once a
 * page is past its time to live, one request renders it again while the others get the old copy.
 */

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

type Encoding = "br" | "gzip";

interface StoredPage {
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

export interface PageCacheOptions {
  /** The page React Router renders for this request's audience, as anyone of that audience would get it. */
  render: (req: Request, res: Response, audience: Audience) => Promise<globalThis.Response>;
  /** The id of the member whose session the request carries, or null when it leads to nobody (their own page then says so). */
  memberOf: (req: Request) => Promise<string | null>;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

const STORABLE_TYPES = /^(text\/html|text\/x-script)\b/;
const MAX_BODY = 1024 * 1024;
const OWNER_HEADER = "x-page-owner";
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "content-security-policy", "set-cookie", OWNER_HEADER]);

export function pageCache(options: PageCacheOptions) {
  const { render, memberOf, ttlMs, maxEntries = 300, now = Date.now } = options;
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, Promise<StoredPage | null>>();
  /** Counts `forget` calls: a render begun before one may hold what was forgotten, and is not kept. */
  let forgets = 0;

  function keep(key: string, page: StoredPage, forgetsAtStart: number) {
    if (forgets !== forgetsAtStart) return;
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  }

  /**
   * The first render of a page. A visitor gets it whether or not it can be kept; a member's that
   * cannot (their own hidden listing is a 404 to others) is dropped, for their own page instead.
   */
  async function renderFirst(key: string, audience: Audience, req: Request, res: Response): Promise<StoredPage | "sent" | null> {
    let settle!: (page: StoredPage | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    const forgetsAtStart = forgets;
    try {
      const response = await render(req, res, audience);
      const page = await storable(response, now());
      settle(page);
      if (page) {
        keep(key, page, forgetsAtStart);
        void encode(page);
        return page;
      }
      if (audience === "member") {
        await response.body?.cancel();
        return null;
      }
      await sendResponse(res, response);
      return "sent";
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  }

  /** A page past its time to live is rendered anew behind the visitors still served the old copy. */
  function renderAgain(key: string, audience: Audience, req: Request, res: Response) {
    if (rendering.has(key)) return;
    const forgetsAtStart = forgets;
    const renewed = (async () => {
      const response = await render(req, res, audience);
      const page = await storable(response, now());
      if (!page) {
        await response.body?.cancel();
        pages.delete(key);
        return null;
      }
      await encode(page);
      keep(key, page, forgetsAtStart);
      return page;
    })()
      .catch((error: unknown) => {
        log.error("page_cache.render_failed", { key, error });
        pages.delete(key);
        return null;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, renewed);
  }

  /** A page changed for everyone (a listing sold, back on offer): its copies go, its next visitor gets it anew. */
  function forget(path: string) {
    forgets++;
    for (const key of pages.keys()) if (keyOfPage(key, path)) pages.delete(key);
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (ttlMs <= 0) return next();
    const shared = sharedPage({
      method: req.method,
      path: req.path,
      search: req.originalUrl.slice(req.path.length),
      cookie: req.get("cookie"),
      userAgent: req.get("user-agent") ?? "",
    });
    if (!shared) return next();
    const { key, audience } = shared;
    try {
      // A session that leads to nobody (ended, banned) gets its own page, which treats it so.
      const member = audience === "member" ? await memberOf(req) : null;
      if (audience === "member" && !member) return next();
      let page = pages.get(key);
      const age = page ? now() - page.renderedAt : 0;
      // Up to twice its time to live, the old copy is served while the new one renders; older
      // (no visitor for a while), the visitor waits for a fresh one.
      if (page && age >= ttlMs && age < 2 * ttlMs) renderAgain(key, audience, req, res);
      else if (page && age >= 2 * ttlMs) page = undefined;
      if (!page) {
        const pending = rendering.get(key);
        if (pending) {
          page = (await pending) ?? undefined;
          // The render was not one to share (an error page, a cookie set): render this one alone.
          if (!page) return next();
        } else {
          const first = await renderFirst(key, audience, req, res);
          if (first === "sent") return;
          if (!first) return next();
          page = first;
        }
      }
      if (member && page.owner === member) return next();
      sendPage(page, req, res);
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(middleware, { forget });
}

async function storable(response: globalThis.Response, renderedAt: number): Promise<StoredPage | null> {
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
async function encode(page: StoredPage): Promise<void> {
  const [br, gz] = await Promise.all([
    compressBrotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    compressGzip(page.body, { level: 9 }),
  ]);
  page.encoded = { br, gzip: gz };
}

function sendPage(page: StoredPage, req: Request, res: Response) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  res.vary("Accept-Encoding");
  // Brotli whenever the browser takes it: Chrome lists gzip first, at the same weight.
  const encoding: Encoding | undefined = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : undefined;
  const encoded = encoding ? page.encoded[encoding] : undefined;
  // Without a ready compressed copy, the compression middleware compresses this one as usual.
  if (encoded && encoding) res.setHeader("Content-Encoding", encoding);
  const body = encoded ?? page.body;
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** A response not kept, sent as React Router's Express adapter sends it. */
async function sendResponse(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
