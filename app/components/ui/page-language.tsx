import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { useMemo } from "react";

/**
 * Gives the page's messages to every `<Trans>` and `useLingui()` below. Unlike Lingui's own
 * provider it renders the first time with the I18n it is given, so the server's HTML and the
 * hydration read the same words, and a client navigation's new words show on its first frame.
 */
export function PageLanguage({ i18n, revision, children }: { i18n: I18n; revision: unknown; children: React.ReactNode }) {
  // `t` stays the same function for a language (effects list it among their dependencies: a new one
  // at each revalidation would run them again), while the value is new at each navigation
  // (revision: the matches' data), so every reader renders the words that came with it.
  const translate = useMemo(() => i18n._.bind(i18n), [i18n]);
  const value = useMemo(() => ({ i18n, _: translate }), [i18n, translate, revision]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
