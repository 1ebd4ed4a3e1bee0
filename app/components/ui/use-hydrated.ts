import { startTransition, useEffect, useState } from "react";

/** True in the browser until the server's HTML has been hydrated; false on the server and after. */
let hydrating = typeof document !== "undefined";

/** Whether this render is the browser's first, over the server's HTML (never on the server). */
export function isHydrating(): boolean {
  return hydrating;
}

/** Called by the root once the page's first render is committed: later mounts are plain renders. */
export function hydrationEnded(): void {
  hydrating = false;
}

/**
 * False while the server's HTML is being hydrated, true once scripts run (and at once for later mounts).
 * The switch after hydration is a transition, which React renders in slices between the browser's
 * other work: useSyncExternalStore's switch was one synchronous re-render of every component using
 * it (each card of a grid at once, a long task on a cheap phone).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== "undefined" && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
