/**
 * The public, absolute URLs search engines are given: canonical links, structured data, sitemaps.
 * Every URL is built from the site's origin (APP_URL) and a path, in one language. French is the
 * default and has no prefix; another language will add its own (`/en/listing/…`) with `hreflang`
 * links between them, which is why the language is a parameter already.
 */
export const SITE_LANGUAGES = ["fr"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = "fr";

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(value);
}

/** A site path (starting with "/") in a language: unchanged in the default language. */
export function localizedPath(path: string, language: SiteLanguage = DEFAULT_LANGUAGE): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path === "/" ? "" : path}`;
}

/** The absolute URL of a site path in a language; the origin's trailing slash is dropped. */
export function siteUrl(origin: string, path: string, language: SiteLanguage = DEFAULT_LANGUAGE): string {
  return `${origin.replace(/\/+$/, "")}${localizedPath(path, language)}`;
}
