import { AsyncLocalStorage } from "node:async_hooks";

const requests = new AsyncLocalStorage<string>();

/**
 * Runs `work` as the request `id`: whatever it awaits or starts (loaders, renders, queries, work
 * left in the background) reads the same id, which every log line it writes then carries.
 */
export function runWithRequestId<T>(id: string, work: () => T): T {
  return requests.run(id, work);
}

/** The id of the request this code runs for; undefined outside one (the boot, a scheduled job). */
export function currentRequestId(): string | undefined {
  return requests.getStore();
}
