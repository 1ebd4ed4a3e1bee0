import { DEFAULT_LANGUAGE, type Language, localizedPath } from "../../lib/language.ts";

/**
 * The public, absolute URLs search engines are given: canonical links, `hreflang` alternates,
 * structured data, sitemaps. Every URL is built from the site's origin (APP_URL) and a path, in one
 * language (app/lib/language.ts): French has no prefix, the others are under `/en`, `/pt`, `/ar`.
 */

/** The absolute URL of a site path in a language; the origin's trailing slash is dropped. */
export function siteUrl(origin: string, path: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${origin.replace(/\/+$/, "")}${localizedPath(path, language)}`;
}
