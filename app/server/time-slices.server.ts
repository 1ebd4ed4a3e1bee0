/** How long a slice of background computation may hold the event loop before requests get their turn. */
const SLICE_MS = 10;

/**
 * Runs a computation written as steps (a generator that pauses now and then) in slices of about
 * 10 ms, letting the requests waiting in between run: a long fit slows pages a little instead of
 * stopping them.
 */
export async function runInSlices<T>(steps: Generator<void, T>): Promise<T> {
  let sliceEnds = performance.now() + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnds) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceEnds = performance.now() + SLICE_MS;
    }
  }
}
