import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the server's HTML is being hydrated, true once scripts run (and for later mounts). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
