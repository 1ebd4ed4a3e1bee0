import type { NextFunction, Request, Response } from "express";
import { hasAnyControl, hasTextControls } from "../app/lib/control-characters.ts";

/** The answer to an address the server cannot read. */
export const UNREADABLE_URL = "Adresse invalide : elle contient des caractères non autorisés.";

/**
 * Whether the server can read this address (path and query, as sent): every escape decodes as
 * UTF-8 (not `%E0%A4%A`, not a lone surrogate's `%ED%A0%80`, not a bare `%`), the path holds no
 * control character at all, and no query name or value holds one but tab and line breaks (a text
 * typed in a search box may). See ADR 0022.
 */
export function isReadableUrl(url: string): boolean {
  // Nearly every address: nothing escaped, so nothing to decode.
  if (!url.includes("%")) return !hasAnyControl(url);
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  try {
    if (hasAnyControl(decodeURIComponent(path))) return false;
    if (mark === -1) return true;
    for (const pair of url.slice(mark + 1).split("&")) {
      if (hasTextControls(decodeURIComponent(pair.replaceAll("+", " ")))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, before any route (event streams, uploads, pages, data), an address that cannot be read:
 * 400 in French, instead of a decoding error or a NUL sent to PostgreSQL answering 500.
 */
export function refuseUnreadableUrls(req: Request, res: Response, next: NextFunction) {
  if (isReadableUrl(req.originalUrl)) return next();
  res.status(400).type("text/plain").send(UNREADABLE_URL);
}
