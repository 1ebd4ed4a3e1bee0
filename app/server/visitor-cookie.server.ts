import { randomUUID } from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { isUuid } from "../lib/uuid.ts";
import { appUrl, authSecret } from "./secret.server.ts";

/**
 * The first-party cookie that tells one browser without an account from another, for counting
 * listing views (ADR 0016): a random id, signed so that ids cannot be made up. Sent only to the
 * view beacon (`/vues`): pages never see it, so it costs no bytes on them and leaves the shared
 * pages (ADR 0013) shared.
 */
let cookie: Cookie | undefined;
function visitorCookie(): Cookie {
  cookie ??= createCookie("aa_visiteur", {
    httpOnly: true,
    sameSite: "lax",
    path: "/vues",
    maxAge: 60 * 60 * 24 * 365,
    secrets: [authSecret()],
  });
  return cookie;
}

/** The id of this browser's cookie, or null when it has none (or one not signed by us). */
export async function visitorIdOf(request: Request): Promise<string | null> {
  const id: unknown = await visitorCookie().parse(request.headers.get("Cookie"));
  return isUuid(id) ? id : null;
}

/** A new visitor id and the Set-Cookie header that gives it to the browser. */
export async function newVisitorCookie(): Promise<{ id: string; header: string }> {
  const id = randomUUID();
  return { id, header: await visitorCookie().serialize(id, { secure: appUrl().startsWith("https://") }) };
}
