import type { Request } from "express";
import type { DocumentRequest } from "./language-redirect.ts";
import type { PageRequest } from "./shared-page-key.ts";

/**
 * What the page caches and the language redirect read of a request: its method, path and query,
 * and the few headers a page's version depends on.
 */
export function pageRequestOf(req: Request): PageRequest & DocumentRequest {
  return {
    method: req.method,
    path: req.path,
    search: req.originalUrl.slice(req.path.length),
    cookie: req.get("cookie"),
    userAgent: req.get("user-agent") ?? "",
    saveData: req.get("save-data"),
    fetchDest: req.get("sec-fetch-dest"),
    accept: req.get("accept"),
    acceptLanguage: req.get("accept-language"),
  };
}
