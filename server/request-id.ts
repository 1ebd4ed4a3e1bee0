import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { runWithRequestId } from "../app/server/request-context.server.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** An id our own proxy may hand on: nothing that could break a log line or a header. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Crockford's base32: no I, L, O or U, so a member can read it out over the phone without doubt. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 12 characters, 60 random bits. */
export function newRequestId(): string {
  // 32 divides 256: every character is equally likely.
  return Array.from(randomBytes(12), (byte) => ALPHABET[byte & 31]).join("");
}

/**
 * Gives every request an id, sent back as `X-Request-Id`, kept in `res.locals.requestId` and in the
 * request's context (request-context.server.ts) for the log lines and the error page. Behind
 * `trustedProxies` proxies (TRUST_PROXY) the id the nearest one sent is kept when well formed, so
 * its logs and ours name the request alike; a client's own is never believed.
 */
export function requestId(trustedProxies: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const forwarded = trustedProxies > 0 ? req.get(REQUEST_ID_HEADER) : undefined;
    const id = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : newRequestId();
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    runWithRequestId(id, next);
  };
}
