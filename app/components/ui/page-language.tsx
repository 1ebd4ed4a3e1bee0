import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { useMemo } from "react";

/**
 * Gives the page's messages to every `<Trans>` and `useLingui()` below. Unlike Lingui's own
 * provider it renders the first time with the I18n it is given, so the server's HTML and the
 * hydration read the same words, and a client navigation's new words show on its first frame.
 */
export function PageLanguage({ i18n, revision, children }: { i18n: I18n; revision: unknown; children: React.ReactNode }) {
  // A new value at each navigation (revision: the matches' data), so memoised readers see new words.
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n, revision]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
