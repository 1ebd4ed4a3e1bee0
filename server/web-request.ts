import type { Request } from "express";

/**
 * A header-only Web Request: for code that reads the session from cookies, and for rendering a
 * GET. `cookie` replaces the request's cookies (a shared page is rendered with none of the person's),
 * `url` its path and query (a shared page at its one query string).
 */
export function toWebRequest(req: Request, { cookie, url }: { cookie?: string; url?: string } = {}): globalThis.Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  if (cookie !== undefined) {
    if (cookie) headers.set("cookie", cookie);
    else headers.delete("cookie");
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${url ?? req.originalUrl}`, { headers });
}
