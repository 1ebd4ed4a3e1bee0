/**
 * What the service worker does with each request (ADR 0043): pure, so the rules are tested
 * without a browser; public/sw.js (built from service-worker.ts) only applies them.
 */
import { pathWithoutLanguage } from "../lib/language.ts";
import { CONVERSATION_PATH } from "../lib/own-pages.ts";

/** Bumped when a cache's content changes meaning: the worker deletes caches of other versions. */
export const CACHE_VERSION = "v1";

export const CACHES = {
  /** Built assets (/assets/*, content-hashed, immutable) and the few root files of the shell. */
  shell: { name: `aa-shell-${CACHE_VERSION}`, cap: 200 },
  /** The last pages seen (HTML and their React Router data), served when the network fails. */
  pages: { name: `aa-pages-${CACHE_VERSION}`, cap: 30 },
  /** The last conversations opened, kept apart so browsing never pushes them out. */
  conversations: { name: `aa-conversations-${CACHE_VERSION}`, cap: 20 },
  /** Listing photos and avatars: about 60 × 40–120 KB. */
  photos: { name: `aa-photos-${CACHE_VERSION}`, cap: 60 },
  /** React Router's route manifests, a few KB each: which page's code answers which address. */
  routeManifests: { name: `aa-route-manifests-${CACHE_VERSION}`, cap: 40 },
} as const;

export type CacheKey = keyof typeof CACHES;

export type Strategy =
  | { kind: "network" }
  | { kind: "route-manifest" }
  | { kind: "cache-first"; cache: CacheKey }
  | { kind: "network-first"; cache: CacheKey; document: boolean };

export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's own origin (self.location.origin). */
  origin: string;
  /** Request.mode: "navigate" for a document. */
  mode: string;
  /** Request.destination: "image" for a photo. */
  destination: string;
}

/** A page path with React Router's data suffix (`/favorites.data`, `/_.data`) taken off. */
export function pagePath(pathname: string): string {
  if (pathname === "/_.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The path the rules below read: the page's, in no language, so that one rule holds for every
 * language ("/en/logout.data" → "/logout", "/en.data" → "/"). The prefix goes first: the English
 * home's data, "/en.data", is then "/_.data" like the French one's.
 */
function rulePath(pathname: string): string {
  return pagePath(pathWithoutLanguage(pathname));
}

/**
 * Never cached: admin and payment pages, account and sign-in pages, one-off signed links, data
 * exports, webhooks, live streams, the worker's own files and every other endpoint not listed below.
 * These rules, like the conversations' and the page data's, read a rulePath.
 */
const NEVER = [
  /^\/admin(?:\/|$)/,
  /^\/(?:promote|subscription|subscription-success|payment-success|checkout)(?:\/|$)/,
  /^\/(?:auth|logout|reset-password|verify-email|emails|webhooks|events|healthz|readyz)(?:\/|$)/,
  /^\/annonces\/[^/]+\/renouveler$/,
  /^\/profile\/(?:donnees|supprimer|telephone|edit)$/,
  /^\/sw(?:-push)?\.js$/,
  // The public API (ADR 0063): a dealer's data, read by programs, never kept on a phone.
  /^\/api\/v1(?:\/|$)/,
  // Private photos (ADR 0065): a driving licence, a rental record's photos; the server says no-store.
  /^\/permis\//,
  /^\/bookings\/[^/]+\/photos\//,
];

const CONVERSATION = new RegExp(`^${CONVERSATION_PATH}$`);
/** Small endpoints (JSON) a cached page reads once shown: the member's bits, their recently viewed cards. */
const PAGE_DATA = /^\/(?:moi|recemment-consultees\/cartes)$/;
const SHELL_FILES = /^\/(?:assets\/.+|manifest\.webmanifest|favicon\.svg|icons\/[\w-]+\.png)$/;
const PHOTOS = /^\/uploads\//;

export function strategyFor(request: RequestFacts): Strategy {
  const network = { kind: "network" } as const;
  if (request.method !== "GET") return network;
  const url = new URL(request.url);
  if (url.origin !== request.origin) return network;
  if (url.pathname === ROUTE_MANIFEST_PATH) return { kind: "route-manifest" };
  const path = rulePath(url.pathname);
  if (NEVER.some((rule) => rule.test(path))) return network;
  if (SHELL_FILES.test(url.pathname)) return { kind: "cache-first", cache: "shell" };
  if (PHOTOS.test(url.pathname) || request.destination === "image") return { kind: "cache-first", cache: "photos" };
  const document = request.mode === "navigate";
  const isData = url.pathname.endsWith(".data");
  if (!document && !isData && !PAGE_DATA.test(path)) return network;
  return { kind: "network-first", cache: CONVERSATION.test(path) ? "conversations" : "pages", document };
}

/**
 * Requests after which no cached page may stay: signing out, signing in (another member may
 * follow on this phone; a verification link signs in too, ADR 0052) and deleting the account. The
 * worker empties its caches before sending them.
 */
export function clearsCaches(method: string, pathname: string): boolean {
  if (method !== "POST") return false;
  return /^\/(?:logout|auth|verify-email|profile\/supprimer)$/.test(rulePath(pathname));
}

/**
 * Where React Router asks, before a client navigation to a page this document has not met, which
 * route module answers it (`?paths=…&version=…`). Offline, the paths asked are rarely a list asked
 * before; a build's route entries never change, so the worker answers with every entry it kept for
 * that build: the navigation then goes on to the page's data, or its kept document.
 */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/** The build a route manifest request is for (its `version`), to merge only that build's entries. */
export function routeManifestVersion(url: string): string | null {
  return new URL(url).searchParams.get("version");
}

/** Several answers of one build's route manifest as one: each is an object of route entries by id. */
export function mergedRouteManifests(answers: readonly Record<string, unknown>[]): Record<string, unknown> {
  return Object.assign({}, ...answers);
}

/** A response worth keeping: a whole 200 from our origin, never a redirect (a sign-in page in place of the one asked). */
export function isCacheable(response: { status: number; type: string; redirected: boolean }): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

/** The entries to delete so that at most `cap` remain, oldest first (caches list their keys in insertion order). */
export function overCap<T>(keys: readonly T[], cap: number): T[] {
  return keys.length > cap ? keys.slice(0, keys.length - cap) : [];
}

/** Caches of this worker's prefix left by another version. */
export function staleCaches(names: readonly string[]): string[] {
  const current = new Set<string>(Object.values(CACHES).map((c) => c.name));
  return names.filter((name) => name.startsWith("aa-") && !current.has(name));
}

/** The page shown for a document never seen while online. */
export const OFFLINE_PAGE = `<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#ea580c"><title>Hors ligne — AutoAfrique</title><body style="font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a"><main style="max-width:28rem;margin:4rem auto;padding:0 1.5rem;text-align:center"><p role="status" style="display:inline-block;background:#0f172a;color:#fff;border-radius:999px;padding:.25rem .75rem;font-size:.875rem">Hors ligne</p><h1 style="font-size:1.25rem">Cette page n'a pas encore été ouverte sur cet appareil</h1><p style="color:#475569">Elle s'affichera dès le retour du réseau. Les pages déjà consultées, vos favoris et vos dernières conversations restent lisibles hors ligne.</p><p><a href="/" style="color:#c2410c">Accueil</a> · <a href="/favorites" style="color:#c2410c">Favoris</a> · <a href="/messages" style="color:#c2410c">Messages</a></p></main></body></html>`;
