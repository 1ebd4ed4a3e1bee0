import { isbot } from "isbot";
import { saveDataRequested } from "../app/lib/data-saver.ts";
import { PREFIX_PATTERN } from "../app/lib/language.ts";
import { OWN_PAGE_PATH } from "../app/lib/own-pages.ts";
import type { PageRequest } from "./shared-page-key.ts";

/**
 * A member's own pages — their favourites, messages, a conversation, bookings, dashboard, profile,
 * and `/moi`, their bits on the pages every member shares — kept a few seconds for that member
 * alone (ADR 0040), as a document or as the data of a client-side navigation, in French or under
 * a language's prefix in that language (the path, in the key, tells them apart).
 */
const OWN_PAGES = new RegExp(`^(?:${PREFIX_PATTERN})?${OWN_PAGE_PATH}(?:\\.data)?$`);

/** The cookie of a one-time toast: the page that shows it clears it, so it is never served again. */
const TOAST_COOKIE = "aa_flash";

/**
 * What a member's kept page depends on besides the member: every cookie the browser sent (their
 * session, their country, the revision their own last write gave them: `member-revision.ts`), the
 * path and query, whether a crawler asks, and whether the browser asks to save data (`Save-Data`:
 * the data saver, when the member never chose it, shows placeholders for photos). Null when the request is not for such a page.
 */
export function ownPageVariant(request: PageRequest): string | null {
  if (request.method !== "GET" || !OWN_PAGES.test(request.path)) return null;
  const cookies = (request.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .sort();
  if (cookies.some((pair) => pair.startsWith(`${TOAST_COOKIE}=`))) return null;
  const saveData = saveDataRequested(request.saveData) ? "save-data" : "any";
  return `${isbot(request.userAgent) ? "bot" : "browser"} ${saveData} ${cookies.join("; ")} ${request.path}${request.search}`;
}
