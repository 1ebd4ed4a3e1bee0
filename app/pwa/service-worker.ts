/// <reference lib="webworker" />
/**
 * The service worker, built to /sw.js (app/pwa/service-worker-build.ts): it applies the rules of
 * sw-rules.ts and holds no rule of its own. A classic worker: the build puts
 * `importScripts("/sw-push.js")` (the push handlers) on its first line.
 */
import {
  CACHES,
  type CacheKey,
  OFFLINE_PAGE,
  clearsCaches,
  isCacheable,
  mergedRouteManifests,
  overCap,
  pagePath,
  routeManifestVersion,
  staleCaches,
  strategyFor,
} from "./sw-rules.ts";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  // No skipWaiting here: a page asks for it at its next navigation when no form is being filled.
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys()).map((name) => caches.delete(name)));
      // A document's request leaves while the worker starts, not after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const { pathname } = new URL(request.url);
  if (clearsCaches(request.method, pathname)) {
    event.respondWith(clearingCaches(request));
    return;
  }
  const strategy = strategyFor({
    method: request.method,
    url: request.url,
    origin: self.location.origin,
    mode: request.mode,
    destination: request.destination,
  });
  if (strategy.kind === "route-manifest") event.respondWith(routeManifest(event));
  else if (strategy.kind === "cache-first") event.respondWith(cacheFirst(event, strategy.cache));
  else if (strategy.kind === "network-first") event.respondWith(networkFirst(event, strategy.cache, strategy.document));
  // A document never kept: the preloaded answer, so that it is not asked twice; offline, our page.
  else if (request.mode === "navigate" && request.method === "GET") event.respondWith(fromNetwork(event).catch(offlinePage));
});

/** The document's navigation preload when there is one, else a fetch. */
async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse) as Response | undefined;
  return preloaded ?? fetch(event.request);
}

/**
 * Moves on when caches are emptied (a sign-out begins) and again when its answer arrives: an answer fetched
 * across either (a member's page asked for while they were signing out) is not kept, so nothing of theirs is
 * left behind on the phone.
 */
let generation = 0;

async function clearingCaches(request: Request): Promise<Response> {
  generation++;
  try {
    await clearAll();
    return await fetch(request);
  } finally {
    generation++;
  }
}

async function clearAll(): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith("aa-"));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** Keeps an answer fetched since `since` (a `generation`), unless the caches were emptied meanwhile. */
async function keep(key: CacheKey, request: Request, response: Response, since: number): Promise<void> {
  if (!isCacheable(response) || since !== generation) return;
  const cache = await caches.open(CACHES[key].name);
  // Deleted first, so that the entry moves to the end of the insertion order: the oldest go first.
  await cache.delete(request);
  await cache.put(request, response);
  if (since !== generation) {
    await cache.delete(request);
    return;
  }
  const keys = await cache.keys();
  await Promise.all(overCap(keys, CACHES[key].cap).map((old) => cache.delete(old)));
}

async function cacheFirst(event: FetchEvent, key: CacheKey): Promise<Response> {
  const { request } = event;
  const cached = await caches.match(request, { cacheName: CACHES[key].name });
  if (cached) return cached;
  const since = generation;
  const response = await fetch(request);
  event.waitUntil(keep(key, request, response.clone(), since));
  return response;
}

async function networkFirst(event: FetchEvent, key: CacheKey, document: boolean): Promise<Response> {
  const { request } = event;
  const since = generation;
  try {
    const response = document ? await fromNetwork(event) : await fetch(request);
    event.waitUntil(keep(key, request, response.clone(), since));
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHES[key].name });
    if (cached) return cached;
    if (document) return offlinePage();
    // A client navigation to a page never seen: React Router is told to load the document, which gets the page above.
    if (new URL(request.url).pathname.endsWith(".data")) return reloadDocument(request.url);
    throw error;
  }
}

/** Online, the server's answer, kept; offline, the one kept for these paths, else every entry kept for this build. */
async function routeManifest(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const since = generation;
  try {
    const response = await fetch(request);
    event.waitUntil(keep("routeManifests", request, response.clone(), since));
    return response;
  } catch (error) {
    const cache = await caches.open(CACHES.routeManifests.name);
    const exact = await cache.match(request);
    if (exact) return exact;
    const version = routeManifestVersion(request.url);
    const sameBuild = (await cache.keys()).filter((key) => routeManifestVersion(key.url) === version);
    if (sameBuild.length === 0) throw error;
    const answers = await Promise.all(sameBuild.map(async (key) => (await cache.match(key))!.json() as Promise<Record<string, unknown>>));
    return Response.json(mergedRouteManifests(answers));
  }
}

function offlinePage(): Response {
  return new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

function reloadDocument(dataUrl: string): Response {
  const url = new URL(dataUrl);
  url.searchParams.delete("_routes");
  const path = pagePath(url.pathname);
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": path + url.search, "X-Remix-Reload-Document": "true", "X-Remix-Status": "302" },
  });
}
