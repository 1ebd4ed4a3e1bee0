import type { NextFunction, Request, Response } from "express";
import { METHOD_NOT_ALLOWED } from "../app/server/method-not-allowed.server.ts";

/** The methods React Router hands to the routes; the root middleware answers those without an action. */
const ROUTER_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * React Router refuses any other method (OPTIONS, PROPFIND…) itself, before the routes and their
 * middleware, with its English developer text: refused here instead, in French.
 */
export function refuseUnknownMethods(req: Request, res: Response, next: NextFunction) {
  if (ROUTER_METHODS.has(req.method)) return next();
  res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send(METHOD_NOT_ALLOWED);
}
