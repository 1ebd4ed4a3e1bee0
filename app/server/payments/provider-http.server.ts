/** A provider's API answered with an error (4xx or 5xx), or something that is not its JSON. */
export class ProviderApiError extends Error {
  readonly status: number;
  constructor(provider: string, status: number, message: string) {
    super(`${provider}: ${status} ${message}`);
    this.status = status;
  }
}

export const PROVIDER_REQUEST_TIMEOUT_MS = 15_000;

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One JSON request to a provider's API: its parsed answer and HTTP status, or a throw when it cannot be reached. */
export async function requestJson(
  url: string,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: object },
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.body) headers["content-type"] = "application/json";
  const response = await fetch(url, {
    method: init.method,
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(PROVIDER_REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: safeJson(await response.text()) };
}
