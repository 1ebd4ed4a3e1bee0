import { LANGUAGE_COOKIE } from "../app/lib/language-cookie.ts";
import { isbot } from "isbot";
import { DATA_SAVER_COOKIE, type DataSaverState, dataSaverState } from "../app/lib/data-saver.ts";
import { type Language, PREFIX_PATTERN, languageOfPath, pathWithoutLanguage } from "../app/lib/language.ts";
import { UUID_PATTERN } from "../app/lib/uuid.ts";
import { REVISION_COOKIE } from "./member-revision.ts";

/**
 * Which requests get a page everyone sees alike (for a country): the home page, the listings and
 * a listing's page, as a document or as the data of a client-side navigation. Visitors without an
 * account get one copy; members another, which holds nothing of any one of them (their name,
 * bell, hearts come in one small request once the page runs: ADR 0035). The key names what the
 * page depends on; null when the page is the visitor's own. Each page is in French and, under
 * each language's prefix, in that language (ADR 0049, 0057): a page per language, named in the key.
 */
const SHARED_DOCUMENTS = new RegExp(`^(?:/|${PREFIX_PATTERN}/?|(?:${PREFIX_PATTERN})?/(?:listings|(?:listing|rental)/${UUID_PATTERN}))$`);
const SHARED_DATA = new RegExp(`^(?:/_|${PREFIX_PATTERN}|(?:${PREFIX_PATTERN})?/(?:listings|(?:listing|rental)/${UUID_PATTERN}))\\.data$`);

/** The auth library's session cookie (`aa` is its prefix, `__Secure-` on HTTPS). */
const SESSION_COOKIES = new Set(["aa.session_token", "__Secure-aa.session_token"]);
/**
 * Cookies that change nothing on a shared page: the browser's id for counting views (read by the
 * view beacon only), the revision of a member's own pages (`member-revision.ts`), the language a
 * person chose (`aa_lang`: it only sends an unprefixed page to its /en copy before the caches; a
 * page's language comes from its URL).
 */
const IGNORED_COOKIES = new Set(["aa_visiteur", REVISION_COOKIE, LANGUAGE_COOKIE]);

/** The cookie of a one-time toast (`app/server/toast.server.ts`): the root's loader reads it, and its answer deletes it. */
export const TOAST_COOKIE = "aa_flash";

/**
 * Whether a request is answered with the root's data, which reads a toast the browser holds and
 * shows it once: a document, or the data of a client-side navigation that asks for the root's
 * (every route's, without `_routes` or with it empty: React Router's rule). A navigation that asks
 * only for its pages' data (the root's kept from the page before) reads no toast and changes no
 * cookie: its toast, still held, waits for the next page that asks for the root's data, and its
 * answer is the one it would be without.
 */
export function readsToast(path: string, search: string): boolean {
  if (!path.endsWith(".data")) return true;
  const routes = new URLSearchParams(search).get("_routes");
  return !routes || routes.split(",").includes("root");
}

/** Whether a request's cookies hold a session (leading to a member or, ended, to nobody). */
export function carriesSession(cookie: string | undefined): boolean {
  return (cookie ?? "").split(";").some((pair) => SESSION_COOKIES.has(cookieName(pair)));
}

function cookieName(pair: string): string {
  const separator = pair.indexOf("=");
  return (separator < 0 ? pair : pair.slice(0, separator)).trim();
}

export type Audience = "visitor" | "member";

export interface PageRequest {
  method: string;
  path: string;
  /** The query string with its "?", or "". */
  search: string;
  cookie: string | undefined;
  /** Crawlers get the whole page at once rather than streamed: another page. */
  userAgent: string;
  /** The `Save-Data` header: with the data saver on, the page's photos are placeholders (app/lib/data-saver.ts). */
  saveData?: string | undefined;
}

export interface SharedPage {
  key: string;
  audience: Audience;
  /** The `country` cookie's value ("" without one). */
  country: string;
  /** The page's language, from its path (`/en…` is English). */
  language: Language;
  /** The data saver the page is rendered with: another page, with placeholders for photos. */
  dataSaver: DataSaverState;
  /** The query string the page is rendered with ("" or "?…"). */
  search: string;
}

/**
 * `profileDataSaver` is a member's choice on their account (null: never chose), which decides
 * over the device's cookie and the browser's `Save-Data`; the key names the outcome.
 */
export function sharedPage(request: PageRequest, profileDataSaver: boolean | null = null): SharedPage | null {
  if (request.method !== "GET") return null;
  if (!SHARED_DOCUMENTS.test(request.path) && !SHARED_DATA.test(request.path)) return null;
  let country = "";
  let saverCookie: string | null = null;
  let audience: Audience = "visitor";
  for (const pair of (request.cookie ?? "").split(";")) {
    if (!pair.trim()) continue;
    const name = cookieName(pair);
    const value = () => pair.slice(pair.indexOf("=") + 1).trim();
    if (name === "country") country = value();
    else if (name === DATA_SAVER_COOKIE) saverCookie = value();
    else if (SESSION_COOKIES.has(name)) audience = "member";
    else if (name === TOAST_COOKIE && !readsToast(request.path, request.search)) continue;
    else if (!IGNORED_COOKIES.has(name)) return null;
  }
  // A member's page follows their profile's country until they pick one: theirs alone until then.
  if (audience === "member" && !country) return null;
  const dataSaver = dataSaverState({ cookie: saverCookie, profile: audience === "member" ? profileDataSaver : null, saveDataHeader: request.saveData });
  const language = languageOfPath(request.path);
  // Looked at last: the crawler test is a long regular expression, only worth running for a shared page.
  const key = `${isbot(request.userAgent) ? "bot" : "browser"} ${audience} ${country} ${language} ${dataSaver} ${request.path}${request.search}`;
  return { key, audience, country, language, dataSaver, search: request.search };
}

/**
 * Whether a key is one of a page's: its document or its data, in either language, for any
 * audience, country and query string (`path` in either language too: "/listing/…" forgets
 * "/en/listing/….data").
 */
export function keyOfPage(key: string, path: string): boolean {
  const keyed = keyedPath(key);
  const bare = pathWithoutLanguage(path);
  return keyed === bare || keyed.startsWith(`${bare}.data`);
}

/**
 * The path a page cache's key ends with, without its query string and language: "… /en/listings?x"
 * → "/listings", "… /en.data" → "/_.data". The path and its query string end the key and hold
 * no space (a request line cannot).
 */
export function keyedPath(key: string): string {
  const keyed = key.slice(key.lastIndexOf(" ") + 1);
  const query = keyed.indexOf("?");
  return pathWithoutLanguage(query < 0 ? keyed : keyed.slice(0, query));
}
