import { mediaType, readBytesWithin } from "../../server/read-form.server.ts";
import type { ApiCaller } from "./api-keys.server.ts";
import { authenticateApiKey } from "./api-auth.server.ts";
import { ApiProblem, internalError, problem } from "./problem.server.ts";

/** The most a JSON body may weigh. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** The body's bytes, refused past `max` (413) as soon as it says so or goes over while it arrives. */
export async function readBody(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBytesWithin(request, max);
  if (bytes === "too-large") throw new ApiProblem("payload_too_large");
  return bytes;
}

/** A JSON body: 415 for another content type, 413 over 1 MB, 400 for bytes that are not UTF-8 JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const type = mediaType(request);
  if (type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type)) throw new ApiProblem("unsupported_media_type");
  const bytes = await readBody(request, MAX_JSON_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiProblem("invalid_json");
  }
  try {
    return JSON.parse(text);
  } catch {
    // A syntax error, or nesting deep enough to exhaust the stack: the body is not JSON we read.
    throw new ApiProblem("invalid_json");
  }
}

export interface ApiArgs {
  request: Request;
  params: Record<string, string | undefined>;
  caller: ApiCaller;
}

type Handler = (args: ApiArgs) => Promise<Response>;
type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * One API address: its handlers by method, each run for the key's owner only once the key, its
 * rate limits and the owner's access pass. Gives the route module its `loader` (GET, HEAD) and
 * `action` (the other methods). Whatever goes wrong is a problem+json answer: an ApiProblem as
 * itself, anything else as a logged 500 without its stack.
 */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  const allow = Object.keys(handlers).join(", ");
  async function run({ request, params }: { request: Request; params: Record<string, string | undefined> }): Promise<Response> {
    const method = request.method === "HEAD" ? "GET" : (request.method as Method);
    const handler = handlers[method];
    if (!handler) return problem("method_not_allowed", { headers: { Allow: allow } });
    try {
      const caller = await authenticateApiKey(request);
      return await handler({ request, params, caller });
    } catch (error) {
      if (error instanceof ApiProblem) return problem(error.code, error.options);
      return internalError(error, { method: request.method, path: new URL(request.url).pathname });
    }
  }
  return { loader: run, action: run };
}
