import type { NextFunction, Request, Response } from "express";
import { carriesSession } from "./shared-page-key.ts";

/** What every page, data request and endpoint answered to a member says to the caches on the way. */
export const MEMBER_CACHE_CONTROL = "private, no-store";

/**
 * Whatever is answered to a request that carries a member's session is theirs: no shared cache
 * (a CDN, a proxy) may keep it, and the browser keeps no copy a later person on the phone could
 * open. Set as the head is written, over what a route said (a `public` resource read by a member
 * included): a route cannot forget it, and a kept page replayed to a member gets it too.
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
    this.setHeader("Cache-Control", MEMBER_CACHE_CONTROL);
    return writeHead.call(this, statusCode, reason as string | undefined);
  } as Response["writeHead"];
  next();
}
