/**
 * The site's languages (ADR 0049): French, the spec's and the default, with no prefix in the URL;
 * English under `/en`. Pure: the server, the browser and the build read it alike.
 */
export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";

/** The countries whose visitors get English until they choose. */
const ENGLISH_COUNTRIES = new Set(["NG", "GH"]);

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language a path is in: its `/en` prefix, or French. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") || pathname.startsWith("/en.") ? "en" : DEFAULT_LANGUAGE;
}

/**
 * A path's run of leading slashes as one: a browser reads "//other.site" and "/\other.site" (even
 * with a tab or a line break between the two, which it drops) as another site's address.
 */
function oneLeadingSlash(path: string): string {
  return path.replace(/^\/[/\\\t\n\r]*/, "/");
}

/**
 * The path without its language prefix: "/en/listings" → "/listings", "/en" → "/", "/en.data" →
 * "/_root.data". What follows the prefix starts with one slash: "/en//other.site" → "/other.site".
 */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  if (pathname === "/en") return "/";
  if (pathname === "/en.data") return "/_root.data";
  return oneLeadingSlash(pathname.slice(3));
}

/** A site path (starting with "/") in a language: unchanged in French, "/en…" in English; never "//…". */
export function localizedPath(path: string, language: Language = DEFAULT_LANGUAGE): string {
  const bare = oneLeadingSlash(pathWithoutLanguage(path));
  if (language === DEFAULT_LANGUAGE) return bare;
  if (bare === "/" || bare.startsWith("/?") || bare.startsWith("/#")) return `/${language}${bare.slice(1)}`;
  return `/${language}${bare}`;
}

/** The language a visitor from this country sees before choosing. */
export function defaultLanguageOf(country: string | null | undefined): Language {
  return country && ENGLISH_COUNTRIES.has(country) ? "en" : DEFAULT_LANGUAGE;
}

/** The locale numbers, dates and money are written in: "fr-SN", "en-NG", "en-SN" for English in Senegal. */
export function localeOf(language: Language, country: string | null | undefined): string {
  return `${language}-${country && /^[A-Z]{2}$/.test(country) ? country : language === "en" ? "GB" : "FR"}`;
}

/**
 * Paths that answer bytes or data, never words: one URL for every language (app/routes.ts,
 * `resources`). Every other path is a page, with an English copy under /en.
 */
const RESOURCE_PATHS = /^\/(?:photos\/|notifications\/push(?:$|[?#])|listings\/nombre|rental\/[^/]+\/calendar|sitemap|robots\.txt|ads\/|vues(?:$|[?#])|webhooks\/|subscription\/status|assets\/|uploads\/|icons\/|sw(?:-push)?\.js|manifest\.webmanifest|favicon)/;

/** Whether a site path is a page (that has a version per language) rather than a resource. */
export function isPagePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !RESOURCE_PATHS.test(pathWithoutLanguage(path));
}

/** The language a member is written to in (mails, texts, notifications): theirs, else their country's. */
export function recipientLanguage(profile: { language?: string | null; country?: string | null }): Language {
  return isLanguage(profile.language) ? profile.language : defaultLanguageOf(profile.country);
}
