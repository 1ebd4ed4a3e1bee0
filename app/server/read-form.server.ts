import { hasTextControls, withoutTextControls } from "../lib/control-characters.ts";

/**
 * The one way an action reads its body: only a form (`application/x-www-form-urlencoded` or
 * `multipart/form-data`), and never more than a byte budget, counted while the body streams in.
 * Anything else is refused with a French message before any work is done: 400 for a body that is
 * not a form or cannot be parsed (JSON, text, XML, no content type, broken multipart), 413 past
 * the budget. Control characters are taken out of every name and text value (ADR 0022).
 */

/** The answer to a body that is not a form, or not a readable one. */
export const FORM_INVALID = "Formulaire invalide : rechargez la page et réessayez.";
/** The answer to a body past its budget. */
export const FORM_TOO_LARGE = "Formulaire trop volumineux : il n'a pas été envoyé.";

/** The budget of a form of a few fields and no file (sign-in, favourite, country, bell…). */
export const SMALL_FORM_BYTES = 16 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type FormProblem = "too-large" | "malformed";
export type ReadForm = { ok: true; form: FormData } | { ok: false; reason: FormProblem };

class TooLarge extends Error {}

/** The media type of a request, without its parameters, in lower case ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Parses a form body (multipart included) without holding more than `maxBytes` of it: the declared
 * length is checked first, then the bytes are counted as they arrive and reading stops past the cap.
 * For callers that answer a refusal in their own words (the posting and sign-up forms).
 */
export async function readFormWithin(request: Request, maxBytes: number): Promise<ReadForm> {
  if (Number(request.headers.get("content-length") ?? Number.NaN) > maxBytes) return { ok: false, reason: "too-large" };
  if (!FORM_TYPES.has(mediaType(request))) return { ok: false, reason: "malformed" };
  const { limited, tooLarge } = capped(request, maxBytes);
  try {
    return { ok: true, form: withoutControls(await limited.formData()) };
  } catch {
    return { ok: false, reason: tooLarge() ? "too-large" : "malformed" };
  }
}

/**
 * The form with control characters (NUL first: PostgreSQL refuses it) taken out of its names and
 * text values, tab and line breaks kept; files as sent. Bytes that are not UTF-8 were already read
 * as U+FFFD by the parser. The form itself when it holds none, which is nearly always.
 */
export function withoutControls(form: FormData): FormData {
  let clean = true;
  for (const [name, value] of form) {
    if (hasTextControls(name) || (typeof value === "string" && hasTextControls(value))) {
      clean = false;
      break;
    }
  }
  if (clean) return form;
  const cleaned = new FormData();
  for (const [name, value] of form) cleaned.append(withoutTextControls(name), typeof value === "string" ? withoutTextControls(value) : value);
  return cleaned;
}

/**
 * A copy of the request whose body stops past `maxBytes`. No body at all is an empty body. Past the
 * cap the reading stops but the body is not cancelled: cancelling would destroy the connection
 * before the 413 is written, and the client would see a reset instead of the answer.
 */
function capped(request: Request, maxBytes: number): { limited: Request; tooLarge: () => boolean } {
  let received = 0;
  const counted =
    request.body?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > maxBytes) controller.error(new TooLarge());
          else controller.enqueue(chunk);
        },
      }),
      { preventCancel: true },
    ) ?? "";
  const limited = new Request(request.url, { method: request.method, headers: request.headers, body: counted, duplex: "half" } as RequestInit);
  return { limited, tooLarge: () => received > maxBytes };
}

/**
 * A body read as text, exactly as sent (a payment provider's webhook, whose signature covers the
 * raw bytes), or a thrown 413 past `maxBytes`.
 */
export async function readRawBody(request: Request, maxBytes: number): Promise<string> {
  if (Number(request.headers.get("content-length") ?? Number.NaN) > maxBytes) throw formRefusal("too-large");
  const { limited, tooLarge } = capped(request, maxBytes);
  try {
    return await limited.text();
  } catch (error) {
    if (tooLarge()) throw formRefusal("too-large");
    throw error;
  }
}

/** The response refusing a body: 400 or 413, the French message as plain text. */
export function formRefusal(reason: FormProblem): Response {
  const [status, message] = reason === "too-large" ? [413, FORM_TOO_LARGE] : [400, FORM_INVALID];
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * An action's form, or a thrown 400 / 413 (see `formRefusal`) that React Router answers as is on a
 * resource route, as the error of the route's page on a document request, and as the error of the
 * `.data` request a script sent.
 */
export async function readForm(request: Request, { maxBytes = SMALL_FORM_BYTES }: { maxBytes?: number } = {}): Promise<FormData> {
  const read = await readFormWithin(request, maxBytes);
  if (!read.ok) throw formRefusal(read.reason);
  return read.form;
}

/**
 * A body's bytes as sent (the public API's JSON or image), or "too-large" as soon as it says so
 * (Content-Length) or goes past `maxBytes` while it arrives: nothing larger is ever held.
 */
export async function readBytesWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (Number(request.headers.get("content-length") ?? Number.NaN) > maxBytes) return "too-large";
  const { limited, tooLarge } = capped(request, maxBytes);
  try {
    return new Uint8Array(await limited.arrayBuffer());
  } catch (error) {
    if (tooLarge() || error instanceof TooLarge) return "too-large";
    throw error;
  }
}
