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

export async function load(url: string, options: { connections: number; seconds: number; cookie?: string }): Promise<LoadFigures> {
  const headers: Record<string, string> = { ...BROWSER_HEADERS };
  if (options.cookie) headers.cookie = options.cookie;
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerPage: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
