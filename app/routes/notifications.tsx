import { redirect } from "react-router";
import type { Route } from "./+types/notifications";
import { requireUser } from "./guards.server.ts";
import { safeRedirect } from "../server/page-url.server.ts";
import { isUuid } from "../lib/uuid.ts";
import { readForm } from "../server/read-form.server.ts";
import { markAllNotificationsRead, markNotificationRead } from "../features/notifications/notifications.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

function pageLoader() {
  return redirect("/");
}
export const loader = withMessages("routes/notifications", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const id = form.get("id");
  if (form.get("intent") === "read-all") await markAllNotificationsRead(user.id);
  else if (isUuid(id)) await markNotificationRead(user.id, id);
  return redirect(safeRedirect(form.get("redirectTo"), "/"));
}
export const action = inPageLanguage(pageAction);
