import type { I18n } from "@lingui/core";
import { languageOfPath } from "../../lib/language.ts";
import { pageI18n } from "../../lib/messages.ts";

/**
 * The page's words in a route's `meta`, where no hook runs: its language from the URL, its
 * messages from the matched routes' data (as the root's meta reads them).
 */
// Read defensively: a test may call a route's meta with its loader data alone.
export function metaI18n({ location, matches }: { location?: { pathname: string }; matches?: readonly ({ loaderData?: unknown } | undefined)[] }): I18n {
  return pageI18n(languageOfPath(location?.pathname ?? "/"), null, (matches ?? []).map((match) => match?.loaderData));
}
