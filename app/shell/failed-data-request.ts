/**
 * The `X-Request-Id` of the last page data request (`.data`) the server answered with a 5xx, for
 * the error page's reference after a navigation in the browser. React Router fetches that data
 * with the global fetch and keeps none of its headers, nor any id in the error, which it strips.
 */
let lastFailure: { page: string; id: string } | undefined;

/** The page a React Router data URL is for (`/a.data` for /a, `/a/_.data` for /a/), else undefined. */
export function pageOfDataPath(pathname: string): string | undefined {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return undefined;
}

/** The path as a URL writes it (non-ASCII letters percent-encoded), for the pages to compare alike. */
function normalized(pathname: string): string | undefined {
  try {
    return new URL(pathname, "http://localhost").pathname;
  } catch {
    return undefined;
  }
}

function dataPageOf(input: RequestInfo | URL): string | undefined {
  try {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href);
    const page = pageOfDataPath(url.pathname);
    return page === undefined ? undefined : normalized(page);
  } catch {
    return undefined;
  }
}

/** The id of the failed data request of the page at `pathname`, when its last one failed. */
export function failedDataRequestId(pathname: string): string | undefined {
  return lastFailure && lastFailure.page === normalized(pathname) ? lastFailure.id : undefined;
}

/** `fetch`, noting the id of each page data request the server fails; the others pass untouched. */
export function noticingFailures(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const page = dataPageOf(input);
    const response = await fetch(input, init);
    if (page === undefined) return response;
    const id = response.headers.get("x-request-id");
    if (response.status >= 500 && id) lastFailure = { page, id };
    else if (lastFailure?.page === page) lastFailure = undefined;
    return response;
  };
}

// In the browser, before the first navigation can fail.
if (typeof window !== "undefined") window.fetch = noticingFailures(window.fetch.bind(window));
