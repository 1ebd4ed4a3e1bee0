/**
 * The site's languages (ADR 0049, 0057): French, the spec's and the default, with no prefix in the
 * URL; English under `/en`, Portuguese under `/pt`, Arabic under `/ar` (written right to left).
 * Pure: the server, the browser and the build read it alike.
 */
export const LANGUAGES = ["fr", "en", "pt", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";

/** The languages with a URL prefix: every one but French. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE) as readonly Exclude<Language, "fr">[];

/** A regular expression's group matching any language's URL prefix: "/(?:en|pt|ar)". */
export const PREFIX_PATTERN = `/(?:${PREFIXED_LANGUAGES.join("|")})`;

/** Each language named in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { fr: "Français", en: "English", pt: "Português", ar: "العربية" };

/** The direction a language is written in (`<html dir>`). */
export function directionOf(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/** The countries whose visitors get another language than French until they choose. */
const COUNTRY_LANGUAGES: Readonly<Record<string, Language>> = { NG: "en", GH: "en", GW: "pt" };

/** The languages a country's visitors are offered first in the switch: its default, then French and English; Arabic in Maroc. */
export function languagesOffered(country: string | null | undefined): readonly Language[] {
  const first = defaultLanguageOf(country);
  const offered: Language[] = [first, ...(["fr", "en"] as const).filter((l) => l !== first)];
  if (country === "MA") offered.push("ar");
  if (country === "GW" && !offered.includes("pt")) offered.push("pt");
  return offered;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The site language an `I18n`'s locale names; French for any other, or none. */
export function languageOfLocale(locale: string | undefined): Language {
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The language a path is in: its prefix (`/en`, `/pt`, `/ar`), or French. */
export function languageOfPath(pathname: string): Language {
  for (const language of PREFIXED_LANGUAGES) {
    const prefix = `/${language}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * A path's run of leading slashes as one: a browser reads "//other.site" and "/\other.site" (even
 * with a tab or a line break between the two, which it drops) as another site's address.
 */
function oneLeadingSlash(path: string): string {
  return path.replace(/^\/[/\\\t\n\r]*/, "/");
}

/**
 * The path without its language prefix: "/en/listings" → "/listings", "/pt" → "/", "/ar.data" →
 * "/_.data". What follows the prefix starts with one slash: "/en//other.site" → "/other.site".
 */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  const prefix = `/${language}`;
  if (pathname === prefix) return "/";
  if (pathname === `${prefix}.data`) return "/_.data";
  return oneLeadingSlash(pathname.slice(prefix.length));
}

/** A site path (starting with "/") in a language: unchanged in French, "/en…", "/pt…", "/ar…" otherwise; never "//…". */
export function localizedPath(path: string, language: Language = DEFAULT_LANGUAGE): string {
  const bare = oneLeadingSlash(pathWithoutLanguage(path));
  if (language === DEFAULT_LANGUAGE) return bare;
  if (bare === "/" || bare.startsWith("/?") || bare.startsWith("/#")) return `/${language}${bare.slice(1)}`;
  return `/${language}${bare}`;
}

/** The language a visitor from this country sees before choosing. */
export function defaultLanguageOf(country: string | null | undefined): Language {
  return (country && COUNTRY_LANGUAGES[country]) || DEFAULT_LANGUAGE;
}

/** A language's own country when the visitor's is unknown: where its numbers and dates are written. */
const HOME_REGIONS: Readonly<Record<Language, string>> = { fr: "FR", en: "GB", pt: "PT", ar: "MA" };

/** The locale numbers, dates and money are written in: "fr-SN", "en-NG", "en-SN" for English in Senegal, "ar-MA". */
export function localeOf(language: Language, country: string | null | undefined): string {
  return `${language}-${country && /^[A-Z]{2}$/.test(country) ? country : HOME_REGIONS[language]}`;
}

/**
 * Paths that answer bytes or data, never words: one URL for every language (app/routes.ts,
 * `resources`). Every other path is a page, with a copy under each language's prefix.
 */
const RESOURCE_PATHS =
  /^\/(?:photos\/|notifications\/push(?:$|[?#])|listings\/nombre|rental\/[^/]+\/calendar|sitemap|robots\.txt|ads\/|vues(?:$|[?#])|webhooks\/|subscription\/status|api\/v1\/|dashboard\/contacts\.csv|pro\/import\/(?:modele\/|[^/]+\/progression)|assets\/|uploads\/|icons\/|sw(?:-push)?\.js|manifest\.webmanifest|favicon)/;

/** Whether a site path is a page (that has a version per language) rather than a resource. */
export function isPagePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !RESOURCE_PATHS.test(pathWithoutLanguage(path));
}

/** The language a member is written to in (mails, texts, notifications): theirs, else their country's. */
export function recipientLanguage(profile: { language?: string | null; country?: string | null }): Language {
  return isLanguage(profile.language) ? profile.language : defaultLanguageOf(profile.country);
}
