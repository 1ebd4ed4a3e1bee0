import type { Language } from "../lib/language.ts";
import { chosenLanguageOf, languageCookie } from "../lib/language-cookie.ts";
import { appUrl } from "./secret.server.ts";

/** The language the person chose (their `aa_lang` cookie), or null. */
export function chosenLanguage(request: Request): Language | null {
  return chosenLanguageOf(request.headers.get("Cookie"));
}

/** The `Set-Cookie` value that keeps a language a year, `Secure` like the country's on an https site. */
export function languageCookieHeader(language: Language): string {
  return languageCookie(language, appUrl().startsWith("https://"));
}
