import { log } from "./log.server.ts";

const running = new Set<Promise<void>>();

/**
 * Work that must not hold up the answer it follows (a webhook answered 2xx first, a return page
 * that asks the provider): run now, its failure logged. Shutdown and the tests wait for it.
 */
export function runInBackground(name: string, work: () => Promise<unknown>): void {
  const task: Promise<void> = work()
    .then(() => undefined)
    .catch((error: unknown) => log.error("background.failed", { name, error: String(error) }))
    .finally(() => running.delete(task));
  running.add(task);
}

/** Resolves once every background task (and any they started) has ended. */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled(running);
}
