import { data } from "react-router";
import { saveWhatsAppPreference } from "../features/accounts/whatsapp-action.server.ts";
import { applyBulkListingAction, bulkOutcomeToast } from "../features/listings/manage/bulk-listing-action.server.ts";
import { applyMyListingAction } from "../features/listings/manage/my-listing-action.server.ts";
import type { Language } from "../lib/language.ts";
import { savePushTopic } from "../features/push/push-topic-action.server.ts";
import { refusalStatus } from "../lib/result.ts";
import { redirectWithToast, toastHeaders } from "../server/toast.server.ts";

/**
 * The profile's forms whose features answer with a result, turned into the profile's answers: for
 * the member the route's guard let in (`userId`).
 */

const MY_LISTINGS = "/profile?tab=annonces";

/** A button of 'Mes Annonces': back to the tab, which says what happened. */
export async function myListingAction(userId: string, form: FormData) {
  const outcome = await applyMyListingAction(userId, form);
  return redirectWithToast(MY_LISTINGS, outcome.ok ? { type: "success", title: outcome.message } : { type: "error", title: outcome.error });
}

/**
 * The action bar of 'Mes Annonces': back to the tab, which says how many listings changed and how
 * many were refused; a request refused whole (no selection, a bad percentage) says why.
 */
export async function bulkListingAction(userId: string, form: FormData, language: Language) {
  const outcome = await applyBulkListingAction(userId, form);
  return redirectWithToast(MY_LISTINGS, outcome.ok ? bulkOutcomeToast(outcome, language) : { type: "error", title: outcome.error });
}

/** A preference switch saved goes back to the profile saying so; refused, the profile stays, saying why. */
async function preferenceAnswer(saved: Awaited<ReturnType<typeof savePushTopic>>) {
  if (saved.ok) return redirectWithToast("/profile", { type: "success", title: saved.message });
  return data({ ok: false }, { status: refusalStatus(saved), headers: await toastHeaders({ type: "error", title: saved.error }) });
}

/** The switch of one topic's push notifications. */
export async function pushTopicAction(userId: string, form: FormData) {
  return preferenceAnswer(await savePushTopic(userId, form));
}

/** The WhatsApp switch, and one topic's. */
export async function whatsappPreferenceAction(userId: string, form: FormData) {
  return preferenceAnswer(await saveWhatsAppPreference(userId, form));
}
