import { redirect } from "react-router";
import type { Route } from "./+types/country";
import { localizedRedirect, safeRedirect } from "../server/page-url.server.ts";
import { isCountryCode } from "../lib/countries.ts";
import { countryCookieHeader } from "../server/country-cookie.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { chosenLanguage } from "../server/language-cookie.server.ts";
import { defaultLanguageOf } from "../lib/language.ts";

function pageLoader() {
  return redirect("/");
}
export const loader = withMessages("routes/country", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const country = form.get("country");
  const redirectTo = form.get("redirectTo");
  if (!isCountryCode(country)) return redirect(safeRedirect(redirectTo));
  // Without a language of their own, a visitor reads their country's: picking Ghana opens the
  // English page, picking Senegal the French one (ADR 0049). The header keeps that language.
  const language = chosenLanguage(request) ?? defaultLanguageOf(country);
  return redirect(localizedRedirect(redirectTo, language), {
    headers: { "Set-Cookie": await countryCookieHeader(country), "Content-Language": language },
  });
}
export const action = inPageLanguage(pageAction);
