import { UNSAFE_SingleFetchRedirectSymbol as REDIRECT, UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";

/**
 * What one route got from a response, as the browser's router would read it: its loader's (or
 * action's) data, a redirect, an error (a thrown 403/404), or nothing of that route.
 */
export type RouteOutcome =
  | { kind: "data"; status: number; data: unknown }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "error"; status: number }
  | { kind: "none"; status: number };

async function decode(text: string): Promise<unknown> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const decoded = await decodeTurboStream(stream, globalThis);
  await decoded.done;
  return decoded.value;
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === "object" && value !== null;

/** A single-fetch body (`.data` URL, text/x-script): `{ [routeId]: { data } | { error } }` (an action's: `{ data } | { error }`), or a redirect. */
function singleFetchOutcome(status: number, value: unknown, routeId: string): RouteOutcome {
  // A loader's redirect comes under the SingleFetchRedirect symbol, an action's as the object itself.
  const redirect = isRecord(value) ? (REDIRECT in value ? value[REDIRECT] : value) : null;
  if (isRecord(redirect) && typeof redirect.redirect === "string") {
    return { kind: "redirect", status: Number(redirect.status), location: redirect.redirect };
  }
  // An action's answer is not keyed by route: `{ data }` or `{ error }`.
  const entry = isRecord(value) && isRecord(value[routeId]) ? value[routeId] : value;
  if (isRecord(entry) && "data" in entry) return { kind: "data", status, data: entry.data };
  if (isRecord(entry) && "error" in entry) return { kind: "error", status };
  return { kind: "none", status };
}

/**
 * A rendered document carries the router's state (loaderData, actionData, errors) as turbo-stream
 * chunks in `streamController.enqueue("…")` scripts, each a JSON string literal.
 */
async function documentState(html: string): Promise<{ loaderData?: Record<string, unknown>; errors?: Record<string, unknown> | null }> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map((m) => JSON.parse(m[1] as string) as string);
  if (chunks.length === 0) return {};
  const state = await decode(chunks.join(""));
  return isRecord(state) ? (state as { loaderData?: Record<string, unknown>; errors?: Record<string, unknown> | null }) : {};
}

/** Reads what `routeId` got from a response of the app (a `.data` request, a document, or a resource route's own answer). */
export async function routeOutcome(response: Response, routeId: string): Promise<RouteOutcome & { body: string }> {
  const { status } = response;
  const body = await response.text();
  const location = response.headers.get("location");
  if (status >= 300 && status < 400 && location) return { kind: "redirect", status, location, body };
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("text/x-script")) return { ...singleFetchOutcome(status, await decode(body), routeId), body };
  if (type.includes("text/html")) {
    const state = await documentState(body);
    if (state.loaderData && routeId in state.loaderData && state.loaderData[routeId] !== undefined) {
      return { kind: "data", status, data: state.loaderData[routeId], body };
    }
    return { kind: state.errors && routeId in state.errors ? "error" : "none", status, body };
  }
  // A resource route's own response (JSON, XML, a file): its body is its data when it succeeded.
  return status < 300 ? { kind: "data", status, data: body, body } : { kind: "error", status, body };
}
