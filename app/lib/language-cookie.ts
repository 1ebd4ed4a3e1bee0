import { type Language, isLanguage } from "./language.ts";

/**
 * The `aa_lang` cookie (ADR 0049): the language a person chose with the header's switch, or their
 * account's, as a plain `fr` or `en`, kept a year. Read by the server before any page (the
 * redirect of an unprefixed page to its English copy) without the database; the URL stays what
 * decides a page's language.
 */
export const LANGUAGE_COOKIE = "aa_lang";
export const LANGUAGE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/** A cookie's raw value in a `Cookie` header, or null; of two with one name, the first (browsers send the most specific path first). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  let found: string | null = null;
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    if (found === null) found = pair.slice(separator + 1).trim();
  }
  return found;
}

/** The language chosen in a `Cookie` header's `aa_lang`, or null (none, or not `fr|en`). */
export function chosenLanguageOf(header: string | null | undefined): Language | null {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

/** The `Set-Cookie` value that keeps a language a year (`Secure` on an https site). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
