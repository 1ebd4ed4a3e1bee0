import type { MiddlewareFunction } from "react-router";

/** The answer to a form sent where no action takes one (a page, a picture, the sitemap…). */
export const METHOD_NOT_ALLOWED = "Cette page ne reçoit pas de formulaire : rien n'a été envoyé.";

const READS = new Set(["GET", "HEAD"]);

/**
 * React Router answers a POST (PUT, PATCH, DELETE) to a route without an action with a 405 carrying
 * its English developer message: in the `.data` stream a script reads, as JSON on a resource
 * route, and in the data of the error page a browser gets. This middleware, on the root route so
 * it wraps every route once, answers all of them with the French message alone instead. No form of
 * ours posts there, and no action of ours answers 405 itself but the public API's, which keeps its own.
 */
export const methodNotAllowedInFrench: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status !== 405 || READS.has(request.method)) return response;
  // The public API answers its own 405, as problem+json with its Allow (ADR 0063).
  if (response.headers.get("content-type")?.startsWith("application/problem+json")) return response;
  await response.body?.cancel();
  return new Response(METHOD_NOT_ALLOWED, {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "GET, HEAD" },
  });
};
