import { useLocation } from "react-router";
import { Form, usePageLanguage } from "../components/ui/link.tsx";

/**
 * The header's language switch (ADR 0049): a form (works before the scripts run) that offers the
 * other language, named in that language, and comes back to the same page in it.
 */
export function LanguageSwitch() {
  const location = useLocation();
  const english = usePageLanguage() === "en";
  return (
    <Form method="post" action="/langue" preventScrollReset className="flex items-center">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      <input type="hidden" name="language" value={english ? "fr" : "en"} />
      {english ? (
        <button type="submit" lang="fr" className="rounded-md border border-slate-200 bg-white px-2 py-1 text-sm text-slate-700 hover:bg-slate-50">
          Français
        </button>
      ) : (
        <button type="submit" lang="en" className="rounded-md border border-slate-200 bg-white px-2 py-1 text-sm text-slate-700 hover:bg-slate-50">
          English
        </button>
      )}
    </Form>
  );
}
