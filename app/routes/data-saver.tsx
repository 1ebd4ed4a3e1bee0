import { redirect } from "react-router";
import type { Route } from "./+types/data-saver";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { setDataSaver } from "../features/accounts/data-saver.server.ts";
import { DATA_SAVER_FIELD, DATA_SAVER_INVALID } from "../lib/data-saver.ts";
import { dataSaverCookieHeader } from "../server/data-saver-cookie.server.ts";
import { safeRedirect } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

function pageLoader() {
  return redirect("/");
}
export const loader = withMessages("routes/data-saver", pageLoader);

/** 'Économiseur de données': kept on the device (a cookie), and on the account of a member; back to the page it was set from. */
async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const to = safeRedirect(form.get("redirectTo"), "/");
  const asked = form.get(DATA_SAVER_FIELD);
  if (asked !== "oui" && asked !== "non") return redirectWithToast(to, { type: "error", title: DATA_SAVER_INVALID });
  const on = asked === "oui";
  const user = await getSessionUser(request);
  if (user) await setDataSaver(user.id, on);
  return redirect(to, { headers: { "Set-Cookie": dataSaverCookieHeader(on) } });
}
export const action = inPageLanguage(pageAction);
