import { redirect } from "react-router";
import type { Route } from "./+types/country";
import { safeRedirect } from "../server/page-url.server.ts";
import { isCountryCode } from "../lib/countries.ts";
import { countryCookieHeader } from "../server/country-cookie.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

function pageLoader() {
  return redirect("/");
}
export const loader = withMessages("routes/country", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const country = form.get("country");
  const to = safeRedirect(form.get("redirectTo"), "/");
  if (!isCountryCode(country)) return redirect(to);
  return redirect(to, { headers: { "Set-Cookie": await countryCookieHeader(country) } });
}
export const action = inPageLanguage(pageAction);
