import { redirect } from "react-router";
import type { Route } from "./+types/posted-card-close";
import { requireUser } from "./guards.server.ts";
import { closePostedCard } from "../features/listings/posted-card/posted-card.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { safeRedirect } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";

function pageLoader() {
  return redirect("/");
}
export const loader = withMessages("routes/posted-card-close", pageLoader);

/**
 * The close button of the home page's card 'Votre annonce est en ligne' (ADR 0054): the owner's own
 * listing only (anyone else changes nothing), then back where they were. A POST, so it works
 * before JavaScript; with it, the card goes at once and this runs in the background.
 */
async function pageAction({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  await closePostedCard(user.id, params.id);
  return redirect(safeRedirect(form.get("redirectTo"), "/"));
}
export const action = inPageLanguage(pageAction);
