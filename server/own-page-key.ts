import { isbot } from "isbot";
import { saveDataRequested } from "../app/lib/data-saver.ts";
import { PREFIX_PATTERN } from "../app/lib/language.ts";
import { OWN_PAGE_PATH } from "../app/lib/own-pages.ts";
import { type PageRequest, TOAST_COOKIE, readsToast } from "./shared-page-key.ts";

/**
 * A member's own pages — their favourites, messages, a conversation, bookings, dashboard, profile,
 * and `/moi`, their bits on the pages every member shares — kept a few seconds for that member
 * alone (ADR 0040), as a document or as the data of a client-side navigation, in French or under
 * a language's prefix in that language (the path, in the key, tells them apart).
 */
const OWN_PAGES = new RegExp(`^(?:${PREFIX_PATTERN})?${OWN_PAGE_PATH}(?:\\.data)?$`);

/** `/moi`, a resource route: the root's loader never runs with it, so it never reads a toast. */
const PERSONAL_BITS = new RegExp(`^(?:${PREFIX_PATTERN})?/moi(?:\\.data)?$`);

/**
 * What a member's kept page depends on besides the member: every cookie the browser sent (their
 * session, their country, the revision their own last write gave them: `member-revision.ts`), the
 * path and query, whether a crawler asks, and whether the browser asks to save data (`Save-Data`:
 * the data saver, when the member never chose it, shows placeholders for photos). Null when the request is not for such a page.
 */
export function ownPageVariant(request: PageRequest): string | null {
  if (request.method !== "GET" || !OWN_PAGES.test(request.path)) return null;
  let cookies = (request.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .sort();
  // A toast is shown once, by the page that reads it and deletes its cookie: never kept. A client-side
  // navigation that does not ask for the root's data (or `/moi`) neither reads nor deletes it: its
  // answer is the one kept without the toast, which the browser keeps holding for its next page.
  const toast = cookies.some((pair) => pair.startsWith(`${TOAST_COOKIE}=`));
  if (toast && !PERSONAL_BITS.test(request.path) && readsToast(request.path, request.search)) return null;
  if (toast) cookies = cookies.filter((pair) => !pair.startsWith(`${TOAST_COOKIE}=`));
  const saveData = saveDataRequested(request.saveData) ? "save-data" : "any";
  return `${isbot(request.userAgent) ? "bot" : "browser"} ${saveData} ${cookies.join("; ")} ${request.path}${request.search}`;
}
