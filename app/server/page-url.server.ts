import { type Language, isPagePath, localizedPath } from "../lib/language.ts";

const SAME_ORIGIN = "http://same-origin.invalid";

/**
 * A client-side navigation asks for a page's data at `/profile.data?_routes=…` (the root's at
 * `/_.data`): the page it is for drops those.
 */
function toPage(url: URL): URL {
  if (url.pathname === "/_.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}

/** The page a request is for, as the address bar shows it. */
export function pageUrl(request: Request): URL {
  return toPage(new URL(request.url));
}

/** Path and query of the page, e.g. "/listings?type=location". */
export function pagePath(request: Request): string {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
}

/**
 * `to` as a Location header would send a browser, when that stays on our own site: read by the URL
 * parser, as a browser reads it (a tab, a line break or a backslash after the slash makes
 * `//other.site`), and only its path, query and fragment kept, percent-encoded, so nothing else can
 * reach the header. `read` adjusts the parsed address. Null for anything else.
 */
function ownSitePath(to: unknown, read: (url: URL) => URL = (url) => url): string | null {
  if (typeof to !== "string" || !to.startsWith("/")) return null;
  let url: URL;
  try {
    url = read(new URL(to, SAME_ORIGIN));
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser resolves "/en/..//other.site" to the path "//other.site", which a browser reads as a host.
  return path.startsWith("//") ? null : path;
}

/**
 * A return address taken from a link or a form, kept only when it is a page of our own site (the
 * page a data request is for), else `fallback`. A page that puts it in a language goes through
 * `localizedRedirect` instead.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  return ownSitePath(to, toPage) ?? fallback;
}

/**
 * A return address in a language (ADR 0049), checked again once the language is put in: dropping
 * the `/en` of "/en//other.site" must not leave "//other.site". A resource keeps its one address;
 * anything that leaves the site gives `fallback` in that language. Every Location built from an
 * address someone else wrote and put in a language goes through here.
 */
export function localizedRedirect(to: FormDataEntryValue | string | null | undefined, language: Language, fallback = "/"): string {
  const page = safeRedirect(to, fallback);
  return ownSitePath(isPagePath(page) ? localizedPath(page, language) : page) ?? localizedPath(fallback, language);
}
