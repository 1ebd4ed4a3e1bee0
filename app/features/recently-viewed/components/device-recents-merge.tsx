import { useEffect } from "react";
import { mergeDeviceRecents } from "../device-recents.ts";

/** Mounted while someone is signed in: the list kept on the device before sign-in joins the account's. */
export function DeviceRecentsMerge() {
  useEffect(() => {
    void mergeDeviceRecents();
  }, []);
  return null;
}
