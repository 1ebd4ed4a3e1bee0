import type { RequestHandler } from "express";
import { httpRequestDuration } from "../app/server/metrics.server.ts";
import { type MetricsText, UNAUTHORIZED_HEADERS, bearerMatches } from "./metrics-server.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Times each request until its answer ends, labelled by its route's pattern (route-pattern.ts),
 * taken on arrival: a router mounted on a prefix (the uploads) changes req.path on the way.
 */
export function requestDurations(patternOf: (method: string, path: string) => string): RequestHandler {
  return (req, res, next) => {
    const route = patternOf(req.method, req.path);
    const end = httpRequestDuration.startTimer();
    res.on("finish", () => end({ method: METHODS.has(req.method) ? req.method : "other", route, status: String(res.statusCode) }));
    next();
  };
}

/**
 * GET /metrics on the main port: only with `Authorization: Bearer <token>`; without a token (the
 * metrics are off here, or served on METRICS_PORT) the address does not exist.
 */
export function metricsRoute(token: string | undefined, text: MetricsText): RequestHandler {
  return (req, res, next) => {
    if (!token) {
      res.status(404).type("text/plain").send("Introuvable");
      return;
    }
    if (!bearerMatches(req.get("authorization"), token)) {
      res.status(401).set(UNAUTHORIZED_HEADERS).send("Jeton requis");
      return;
    }
    text()
      .then(({ contentType, body }) => {
        res.status(200).set({ "Content-Type": contentType, "Cache-Control": "no-store" }).send(body);
      })
      .catch(next);
  };
}
