import { isbot } from "isbot";
import { DEFAULT_LANGUAGE, type Language, defaultLanguageOf, isLanguage, isPagePath, languageOfPath } from "../app/lib/language.ts";
import { localizedRedirect } from "../app/server/page-url.server.ts";
import { chosenLanguageOf, cookieValue } from "../app/lib/language-cookie.ts";

/**
 * An unprefixed page asked by a person who chose another language, or whose country's visitors
 * get it, or whose browser prefers it (ADR 0049, 0057), is sent to its copy in that language before
 * any page is rendered or served from a cache. Pure, and from the request's headers alone: a
 * member's account language reaches `aa_lang` at sign-in and in the root loader, so this never
 * reads the database.
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
  /** The browser's `Accept-Language`: what a first visit, with nothing chosen, is answered in. */
  acceptLanguage?: string | undefined;
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

/**
 * The site's language a browser ranks first in its `Accept-Language` ("en-NG,en;q=0.9" →
 * English), or null when it ranks none of them (a language's variants count as the language; a
 * tie keeps the order written). A browser that accepts French at all gets French: many phones here
 * are set in English by their maker and read by people who read French.
 */
export function browserLanguage(header: string | undefined): Language | null {
  let best: { language: Language; q: number } | null = null;
  let french = false;
  for (const part of (header ?? "").slice(0, 500).split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    french ||= language === DEFAULT_LANGUAGE;
    if (best === null || q > best.q) best = { language, q };
  }
  return french ? DEFAULT_LANGUAGE : (best?.language ?? null);
}

/**
 * The language to keep (`aa_lang`) when a page is sent to another language's copy by the browser's
 * preference alone: the first visit decides, the next ones follow it until the person chooses.
 */
export function languageToKeep(request: DocumentRequest): Language | null {
  if (chosenLanguageOf(request.cookie) || defaultLanguageOf(countryOf(request.cookie)) !== DEFAULT_LANGUAGE) return null;
  const language = browserLanguage(request.acceptLanguage);
  return language === DEFAULT_LANGUAGE ? null : language;
}

/**
 * The language a person chose (`aa_lang`); else their country's when it is not French (`country`:
 * NG, GH → English, GW → Portuguese); else the one their browser ranks first among the site's
 * (a first visit from a browser in English, ADR 0057); else French.
 */
export function preferredLanguage(cookie: string | undefined, acceptLanguage?: string): Language {
  const chosen = chosenLanguageOf(cookie);
  if (chosen) return chosen;
  const ofCountry = defaultLanguageOf(countryOf(cookie));
  if (ofCountry !== DEFAULT_LANGUAGE) return ofCountry;
  return browserLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
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
  const language = preferredLanguage(request.cookie, request.acceptLanguage);
  if (language === DEFAULT_LANGUAGE) return null;
  // Looked at last: the crawler test is a long regular expression.
  if (isbot(request.userAgent)) return null;
  return localizedRedirect(`${request.path}${request.search}`, language);
}

/** A redirect's `Cache-Control` (it also varies with `Cookie`): the person's own, kept by no cache. */
export const LANGUAGE_REDIRECT_CACHE_CONTROL = "private, no-store";
