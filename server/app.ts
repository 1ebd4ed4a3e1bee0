import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, createRequestHandler as createReactRouterHandler } from "react-router";
import { seedIfEmpty } from "../app/features/demo/seed.server.ts";
import { dataSaverContext, nonceContext, sharedAudienceContext } from "../app/server/context.ts";
import type { DataSaverState } from "../app/lib/data-saver.ts";
import { database, openDatabase, setDatabase } from "../app/server/db.server.ts";
import { env } from "../app/server/env.server.ts";
import { pushConfig } from "../app/server/web-push.server.ts";
import { EVERYONE_TOPIC, onAddressedEvent, rentalOfCalendarTopic, startEventRelay, stopEventRelay } from "../app/server/events.server.ts";
import { listingHref } from "../app/features/listing-pages/listing-href.ts";
import { log } from "../app/server/log.server.ts";
import { databaseIsDown, noticeDatabaseFailure } from "../app/server/database-health.server.ts";
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailablePage } from "../app/server/unavailable-page.server.ts";
import { startReferenceRelay } from "../app/server/reference-data.server.ts";
import { onSharedPageChanged } from "../app/server/shared-pages.server.ts";
import { onSessionsChanged, startSessionRelay } from "../app/server/session-cache.server.ts";
import { presence } from "../app/server/presence.server.ts";
import { startScheduler, stopScheduler } from "../app/server/scheduler.server.ts";
import { SCHEDULED_JOBS } from "./jobs.ts";
import { backgroundSettled } from "../app/server/background.server.ts";
import { localStorage, storage } from "../app/server/storage.server.ts";
import { clientIpHeader, providerReturnByGet, refuseCrossSite, securityHeaders, trustProxySetting } from "./security.ts";
import { requestId } from "./request-id.ts";
import { refuseUnknownMethods } from "./methods.ts";
import { memberCacheControl } from "./member-cache-control.ts";
import { refuseUnreadableUrls } from "./readable-urls.ts";
import { pageCache } from "./page-cache.ts";
import { renderGate } from "./render-gate.ts";
import { refusalAnswer, renderTurns } from "./render-turns.ts";
import { ownPageCache } from "./own-page-cache.ts";
import { memberRevision } from "./member-revision.ts";
import { LANGUAGE_REDIRECT_CACHE_CONTROL, languageRedirect, languageToKeep } from "./language-redirect.ts";
import { languageCookieHeader } from "../app/server/language-cookie.server.ts";
import { DEFAULT_LANGUAGE, languageOfPath } from "../app/lib/language.ts";
import { pageRequestOf } from "./page-request.ts";
import { toWebRequest } from "./web-request.ts";
import type { Audience } from "./shared-page-key.ts";
import { memberDataSaver, memberOf, sharedRequest } from "./shared-render.ts";
import { serveUploads } from "./uploads.ts";
import { calendarEventStream, closeEventStreams, eventStream } from "./sse.ts";
import { isStopping, markStopping, readyz } from "./readiness.ts";
import { metricsRoute, requestDurations } from "./metrics-route.ts";
import { routePatterns } from "./route-pattern.ts";
import { metricsText } from "../app/server/metrics.server.ts";

// server.ts serves METRICS_PORT with this build's registry: its own copy of the module would hold none.
export { metricsText };

/**
 * Renders under way at once: 16 in all, 1 for one client (a member, else an address), which then
 * rests as long as its render lasted, and 32 more of one client waiting their turn (render-gate.ts,
 * ADR 0051). Pages served from a cache take no turn.
 */
const RENDER_GATE = { total: 16, perClient: 1, waitingPerClient: 32, restRatio: 1 };

// Loaded once: a function here would resolve the module again on every request.
const build = await import("virtual:react-router/server-build");

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(env().TRUST_PROXY));
// First: every log line of the request, and its answer, carry its id (the error page shows it).
app.use(requestId(env().TRUST_PROXY));

app.use((req, res, next) => {
  const started = performance.now();
  res.on("finish", () => {
    if (req.path.startsWith("/assets/")) return;
    log.info("request", {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    });
  });
  next();
});
app.use(requestDurations(routePatterns(build.routes)));
app.use(securityHeaders);
// Before every route, the Express ones (event streams, uploads) included.
app.use(refuseUnreadableUrls);
app.use(clientIpHeader(env().TRUST_PROXY));
app.use(providerReturnByGet);
app.use(refuseCrossSite);
// While stopping, each answer closes its connection: the next request opens one to a server that stays.
app.use((_req, res, next) => {
  if (isStopping()) res.setHeader("Connection", "close");
  next();
});

app.get("/readyz", (req, res, next) => {
  readyz(req, res).catch(next);
});
// On the main port only with its token and without METRICS_PORT (docs/operations.md).
app.get("/metrics", metricsRoute(env().METRICS_PORT ? undefined : env().METRICS_TOKEN, metricsText));
app.get("/healthz", async (_req, res) => {
  try {
    await database().db.execute("select 1");
    res.json({ status: "ok", database: database().kind });
  } catch (error) {
    log.error("healthz.failed", { error });
    res.status(503).json({ status: "unavailable" });
  }
});

// Served where the local storage adapter says its files are; with a bucket, browsers fetch them
// from S3_PUBLIC_URL and this server has none.
if (storage() === localStorage) app.use(localStorage.publicBase, serveUploads());
app.get("/events", (req, res, next) => {
  eventStream(req, res).catch(next);
});
app.get("/events/rental/:id", calendarEventStream);

function loadContext(res: express.Response, audience: Audience | null = null, dataSaver: DataSaverState | null = null) {
  const context = new RouterContextProvider();
  context.set(nonceContext, String(res.locals.nonce ?? ""));
  context.set(sharedAudienceContext, audience);
  context.set(dataSaverContext, dataSaver);
  return context;
}

app.use(refuseUnknownMethods);
app.use(memberCacheControl);
// Pages differ with the data saver, which the browser's Save-Data turns on when nobody chose (ADR 0046).
app.use((_req, res, next) => {
  res.vary("Save-Data");
  next();
});
// An unprefixed page for a person who reads English goes to its /en copy, before any cache answers
// it: from the cookies alone (ADR 0049).
app.use((req, res, next) => {
  const request = pageRequestOf(req);
  // An unprefixed page's answer depends on the browser's languages (a first visit): no shared cache may mix them.
  if (languageOfPath(req.path) === DEFAULT_LANGUAGE) res.vary("Accept-Language");
  const location = languageRedirect(request);
  if (!location) return next();
  // The person's own answer, never kept by a cache; another cookie, another answer.
  res.set("Cache-Control", LANGUAGE_REDIRECT_CACHE_CONTROL);
  res.vary("Cookie");
  const kept = languageToKeep(request);
  if (kept) res.append("Set-Cookie", languageCookieHeader(kept));
  res.redirect(302, location);
});
// While a request has found the database away, pages are answered at once until the probe reaches it again.
app.use((req, res, next) => {
  if (!databaseIsDown()) return next();
  answerDatabaseAway(req, res);
});
const renderPage = createReactRouterHandler(build, process.env.NODE_ENV);
const turns = renderTurns(renderGate(RENDER_GATE), async (req) => {
  // A session only counts once it leads to a member (kept a few seconds, ADR 0028): made-up ones are an address.
  const member = await memberOf(req);
  return member ? `member ${member}` : `address ${req.get("x-client-ip") ?? "unknown"}`;
});
const sharedPages = pageCache({
  render: async (req, res, audience, dataSaver, search) => {
    await turns.take(req, res);
    return renderPage(sharedRequest(req, search), loadContext(res, audience, dataSaver));
  },
  isRouteId: (id) => Object.hasOwn(build.routes, id),
  memberOf,
  dataSaverOf: memberDataSaver,
  ttlMs: env().PAGE_CACHE_SECONDS * 1000,
});
app.use(sharedPages);
app.use(memberRevision);
const ownPages = ownPageCache({
  render: async (req, res) => {
    await turns.take(req, res);
    return renderPage(toWebRequest(req), loadContext(res));
  },
  memberOf,
  ttlMs: env().PAGE_CACHE_SECONDS * 1000,
});
app.use(ownPages);
app.use(turns.middleware);
app.use(createRequestHandler({ build, getLoadContext: (_req, res) => loadContext(res) }));

app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  const refused = refusalAnswer(error);
  if (refused === "gone") return;
  if (refused) {
    if (!res.headersSent)
      res.status(refused.status).set("Retry-After", String(refused.retryAfterSeconds)).type("text/plain; charset=utf-8").send(refused.message);
    return;
  }
  if (noticeDatabaseFailure(error)) return answerDatabaseAway(_req, res);
  log.error("request.failed", { error });
  // The id is ours or a trusted proxy's, checked against [A-Za-z0-9._-] (request-id.ts): safe in the markup.
  const reference = typeof res.locals.requestId === "string" ? `<p>Référence : <code>${res.locals.requestId}</code></p>` : "";
  if (!res.headersSent) res.status(500).type("text/html").send(`<!doctype html><meta charset=utf-8><h1>Une erreur est survenue</h1>${reference}`);
});

/** The short 503 page of a database away, in the page's language, with the request's reference. */
function answerDatabaseAway(req: express.Request, res: express.Response): void {
  if (res.headersSent) return;
  res
    .status(503)
    .set({ "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
    .type("text/html; charset=utf-8")
    .send(unavailablePage(languageOfPath(req.path), typeof res.locals.requestId === "string" ? res.locals.requestId : undefined));
}

/** Opens and migrates the database, seeds the demo data on the very first start, starts realtime. */
let stopReferenceRelay: (() => Promise<void>) | undefined;
let stopSharedPageRelay: (() => Promise<void>) | undefined;
let stopSessionRelay: (() => Promise<void>) | undefined;

export async function boot(): Promise<void> {
  const config = env();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  setDatabase(db);
  // Servers starting together on one PostgreSQL database take turns: one migrates (and seeds), the others find it done.
  await db.alone(async () => {
    await db.migrate();
    if (config.SEED_DEMO) await seedIfEmpty();
  });
  // The VAPID keys checked (or generated into DATA_DIR) before the first push or subscription.
  pushConfig();
  await startEventRelay();
  await presence.start();
  stopSessionRelay = await startSessionRelay();
  stopReferenceRelay = await startReferenceRelay();
  stopSharedPageRelay = await onSharedPageChanged((path) => {
    sharedPages.forget(path);
    // A listing sold or back on offer shows on its favouriters' and its owner's own pages too.
    ownPages.forgetAll();
  });
  onAddressedEvent((address) => {
    // A rental's taken days changed (a request, an answer, a cancellation), heard by every instance at the commit: its page shows them.
    const rental = rentalOfCalendarTopic(address);
    if (rental) sharedPages.forget(listingHref("rental", rental));
    else if (address === EVERYONE_TOPIC) ownPages.forgetAll();
    else ownPages.forgetMember(address);
  });
  onSessionsChanged(ownPages.forgetMember);
  presence.onChange(() => ownPages.forgetPages("/messages"));
  startScheduler(SCHEDULED_JOBS, { timeScale: config.JOBS_TIME_SCALE });
  log.info("boot.ready", { database: db.kind });
}

/**
 * The first step of a graceful stop, before the listener closes: readiness turns 503 and open event
 * streams are told to reconnect (to another server, through the load balancer).
 */
let schedulerStopped: Promise<void> | undefined;
export function beginShutdown(): void {
  markStopping();
  closeEventStreams();
  // No job starts from now on; one under way ends while the requests in flight do.
  schedulerStopped ??= stopScheduler();
}

export async function shutdown(): Promise<void> {
  beginShutdown();
  await schedulerStopped;
  schedulerStopped = undefined;
  await backgroundSettled();
  await presence.stop();
  await stopEventRelay();
  await stopReferenceRelay?.();
  stopReferenceRelay = undefined;
  await stopSharedPageRelay?.();
  stopSharedPageRelay = undefined;
  await stopSessionRelay?.();
  stopSessionRelay = undefined;
  await database().close();
  setDatabase(undefined);
}
