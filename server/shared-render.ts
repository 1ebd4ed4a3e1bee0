import type { Request } from "express";
import { type SessionUser, getSessionUser } from "../app/features/accounts/session.server.ts";
import { sharedPage } from "./shared-page-key.ts";
import { toWebRequest } from "./web-request.ts";

/**
 * A shared page is rendered with the country cookie alone: nothing of the person who asked first
 * (ADR 0013, ADR 0035); at the page's one query string, `search`, when given.
 */
export function sharedRequest(req: Request, search?: string): globalThis.Request {
  const country = sharedPage({ method: "GET", path: req.path, search: "", cookie: req.get("cookie"), userAgent: "" })?.country;
  return toWebRequest(req, { cookie: country ? `country=${country}` : "", url: search === undefined ? undefined : `${req.path}${search}` });
}

// The render gate, the page caches and the data saver each ask who the request is: one lookup
// (and one Web Request made from its headers) per request.
const sessionUsers = new WeakMap<Request, Promise<SessionUser | null>>();

function sessionUserOf(req: Request): Promise<SessionUser | null> {
  let user = sessionUsers.get(req);
  if (!user) {
    user = getSessionUser(toWebRequest(req));
    sessionUsers.set(req, user);
  }
  return user;
}

/** The member a request's session leads to (kept a few seconds: ADR 0028), or null. */
export async function memberOf(req: Request): Promise<string | null> {
  return (await sessionUserOf(req))?.id ?? null;
}

/** The data saver the request's member chose on their account, null while never chosen (or nobody). */
export async function memberDataSaver(req: Request): Promise<boolean | null> {
  return (await sessionUserOf(req))?.dataSaver ?? null;
}
