/** The last task queued for each key; removed once it has run and nothing follows it. */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every task queued before it under the same key, in this process. Tasks under
 * different keys run side by side. A task waiting here holds nothing (no database connection).
 */
export function queued<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}

/** How many keys have tasks queued or running (for tests). */
export function queuedKeys(): number {
  return tails.size;
}
