import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { sessionToken } from "../app/server/auth.server.ts";
import { appUrl } from "../app/server/secret.server.ts";

/**
 * A member's own pages are kept a few seconds (ADR 0040). Whatever a signed-in browser sends —
 * a form, a heart, a message — gives it a new `aa_rev` cookie, which is part of the kept page's
 * key: the page after it is rendered anew, on whichever server the browser reaches next, with no
 * race against the news reaching the others.
 */
export const REVISION_COOKIE = "aa_rev";

/** Requests that change nothing the member's own pages show: a view of someone else's listing. */
const CHANGES_NOTHING_OF_THEIRS = new Set(["/vues"]);

export function memberRevision(req: Request, res: Response, next: NextFunction): void {
  if (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    !CHANGES_NOTHING_OF_THEIRS.has(req.path) &&
    sessionToken(new Headers({ cookie: req.get("cookie") ?? "" }))
  ) {
    const secure = appUrl().startsWith("https://") ? "; Secure" : "";
    res.append("Set-Cookie", `${REVISION_COOKIE}=${randomBytes(6).toString("base64url")}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  next();
}
