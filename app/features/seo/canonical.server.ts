import { appUrl } from "../../server/secret.server.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { siteUrl } from "./site-url.ts";

/**
 * A page's canonical URL: the public origin (APP_URL) and the one path the page answers to, which
 * its loader has already cut down to the state it shows (no tracking or unknown parameters).
 */
export function canonicalUrl(path: string, language: Language = DEFAULT_LANGUAGE): string {
  return siteUrl(appUrl(), path, language);
}
