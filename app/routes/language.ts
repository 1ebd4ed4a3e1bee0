import { data, redirect } from "react-router";
import type { Route } from "./+types/language";
import { setLanguage } from "../features/accounts/language.server.ts";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { isLanguage } from "../lib/language.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { languageCookieHeader } from "../server/language-cookie.server.ts";
import { localizedRedirect } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";

/** The answer to a language the site is not written in. */
export const UNKNOWN_LANGUAGE = /*i18n*/ "Langue inconnue : le site est en français, en anglais, en portugais ou en arabe.";

function pageLoader() {
  return redirect("/");
}
export const loader = withMessages("routes/language", pageLoader);

/**
 * The header's language switch (ADR 0049): keeps the choice in the `aa_lang` cookie (and on a
 * member's account), then shows the same page in that language. A return address off the site
 * gives the home page.
 */
async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const language = form.get("language");
  if (!isLanguage(language)) throw data(UNKNOWN_LANGUAGE, 400);
  const to = localizedRedirect(form.get("redirectTo"), language);
  const user = await getSessionUser(request);
  if (user) await setLanguage(user.id, language);
  return redirect(to, {
    status: 303,
    // Already in the language asked for: the root middleware leaves a redirect that says its language as it is.
    headers: { "Set-Cookie": languageCookieHeader(language), "Content-Language": language },
  });
}
export const action = inPageLanguage(pageAction);
