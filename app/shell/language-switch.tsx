import { useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { Form, usePageLanguage } from "../components/ui/link.tsx";
import { LANGUAGES, LANGUAGE_NAMES, directionOf } from "../lib/language.ts";
import { useCloseOnNavigation } from "./use-close-on-navigation.ts";

/**
 * The header's language switch (ADR 0049, 0057): a menu of the site's languages, each named in
 * itself, one form whose buttons each send their language (it works before the scripts run), back
 * to the same page in that language, loaded anew.
 */
export function LanguageSwitch() {
  const location = useLocation();
  const current = usePageLanguage();
  const details = useCloseOnNavigation();
  const { t } = useLingui();
  return (
    <details ref={details} className="relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md border border-slate-200 bg-white px-2 py-1 text-sm text-slate-700 hover:bg-slate-50">
        <Languages aria-hidden size={16} />
        {/* Its name says the language in words; the code is what the eye reads. */}
        <span className="sr-only">{t`Langue : ${LANGUAGE_NAMES[current]}`}</span>
        <span aria-hidden className="uppercase">
          {current}
        </span>
      </summary>
      {/* A new document in the new language (its words, direction and caches), as before JavaScript: sent by the router, a
          redirect to a page of another language was at times taken for the switch's own address (/langue, then home). */}
      <Form method="post" action="/langue" reloadDocument className="absolute end-0 z-50 mt-2 w-40 rounded-lg border border-slate-200 bg-white py-1 shadow-xl">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            dir={directionOf(language)}
            aria-current={language === current ? "true" : undefined}
            className={`block w-full px-4 py-2 text-start text-sm hover:bg-slate-50 ${language === current ? "font-semibold text-brand-700" : "text-slate-700"}`}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </Form>
    </details>
  );
}
