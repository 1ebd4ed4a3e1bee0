import type { Route } from "./+types/report";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { signInPath } from "../features/accounts/sign-in-reasons.ts";
import { REPORT_MESSAGES } from "../features/reports/report-rules.ts";
import { fileReport } from "../features/reports/reports.server.ts";
import { safeRedirect } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { redirect } from "react-router";

/** 'Signaler' from a listing or a public profile: the page comes back with the outcome as a toast. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("back"), "/");
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(back, "signalement"));
  const id = String(form.get("id") ?? "");
  const target = form.get("kind") === "account" ? { accountId: id } : { listingId: id };
  const filed = await fileReport(user.id, target, { reason: form.get("reason"), comment: form.get("comment") });
  return filed.ok
    ? redirectWithToast(back, { type: "success", title: REPORT_MESSAGES.sent, description: REPORT_MESSAGES.sentDescription })
    : redirectWithToast(back, { type: "error", title: "Erreur", description: filed.error });
}
