import { deviceList } from "../../components/ui/device-list.ts";
import { RECENT_CARDS_PATH, RECENT_MAX } from "./recently-viewed.ts";

/** A visitor's 'Récemment consultées', kept on the device until they sign in. */
export const deviceRecents = deviceList("autoafrique:recemment-consultees", RECENT_MAX);

let merging: Promise<void> | null = null;

/**
 * Once signed in, the device's list is posted once to the account and forgotten here; the home
 * page's section waits for it before reading the member's list. Kept when the post fails, to try
 * again on the next page.
 */
export function mergeDeviceRecents(): Promise<void> {
  merging ??= (async () => {
    const ids = deviceRecents.read();
    if (ids.length === 0) return;
    try {
      const response = await fetch(RECENT_CARDS_PATH, { method: "POST", body: new URLSearchParams({ ids: ids.join(",") }) });
      if (response.ok) deviceRecents.write([]);
    } catch {
      // offline: the list stays on the device
    }
    merging = null;
  })();
  return merging;
}
