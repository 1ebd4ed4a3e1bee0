import { createHash, timingSafeEqual } from "node:crypto";
import { type Server, createServer } from "node:http";

/** The exposition a scrape is answered with: this process's registry, or the workers' summed by the primary. */
export type MetricsText = () => Promise<{ contentType: string; body: string }>;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header is `Bearer <token>`; compared as digests, in constant time whatever their lengths. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

export const UNAUTHORIZED_HEADERS = { "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "text/plain; charset=utf-8" };

/**
 * GET /metrics alone, on its own port (METRICS_PORT), bound to METRICS_HOST: a port the load
 * balancer does not forward. With METRICS_TOKEN set as well, the token is asked here too.
 */
export function listenMetrics(options: { port: number; host: string; token: string | undefined; text: MetricsText }): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Introuvable");
      return;
    }
    if (options.token && !bearerMatches(req.headers.authorization, options.token)) {
      res.writeHead(401, UNAUTHORIZED_HEADERS).end("Jeton requis");
      return;
    }
    options.text().then(
      ({ contentType, body }) => res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : body),
      (error: unknown) => {
        console.error(JSON.stringify({ level: "error", event: "metrics.failed", error: String(error) }));
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Mesures indisponibles");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
