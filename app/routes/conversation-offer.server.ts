import { data, redirect } from "react-router";
import type { SessionUser } from "../features/accounts/session.server.ts";
import type { OfferAnswer } from "../features/chat/components/offer-card.tsx";
import { conversationHref } from "../features/chat/conversations.server.ts";
import { OFFER_MESSAGES, isOfferUserAction } from "../features/chat/offer-lifecycle.ts";
import { offerPanel } from "../features/chat/offer-view.server.ts";
import { makeOffer, moveOffer } from "../features/chat/offers.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { requestLanguage } from "../server/i18n.server.ts";
import { refusalStatus } from "../lib/result.ts";

/**
 * The offer forms of a conversation: 'Faire une offre' (the conversation's sale, read on the server)
 * and the card's moves ('offer-accept', 'offer-counter'…). A refusal comes back with what was typed.
 */
export async function offerMoveAction(request: Request, user: SessionUser, conversationId: string, intent: string, form: FormData) {
  const amount = String(form.get("amount") ?? "").slice(0, 40);
  const country = resolveCountry(await selectedCountry(request, user.country));
  const language = requestLanguage(request);
  const refuse = (offerId: string | null, error: string, status = 400) => data<OfferAnswer>({ offerError: error, offerId, amount }, { status });
  if (intent === "offer") {
    const panel = await offerPanel(user.id, conversationId);
    if (!panel.canOffer) return refuse(null, OFFER_MESSAGES.unavailable);
    const made = await makeOffer(user.id, panel.canOffer.listingId, amount, country, { language });
    return made.ok ? redirect(conversationHref(made.conversationId), 303) : refuse(null, made.error);
  }
  const action = intent.slice("offer-".length);
  const offerId = String(form.get("offerId") ?? "");
  if (!isOfferUserAction(action)) return refuse(null, OFFER_MESSAGES.notAllowed);
  const moved = await moveOffer(user.id, offerId, action, { amount, country, language });
  if (!moved.ok) return refuse(offerId.slice(0, 40), moved.error, refusalStatus(moved));
  return redirect(conversationHref(moved.conversationId), 303);
}
