import { data, redirect } from "react-router";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { requestBooking } from "../features/bookings/booking-action.server.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { type ListingRef, listingHref } from "../features/listings/listing.ts";
import { applyOwnerPageAction } from "../features/listings/manage/my-listing-action.server.ts";
import { sendReview } from "../features/reviews/review-action.server.ts";
import { refusalStatus } from "../lib/result.ts";
import { requestLanguage } from "../server/i18n.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requireUser } from "./guards.server.ts";

/**
 * The detail page's review POST, sent by a plain form or by a fetcher: sign-in first (back to the
 * listing afterwards), then the review, answered with the page's data (no redirect), so the page
 * shows the message and, on a refusal, keeps what was typed.
 */
export async function reviewAction(request: Request, ref: ListingRef, form: FormData) {
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(listingHref(ref.kind, encodeURIComponent(ref.id)), "connexion"));
  const sent = await sendReview(user.id, ref, form);
  return data({ review: sent.review }, { status: sent.review.ok ? 200 : refusalStatus(sent) });
}

/**
 * A button of the owner's panel on the listing's own page, posted to that page: a visitor signs in
 * first; back on the page, which then says what happened ('Annonce non trouvée' to anyone but the owner).
 */
export async function ownerPageAction(request: Request, ref: ListingRef, form: FormData) {
  const user = await requireUser(request);
  const outcome = await applyOwnerPageAction(user.id, ref, form);
  const back = listingHref(ref.kind, ref.id);
  return redirectWithToast(back, outcome.ok ? { type: "success", title: outcome.message } : { type: "error", title: outcome.error });
}

/**
 * The 'Réserver' tab's POST on /rental/{id}: answered with the page's data (no redirect), the status from
 * the outcome's code (401 signed out, 409 dates taken, 404, 403, 429, 503; none: 400).
 */
export async function bookingAction(request: Request, listingId: string, form: FormData) {
  const user = await getSessionUser(request);
  const { booking, code } = await requestBooking(user?.id ?? null, listingId, form, requestLanguage(request));
  return data({ booking }, { status: booking.ok ? 200 : refusalStatus({ code }) });
}
