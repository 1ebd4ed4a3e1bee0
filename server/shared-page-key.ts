import { isbot } from "isbot";
import { UUID_PATTERN } from "../app/lib/uuid.ts";

/**
 * Which requests get a page every visitor without an account sees alike (for a country): the
 * home page, the listings and a listing's page, as a document or as the data of a client-side
 * navigation. The key names what the page depends on; null when the page is the visitor's own.
 */
const SHARED_DOCUMENTS = new RegExp(`^/(?:|listings|(?:listing|rental)/${UUID_PATTERN})$`);
const SHARED_DATA = new RegExp(`^/(?:_root|listings|(?:listing|rental)/${UUID_PATTERN})\\.data$`);

/** The one cookie a visitor without an account has that changes a shared page; any other (a session, a toast) makes it theirs. */
const SHARED_COOKIES = new Set(["country"]);

export interface PageRequest {
  method: string;
  path: string;
  /** The query string with its "?", or "". */
  search: string;
  cookie: string | undefined;
  /** Crawlers get the whole page at once rather than streamed: another page. */
  userAgent: string;
}

export function sharedPageKey(request: PageRequest): string | null {
  if (request.method !== "GET") return null;
  if (!SHARED_DOCUMENTS.test(request.path) && !SHARED_DATA.test(request.path)) return null;
  let country = "";
  for (const pair of (request.cookie ?? "").split(";")) {
    if (!pair.trim()) continue;
    const separator = pair.indexOf("=");
    const name = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    if (!SHARED_COOKIES.has(name)) return null;
    country = pair.slice(separator + 1).trim();
  }
  // Looked at last: the crawler test is a long regular expression, only worth running for a shared page.
  return `${isbot(request.userAgent) ? "bot" : "browser"} ${country} ${request.path}${request.search}`;
}

/** Whether a key is one of a page's: its document or its data, for any country and query string. */
export function keyOfPage(key: string, path: string): boolean {
  // The path and its query string end the key and hold no space (a request line cannot).
  const keyed = key.slice(key.lastIndexOf(" ") + 1);
  return keyed === path || keyed.startsWith(`${path}?`) || keyed.startsWith(`${path}.data`);
}
