import type { I18n } from "@lingui/core";
import { DEFAULT_LANGUAGE, type Language, isLanguage } from "./language.ts";
import { pageI18n } from "./messages.ts";

type Match = { loaderData?: unknown } | undefined;

/**
 * The I18n of a route's `meta` (its title), as the root's meta builds it: the page's language and
 * country from the root's data, the messages every matched route carries.
 */
// Read defensively: a test may call a route's meta with its loader data alone (no matches).
export function metaI18n(matches: readonly Match[] | undefined = []): I18n {
  const root = matches[0]?.loaderData as { language?: unknown; country?: string | null } | undefined;
  const language: Language = isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
  return pageI18n(
    language,
    root?.country,
    matches.map((match) => match?.loaderData),
  );
}
