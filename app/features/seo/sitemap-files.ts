import { COUNTRY_CODES, type CountryCode, getCountry } from "../../lib/countries.ts";
import { EMPTY_FILTERS, listingsHref } from "../listings/browse-query.ts";
import { LISTING_KINDS } from "../listings/listing.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, defaultLanguageOf, isLanguage } from "../../lib/language.ts";

/**
 * The sitemaps' files and their XML. `/sitemap.xml` is an index naming one file of site pages per
 * language (`site-fr-1.xml`, `site-en-1.xml`: the home and browse pages) and, for each country and
 * each of its languages, the files of its listings, `/sitemaps/sn-fr-1.xml`, `/sitemaps/sn-fr-2.xml`,
 * `/sitemaps/ng-en-1.xml`…, each at most 50 000 URLs (the protocol's limit) in id order. English
 * pages of the other countries' listings are found through their `hreflang` links (ADR 0049).
 */

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** A page number past this is not a file (5 billion listings of one country). */
const MAX_PAGE = 100_000;

/**
 * The languages a country's listings are listed in: French everywhere, and the country's own where
 * it is another (English in NG and GH, Portuguese in GW), Arabic in Maroc beside French.
 */
export function sitemapLanguagesOf(country: CountryCode): readonly Language[] {
  const own = defaultLanguageOf(country);
  const languages: Language[] = own === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, own];
  if (country === "MA") languages.push("ar");
  return languages;
}

/** The languages the site pages' files are in: every one. */
export const SITE_FILE_LANGUAGES: readonly Language[] = LANGUAGES;

export type SitemapFile = { scope: "site"; language: Language; page: 1 } | { scope: "country"; country: CountryCode; language: Language; page: number };

export function sitemapFileName(file: SitemapFile): string {
  const scope = file.scope === "site" ? "site" : file.country.toLowerCase();
  return `${scope}-${file.language}-${file.page}.xml`;
}

export function sitemapFilePath(file: SitemapFile): string {
  return `/sitemaps/${sitemapFileName(file)}`;
}

/** The file a name stands for, or null: an unknown country or language, or a page that cannot be. */
export function parseSitemapFileName(name: string | undefined): SitemapFile | null {
  const match = /^([a-z]{2}|site)-([a-z]{2})-([1-9][0-9]{0,5})\.xml$/.exec(name ?? "");
  if (!match) return null;
  const [, scope, language, digits] = match;
  const page = Number(digits);
  if (!isLanguage(language) || page > MAX_PAGE) return null;
  if (scope === "site") return page === 1 ? { scope: "site", language, page: 1 } : null;
  const country = getCountry(scope);
  if (!country || !sitemapLanguagesOf(country.code).includes(language)) return null;
  return { scope: "country", country: country.code, language, page };
}

/** The site pages' paths: the home, and both browse tabs, everywhere and in each country. */
export function sitePagePaths(): string[] {
  const browse = (country: string) => LISTING_KINDS.map((kind) => listingsHref({ kind, search: "", sort: "recent", filters: { ...EMPTY_FILTERS, country } }));
  return ["/", ...browse(""), ...COUNTRY_CODES.flatMap((code) => browse(getCountry(code)?.name ?? ""))];
}

/** How many listing files a country has in each language for `count` listings: none without listings. */
export function pagesFor(count: number, cap = SITEMAP_MAX_URLS): number {
  return Math.ceil(count / cap);
}

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** W3C datetime, to the second, in UTC (the listing files' entries are dated so by the database, in the same format). */
export function lastmodText(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = "</urlset>\n";
export const INDEX_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const INDEX_CLOSE = "</sitemapindex>\n";

export function urlEntry(loc: string, lastmod?: Date | null): string {
  return `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmodText(lastmod)}</lastmod>` : ""}</url>\n`;
}

export function sitemapEntry(loc: string, lastmod?: Date | null): string {
  return `<sitemap><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmodText(lastmod)}</lastmod>` : ""}</sitemap>\n`;
}
