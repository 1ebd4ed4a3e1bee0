import { useLingui } from "@lingui/react/macro";
import { shownText } from "../../lib/messages.ts";

/**
 * Shows strings that come as French text (a field's error, a toast, an outcome): a marked message
 * in the page's language, anything else as it is (`shownText`, app/lib/messages.ts).
 */
export function useShownText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => shownText(i18n, text);
}
