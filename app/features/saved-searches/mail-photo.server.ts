import { variantUrlFor } from "../../server/images.server.ts";
import { appUrl } from "../../server/secret.server.ts";

/** A listing photo's 400 px copy as a link a mail can show (storage URLs may be paths on our site). */
export function mailPhotoUrl(prefix: string | undefined): string | null {
  if (!prefix) return null;
  const url = variantUrlFor(prefix, 400);
  return url.startsWith("/") && !url.startsWith("//") ? `${appUrl()}${url}` : url;
}
