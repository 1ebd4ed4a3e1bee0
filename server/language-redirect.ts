import { isbot } from "isbot";
import { DEFAULT_LANGUAGE, type Language, defaultLanguageOf, isPagePath, languageOfPath } from "../app/lib/language.ts";
import { localizedRedirect } from "../app/server/page-url.server.ts";
import { chosenLanguageOf, cookieValue } from "../app/lib/language-cookie.ts";

/**
 * An unprefixed page asked by a person who chose English, or whose country's visitors get it
 * (ADR 0049), is sent to its `/en` copy before any page is rendered or served from a cache.
 * Pure, and from the cookies alone: a member's account language reaches `aa_lang` at sign-in and
 * in the root loader, so this never reads the database.
 */
export interface DocumentRequest {
  method: string;
  path: string;
  /** The query string with its "?", or "". */
  search: string;
  cookie: string | undefined;
  userAgent: string;
  /** `Sec-Fetch-Dest`: "document" for a page the browser opens; a script's fetch says "empty". */
  fetchDest?: string | undefined;
  accept?: string | undefined;
}

/** The `country` cookie's code: React Router's cookie (JSON, base64, percent-encoded), or a bare code. */
function countryOf(cookie: string | undefined): string | null {
  const raw = cookieValue(cookie, "country");
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(atob(decodeURIComponent(raw)));
    if (typeof value === "string") return value;
  } catch {
    // Not React Router's encoding: a bare code, as tests and older cookies write it.
  }
  return /^[A-Z]{2}$/.test(raw) ? raw : null;
}

/** The language a person chose (`aa_lang`), else their country's default (`country`: NG, GH → English). */
export function preferredLanguage(cookie: string | undefined): Language {
  return chosenLanguageOf(cookie) ?? defaultLanguageOf(countryOf(cookie));
}

/** A page the browser opens, not the data of a client-side navigation nor a script's fetch. */
function isDocument(request: DocumentRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.path.endsWith(".data") || request.path.startsWith("/__")) return false;
  if (request.fetchDest) return request.fetchDest === "document";
  return request.accept?.includes("text/html") ?? false;
}

/**
 * Where to send the request (its `/en` copy, query string kept), or null to answer it as it is.
 * An `/en/…` page is never moved (a shared link shows what it says), nor a resource, nor a crawler
 * (unprefixed is French for it, and the `x-default`).
 */
export function languageRedirect(request: DocumentRequest): string | null {
  if (!isDocument(request) || !isPagePath(request.path)) return null;
  if (languageOfPath(request.path) !== DEFAULT_LANGUAGE) return null;
  const language = preferredLanguage(request.cookie);
  if (language === DEFAULT_LANGUAGE) return null;
  // Looked at last: the crawler test is a long regular expression.
  if (isbot(request.userAgent)) return null;
  return localizedRedirect(`${request.path}${request.search}`, language);
}

/** A redirect's `Cache-Control` (it also varies with `Cookie`): the person's own, kept by no cache. */
export const LANGUAGE_REDIRECT_CACHE_CONTROL = "private, no-store";
