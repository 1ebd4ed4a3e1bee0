import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import stylesheet from "./app.css?inline";
import { CoalescedStream } from "./server/coalesced-stream.server.ts";
import { nonceContext } from "./server/context.ts";
import { log } from "./server/log.server.ts";
import { StylesheetContext } from "./shell/inline-stylesheet.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  return new Promise<Response>((resolve, reject) => {
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetContext value={stylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
