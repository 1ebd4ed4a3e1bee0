import { listingsHref, parseBrowseQuery } from "../app/features/listings/browse-query.ts";
import { vitrineHref, vitrineOf } from "../app/features/listings/home/vitrine.ts";
import { pathWithoutLanguage } from "../app/lib/language.ts";

/**
 * The one query string of a shared page's state, read by the page's own rules: the home page's
 * tab, the browse state (its parser and its short URL), nothing for a listing's page. Anything else
 * in a query (an unknown parameter, a repeated one, a default spelled out, a number written
 * another way) changes nothing on the page, so it must not make another copy of it: each new
 * query string would otherwise be a render and an entry of the page cache.
 *
 * `path` is the request's (`/en/listings`, `/listings.data`, `/_.data`); "" or "?…".
 */
export function pageSearch(path: string, search: string): string {
  const params = new URLSearchParams(search);
  const page = pathWithoutLanguage(path)
    .replace(/^\/_\.data$/, "/")
    .replace(/\.data$/, "");
  if (page === "/") return searchOf(vitrineHref(vitrineOf(params)));
  if (page === "/listings") return searchOf(listingsHref(parseBrowseQuery(params)));
  return "";
}

/**
 * A client-side navigation's data request adds `_routes`, the routes whose data it needs; only the
 * routes the app has are kept (React Router ignores the others), once each, in a fixed order.
 */
export function dataSearch(path: string, search: string, isRouteId: (id: string) => boolean): string {
  const page = pageSearch(path, search);
  const routes = new URLSearchParams(search).get("_routes");
  if (routes === null) return page;
  const known = [...new Set(routes.split(",").filter(isRouteId))].sort();
  if (known.length === 0) return page;
  const params = new URLSearchParams(page);
  params.set("_routes", known.join(","));
  return `?${params}`;
}

function searchOf(href: string): string {
  const index = href.indexOf("?");
  return index < 0 ? "" : href.slice(index);
}
