import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import type { RequestHandler } from "express";

type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * Serves the copy compressed at build time (server/build/precompress.ts) of a file under `root`,
 * brotli to a browser that takes it, else gzip, by rewriting the request to the copy for the static
 * handler that follows: no compression per request (ADR 0048). The copies are listed once, at boot.
 * The answer keeps the original's type; the compression middleware leaves an encoded answer alone.
 */
export function precompressed(root: string): RequestHandler {
  const copies = new Map<string, Set<Encoding>>();
  if (existsSync(root)) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const encoding = entry.name.endsWith(".br") ? "br" : entry.name.endsWith(".gz") ? "gzip" : undefined;
      if (!encoding) continue;
      const original = join(entry.parentPath, entry.name.slice(0, -SUFFIX[encoding].length));
      const path = `/${original
        .slice(root.length)
        .replace(/^[\\/]+/, "")
        .split("\\")
        .join("/")}`;
      copies.set(path, (copies.get(path) ?? new Set()).add(encoding));
    }
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = (["br", "gzip"] as const).find((e) => available.has(e) && req.acceptsEncodings(e) === e);
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding);
    res.type(extname(req.path));
    req.url = req.path + SUFFIX[encoding] + req.url.slice(req.path.length);
    next();
  };
}
