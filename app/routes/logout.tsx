import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "../features/accounts/accounts.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

function pageLoader() {
  return redirect("/");
}
export const loader = withMessages("routes/logout", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  // The button's form has no field, but only a form is taken, and a small one.
  await readForm(request);
  const authHeaders = await signOut(request);
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast("/", { type: "success", title: /*i18n*/ "Déconnexion réussie" }, headers);
}
export const action = inPageLanguage(pageAction);
