import type { NextFunction, Request, Response } from "express";
import { carriesSession } from "./shared-page-key.ts";

/** What every page, data request and endpoint answered to a member says to the caches on the way. */
export const MEMBER_CACHE_CONTROL = "private, no-store";

/**
 * What is answered to a request that carries a member's session is theirs unless its route says
 * otherwise: no shared cache (a CDN, a proxy) may keep it, and the browser keeps no copy a later
 * person on the phone could open. Pages and their data say nothing of caching, so they all get it,
 * a kept page replayed to a member included; set as the head is written, so no route can forget
 * it. A route that chose its own `Cache-Control` keeps it: the same answer for everyone (React
 * Router's versioned route manifest, immutable, which a phone must still have offline; a listing's
 * photos) or a stricter one.
 */
export function memberCacheControl(req: Request, res: Response, next: NextFunction) {
  if (!carriesSession(req.get("cookie"))) return next();
  const writeHead = res.writeHead as (this: Response, statusCode: number, reason?: string) => Response;
  res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
    // Headers given to writeHead itself would be written over ours: they are set first.
    const reason = typeof rest[0] === "string" ? rest.shift() : undefined;
    const headers = rest[0];
    if (Array.isArray(headers)) for (const [name, value] of headers as [string, string][]) this.setHeader(name, value);
    else if (headers && typeof headers === "object") for (const [name, value] of Object.entries(headers)) this.setHeader(name, value as string);
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", MEMBER_CACHE_CONTROL);
    return writeHead.call(this, statusCode, reason as string | undefined);
  } as Response["writeHead"];
  next();
}
