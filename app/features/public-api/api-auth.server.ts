import { type RateRule, hitAll } from "../../server/rate-limit.server.ts";
import { type ApiCaller, apiKeyOf, noteKeyUsed, requireApiAccess } from "./api-keys.server.ts";
import { ApiProblem } from "./problem.server.ts";

/** Requests one key may make: a burst a minute, and a day's total (documented at /api/docs). */
export const API_RATE_PER_MINUTE: RateRule = { max: 120, windowSeconds: 60 };
export const API_RATE_PER_DAY: RateRule = { max: 10_000, windowSeconds: 24 * 60 * 60 };

export const apiRateKeys = (keyId: string) => [
  { key: `api:minute:${keyId}`, rule: API_RATE_PER_MINUTE },
  { key: `api:day:${keyId}`, rule: API_RATE_PER_DAY },
];

/**
 * The caller of an API request, or the problem thrown: 401 without a usable key, 429 over the
 * key's limits (counted before any other work), 403 for an owner banned or no longer Pro nor a dealer.
 */
export async function authenticateApiKey(request: Request): Promise<ApiCaller> {
  const key = await apiKeyOf(request);
  const throttle = await hitAll(apiRateKeys(key.keyId));
  if (!throttle.allowed) throw new ApiProblem("too_many_requests", { headers: { "Retry-After": String(throttle.retryAfterSeconds) } });
  await requireApiAccess(key.ownerId);
  await noteKeyUsed(key.keyId, key.lastUsedAt);
  return { keyId: key.keyId, ownerId: key.ownerId };
}
