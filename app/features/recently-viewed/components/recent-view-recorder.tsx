import { useEffect } from "react";
import { deviceRecents } from "../device-recents.ts";
import { withRecent } from "../recently-viewed.ts";

/**
 * A listing's page, once shown to a visitor, goes first in the device's list. A member's opening is
 * recorded on the account by the page's view beacon instead.
 */
export function RecentViewRecorder({ listingId, member }: { listingId: string; member: boolean }) {
  useEffect(() => {
    if (!member) deviceRecents.write(withRecent(deviceRecents.read(), listingId));
  }, [listingId, member]);
  return null;
}
