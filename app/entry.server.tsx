import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import stylesheet from "./app.css?inline";
import { CoalescedStream } from "./server/coalesced-stream.server.ts";
import { nonceContext } from "./server/context.ts";
import { noticeDatabaseFailure } from "./server/database-health.server.ts";
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailablePage } from "./server/unavailable-page.server.ts";
import { languageOfPath } from "./lib/language.ts";
import { log } from "./server/log.server.ts";
import { currentRequestId } from "./server/request-context.server.ts";
import { RequestIdContext } from "./shell/error-reference.tsx";
import { StylesheetContext } from "./shell/inline-stylesheet.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (foundDatabaseAway.has(request)) return databaseAwayAnswer(request, responseHeaders);
  const nonce = loadContext.get(nonceContext);
  return new Promise<Response>((resolve, reject) => {
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetContext value={stylesheet}>
        <RequestIdContext value={currentRequestId()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext>
      </StylesheetContext>,
      {
        nonce,
        [readyOption]() {
          const body = new CoalescedStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Also a part of the page that failed inside a Suspense boundary (a lazy form): the page
          // still shows, with that part's fallback, but the fault must be seen.
          if (!request.signal.aborted) log.error("render.failed", { path: new URL(request.url).pathname, error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Requests whose loader or action found the database away (handleError, before the render): answered 503. */
const foundDatabaseAway = new WeakSet<Request>();

/** The short page of a database away, instead of the route's error page (500). */
function databaseAwayAnswer(request: Request, headers: Headers): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return new Response(unavailablePage(languageOfPath(new URL(request.url).pathname), currentRequestId()), { status: 503, headers });
}

/** A script's data request that found the database away: the same answer, told 503 (to be tried again), not 500. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  if (!foundDatabaseAway.has(request) || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, headers });
}

/**
 * A loader's, an action's or a middleware's unexpected error (5xx), logged with its request's id,
 * which the error page shows: React Router hides the error itself from the browser. Refusals the
 * routes throw on purpose (4xx) and requests the visitor left are no fault.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  // Not a fault of the code: said once by the database's health, which then probes it.
  if (noticeDatabaseFailure(cause)) {
    foundDatabaseAway.add(request);
    return;
  }
  log.error("route.failed", { method: request.method, path: new URL(request.url).pathname, error: cause });
};
