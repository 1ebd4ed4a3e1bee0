const SAME_ORIGIN = "http://same-origin.invalid";

/**
 * A client-side navigation asks for a page's data at `/profile.data?_routes=…` (the root's at
 * `/_root.data`): the page it is for drops those.
 */
function toPage(url: URL): URL {
  if (url.pathname === "/_root.data") url.pathname = "/";
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
 * A return address taken from a link or a form, kept only when it is a page of our own site. It is
 * read by the URL parser, as a browser would read it (a tab, a line break or a backslash after
 * the slash makes `//other.site`), and only its path, query and fragment are kept, percent-encoded,
 * so nothing else can reach a Location header. Anything else gives `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN) return fallback;
  const page = toPage(url);
  return `${page.pathname}${page.search}${page.hash}`;
}
