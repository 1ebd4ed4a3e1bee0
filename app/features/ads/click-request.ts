import { isbot } from "isbot";

/**
 * A banner click is a GET that counts. Browsers announce speculative fetches (link prefetch,
 * speculation rules) with Sec-Purpose or Purpose; those must not reach the counter.
 */
export function isPrefetch(headers: Headers): boolean {
  return [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-moz")].some((v) => v?.toLowerCase().includes("prefetch"));
}

/** Crawlers and link previews follow the link without being counted. */
export function isCountableClick(request: Request): boolean {
  return request.method === "GET" && !isPrefetch(request.headers) && !isbot(request.headers.get("user-agent"));
}
