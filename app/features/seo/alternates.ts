import { LANGUAGES, type Language, pathWithoutLanguage } from "../../lib/language.ts";
import { siteUrl } from "./site-url.ts";

/**
 * A page's versions told to search engines (`<link rel="alternate" hreflang>`, ADR 0049): every
 * version lists all of them, itself included. French serves the francophone countries and is the
 * default (`x-default`: crawlers and every unknown visitor get the unprefixed page); English serves
 * Nigeria and Ghana. Pure: the caller gives the origin (app/features/seo/page-links.server.ts).
 */

/** The `hreflang` values each language's version answers for, its plain language last. */
export const HREFLANGS: Readonly<Record<Language, readonly string[]>> = {
  fr: ["fr-SN", "fr-CI", "fr-BJ", "fr-BF", "fr-ML", "fr-NE", "fr-TG", "fr-GW", "fr-GN", "fr-MA", "fr"],
  en: ["en-NG", "en-GH", "en"],
  pt: ["pt-GW", "pt"],
  ar: ["ar-MA", "ar"],
};

/** The version given to a searcher whose language is none of the above. */
export const X_DEFAULT_LANGUAGE: Language = "fr";

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The alternates of a site path (in either language: "/listing/1" and "/en/listing/1" give the same set). */
export function alternates(origin: string, path: string): Alternate[] {
  const bare = pathWithoutLanguage(path);
  return [
    ...LANGUAGES.flatMap((language) => HREFLANGS[language].map((hreflang) => ({ hreflang, href: siteUrl(origin, bare, language) }))),
    { hreflang: "x-default", href: siteUrl(origin, bare, X_DEFAULT_LANGUAGE) },
  ];
}
