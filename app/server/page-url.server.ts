/**
 * The page a request is for, as the address bar shows it. A client-side navigation asks for the
 * page's data at `/profile.data?_routes=…` (the root's at `/_root.data`): a return address or a
 * canonical URL built from `request.url` must not keep those.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}

/** Path and query of the page, e.g. "/listings?type=location". */
export function pagePath(request: Request): string {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
}
