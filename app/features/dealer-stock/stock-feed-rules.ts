/**
 * A dealer's stock feed (issue 47): the address they give, checked as written, and what its panel
 * shows of it. Pure, shared by the server (stock-feed.server.ts) and the page (feed-panel.tsx). The
 * address is only checked for its shape here: the fetch (app/server/safe-fetch.server.ts) checks
 * where it really leads, each time.
 */
import type { ImportCounts } from "./import-status.ts";

/** How often a feed is read: a run starts once the last one is this old. */
export const FEED_PERIOD_MS = 60 * 60 * 1000;
/** Failures in a row that pause a feed. */
export const FEED_MAX_FAILURES = 3;
export const FEED_URL_MAX_LENGTH = 2000;

export const FEED_URL_REQUIRED = /*i18n*/ "Veuillez renseigner l'adresse du flux";
export const FEED_URL_INVALID = /*i18n*/ "Adresse du flux invalide : une adresse complète commençant par http:// ou https:// est attendue";
export const FEED_URL_TOO_LONG = /*i18n*/ "Adresse du flux invalide : elle ne doit pas dépasser 2 000 caractères";
export const FEED_URL_CREDENTIALS = /*i18n*/ "Adresse du flux invalide : pas d'identifiant ni de mot de passe dans l'adresse";
export const FEED_URL_PRIVATE = /*i18n*/ "Adresse du flux non autorisée : elle doit être joignable depuis Internet";

export type FeedUrlCheck = { ok: true; url: string } | { ok: false; error: string };

export interface FeedUrlOptions {
  /** Whether an IP address is on the public internet (safe-fetch's `isPublicAddress`). */
  isPublicIp: (address: string) => boolean;
  /** `host` or `host:port` allowed although private (FETCH_ALLOWED_PRIVATE_HOSTS). */
  allowedPrivateHosts?: readonly string[];
}

// Checking for control characters is the point here.
// oxlint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** Names that only ever mean the server's own network. */
const PRIVATE_SUFFIXES = [".localhost", ".local", ".internal", ".intranet", ".lan", ".home.arpa"];

/**
 * A host that plainly names the server itself or its network: localhost, a private IP written out
 * (WHATWG URL has already turned 2130706433 or 0x7f.1 into 127.0.0.1), a single-label name
 * ("metadata", resolved through the server's search domains) or a local suffix.
 */
function obviouslyPrivate(url: URL, isPublicIp: (address: string) => boolean): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return !isPublicIp(host.slice(1, -1));
  if (IPV4.test(host)) return !isPublicIp(host);
  if (host === "localhost" || !host.includes(".")) return true;
  return PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

function isAllowedPrivate(url: URL, allowed: readonly string[]): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const host = url.hostname.toLowerCase();
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted === host || wanted === `${host}:${port}`;
  });
}

/** The feed's address as it will be stored (trimmed, as the URL parser writes it), or why it is refused. */
export function checkFeedUrl(raw: string, options: FeedUrlOptions): FeedUrlCheck {
  const typed = raw.trim();
  if (typed === "") return { ok: false, error: FEED_URL_REQUIRED };
  if (typed.length > FEED_URL_MAX_LENGTH) return { ok: false, error: FEED_URL_TOO_LONG };
  if (CONTROL.test(typed) || !URL.canParse(typed)) return { ok: false, error: FEED_URL_INVALID };
  const url = new URL(typed);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return { ok: false, error: FEED_URL_INVALID };
  if (url.username || url.password) return { ok: false, error: FEED_URL_CREDENTIALS };
  if (obviouslyPrivate(url, options.isPublicIp) && !isAllowedPrivate(url, options.allowedPrivateHosts ?? [])) return { ok: false, error: FEED_URL_PRIVATE };
  // The parser may lengthen it (an IDN host in punycode, spaces escaped): the stored one fits too.
  if (url.href.length > FEED_URL_MAX_LENGTH) return { ok: false, error: FEED_URL_TOO_LONG };
  return { ok: true, url: url.href };
}

/** A feed as its panel shows it: plain data, dates as ISO text. */
export interface StockFeedView {
  url: string;
  archiveMissing: boolean;
  /** Failures in a row (reset by a run that fetched and read the file). */
  failures: number;
  pausedAt: string | null;
  /** When the last run started; null until the first one (a new or resumed feed runs within minutes). */
  lastRunAt: string | null;
  /** Why the last run failed (a marked French message, or the server's answer); null after a success. */
  lastError: string | null;
  /** The import the last successful run made, with its report's counts. */
  lastImport: (ImportCounts & { error: string | null; finishedAt: string | null }) | null;
}

export const FEED_INTENTS = { save: "feed-save", resume: "feed-resume", remove: "feed-remove" } as const;
export type FeedIntent = (typeof FEED_INTENTS)[keyof typeof FEED_INTENTS];

/** What the typed form held, given back with a refusal so nothing typed is lost. */
export interface FeedFormValues {
  url: string;
  archiveMissing: boolean;
}

/** The answer of the panel's forms (feedAction): `intent` is the form's (null for an unknown one). */
export type FeedActionResult =
  | { ok: true; intent: FeedIntent; message: string }
  | { ok: false; intent: FeedIntent | null; error: string; values: FeedFormValues };
