import { data } from "react-router";
import { getSessionUser } from "../../accounts/session.server.ts";
import { signInPath } from "../../accounts/sign-in-path.ts";
import { bookingAction } from "../../bookings/booking-action.server.ts";
import { takenRanges } from "../../bookings/booking-calendar.server.ts";
import { BOOKING_INTENT, dayOf } from "../../bookings/booking-rules.ts";
import { contactAction } from "../../chat/contact.server.ts";
import { listingEvaluation } from "../../pricing/pricing.server.ts";
import { reviewAction } from "../../reviews/review-action.server.ts";
import { REVIEW_INTENT } from "../../reviews/review-rules.ts";
import { siteLimit } from "../../settings/site-limits.server.ts";
import { selectedCountry } from "../../../server/country-cookie.server.ts";
import { readForm } from "../../../server/read-form.server.ts";
import { freshBrowseHref } from "../browse-query.ts";
import { type ListingKind, type ListingRef, listingHref } from "../listing.ts";
import { listingDetailPage } from "./detail.server.ts";
import { shareInfo } from "./share-meta.server.ts";

/** /listing/{id} (a sale) and /rental/{id} (a rental) read and answer alike: the path says which. */
function refOf(request: Request, id: string | undefined): ListingRef {
  const kind: ListingKind = new URL(request.url).pathname.startsWith("/rental/") ? "rental" : "sale";
  return { kind, id: id ?? "" };
}

/** A listing's page: the listing, its owner and reviews, a rental's calendar, a sale's price rating. */
export async function loadListingDetail(request: Request, id: string | undefined) {
  const ref = refOf(request, id);
  const user = await getSessionUser(request);
  const today = dayOf(new Date());
  const [country, page, taken, maxStayDays, evaluation] = await Promise.all([
    selectedCountry(request, user?.country),
    listingDetailPage(ref, user?.id),
    ref.kind === "rental" ? takenRanges(ref.id, today) : [],
    siteLimit("max_booking_days"),
    ref.kind === "sale" ? listingEvaluation(ref.id) : null,
  ]);
  const browseHref = freshBrowseHref(ref.kind);
  if (page.status !== "found") {
    return data({ status: page.status, country, browseHref }, { status: page.status === "failed" ? 500 : 404 });
  }
  return {
    ...page,
    country,
    browseHref,
    tab: new URL(request.url).searchParams.get("tab"),
    share: shareInfo(page.listing),
    calendar: { today, taken, maxStayDays },
    // A sold car's price is not rated: nobody can buy it at that price any more.
    evaluation: page.availability === "offered" ? evaluation : null,
    bookingSignIn: signInPath(`${listingHref(ref.kind, ref.id)}?tab=reserver`, "reservation"),
  };
}

/** The page found, as its component receives it. */
export type FoundListingDetail = Exclude<Awaited<ReturnType<typeof loadListingDetail>>, { data: unknown }>;

/** A listing page's forms: a review, a rental's booking request, or the contact buttons. */
export async function listingDetailAction(request: Request, id: string | undefined) {
  const ref = refOf(request, id);
  // The contact buttons' action reads the body itself: the intent is read from a copy.
  const form = await readForm(request.clone());
  const intent = form.get("intent");
  if (intent === REVIEW_INTENT) return reviewAction(request, ref, form);
  if (intent === BOOKING_INTENT && ref.kind === "rental") return bookingAction(request, ref.id, form);
  return contactAction(request, ref);
}

/** The answers of those forms, as the page receives them. */
export type ListingDetailAnswer = Awaited<ReturnType<typeof listingDetailAction>>;
