import autocannon from "autocannon";

/** What a phone's Chrome sends: the server compresses and streams as it would for a visitor. */
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "fr-FR,fr;q=0.9",
};

export interface LoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  bytesPerPage: number;
}

/**
 * `clients`: each request comes from one of that many addresses in turn (X-Forwarded-For: the
 * server must trust one proxy, TRUST_PROXY=1), as the long tail's visitors do; without it every
 * request is one visitor's, whom the render gate serves one page at a time.
 */
export async function load(url: string, options: { connections: number; seconds: number; cookie?: string; clients?: number }): Promise<LoadFigures> {
  const headers: Record<string, string> = { ...BROWSER_HEADERS };
  if (options.cookie) headers.cookie = options.cookie;
  let sent = 0;
  const clients = options.clients ?? 0;
  const requests = clients
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: { ...request.headers, "x-forwarded-for": `198.51.100.${(sent++ % clients) + 1}` },
          }),
        },
      ]
    : undefined;
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers, ...(requests ? { requests } : {}) });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerPage: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
