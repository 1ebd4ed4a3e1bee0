import { isbot } from "isbot";
import { pathWithoutLanguage } from "../lib/language.ts";
import { acceptedOffersOn } from "../features/chat/offer-view.server.ts";
import { offerAmountText } from "../features/chat/offer-amount.ts";
import { data } from "react-router";
import { listingMarket } from "../features/listings/price-history.server.ts";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { bookingAction } from "../features/bookings/booking-action.server.ts";
import { takenRanges } from "../features/bookings/booking-calendar.server.ts";
import { BOOKING_INTENT, dayOf } from "../features/bookings/booking-rules.ts";
import { contactAction } from "../features/chat/contact.server.ts";
import { favoriteIds } from "../features/favorites/favorites.server.ts";
import { freshBrowseHref } from "../features/listings/browse-query.ts";
import { isListingId, listingDetailPage } from "../features/listings/detail/detail.server.ts";
import { shareInfo } from "../features/listings/detail/share-meta.server.ts";
import { type ListingKind, type ListingRef, listingHref } from "../features/listings/listing.ts";
import { listingEvaluation, withDealBadges } from "../features/pricing/pricing.server.ts";
import { ownerPageAction } from "../features/listings/manage/my-listing-action.server.ts";
import { OWNER_PAGE_INTENT } from "../features/listings/manage/my-listing-actions.ts";
import { reviewAction } from "../features/reviews/review-action.server.ts";
import { REVIEW_INTENT } from "../features/reviews/review-rules.ts";
import { listingReviews } from "../features/reviews/reviews.server.ts";
import { listingStructuredData } from "../features/seo/listing-structured-data.server.ts";
import { canonicalUrl } from "../features/seo/canonical.server.ts";
import { pageLinks } from "../features/seo/page-links.server.ts";
import { requestLanguage } from "../server/i18n.server.ts";
import { siteLimit } from "../features/settings/site-limits.server.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { log } from "../server/log.server.ts";
import { readForm } from "../server/read-form.server.ts";

const PAGE_OWNER_HEADER = "X-Page-Owner";

/** A deleted listing is gone (410): search engines drop it at once; one never seen is not found. */
const NOT_FOUND_STATUS = { "not-found": 404, gone: 410, failed: 500 } as const;

/**
 * A detail page's data: the listing's own (its feature), with what other features add to it — its
 * reviews, whether the visitor favourited it, the price ratings of the similar listings — read
 * alongside it.
 */
export async function listingDetailView(ref: ListingRef, viewerId?: string | null) {
  if (!isListingId(ref.id)) return { status: "not-found" } as const;
  try {
    const [page, reviews, favorites, market] = await Promise.all([
      listingDetailPage(ref, viewerId),
      listingReviews(ref.id, viewerId),
      favoriteIds(viewerId, [ref.id]),
      listingMarket(ref.id),
    ]);
    if (page.status !== "found") return page;
    // Read for nobody in particular (a visitor, or every member: ADR 0035), the heart is not known here.
    return { ...page, similar: await withDealBadges(page.similar), reviews, market, isFavorite: viewerId ? favorites.has(ref.id) : null };
  } catch (error) {
    log.error("listing_detail.failed", { kind: ref.kind, id: ref.id, error });
    return { status: "failed" } as const;
  }
}

/** /listing/{id} (a sale) and /rental/{id} (a rental) read and answer alike: the path says which. */
function refOf(request: Request, id: string | undefined): ListingRef {
  const kind: ListingKind = pathWithoutLanguage(new URL(request.url).pathname).startsWith("/rental/") ? "rental" : "sale";
  return { kind, id: id ?? "" };
}

/** A listing's page: the listing, its owner and reviews, a rental's calendar, a sale's price rating. */
export async function loadListingDetail(request: Request, id: string | undefined) {
  const ref = refOf(request, id);
  const language = requestLanguage(request);
  const user = await getSessionUser(request);
  const today = dayOf(new Date());
  const [country, page, taken, maxStayDays, evaluation] = await Promise.all([
    selectedCountry(request, user?.country),
    listingDetailView(ref, user?.id),
    ref.kind === "rental" ? takenRanges(ref.id, today) : [],
    siteLimit("max_booking_days"),
    ref.kind === "sale" ? listingEvaluation(ref.id, language) : null,
  ]);
  const browseHref = freshBrowseHref(ref.kind);
  // Only the owner's own page (the page cache keeps it apart: ADR 0035) lists the offers they accepted.
  const accepted = page.status === "found" && page.isOwner && user && ref.kind === "sale" ? await acceptedOffersOn(user.id, ref.id) : [];
  if (page.status !== "found") {
    return data({ status: page.status, country, browseHref }, { status: NOT_FOUND_STATUS[page.status] });
  }
  const found = {
    ...page,
    country,
    browseHref,
    tab: new URL(request.url).searchParams.get("tab"),
    // Each language's page is its own canonical (and og:url): /en/listing/{id} for the English one.
    share: { ...shareInfo(page.listing, language), url: canonicalUrl(listingHref(ref.kind, ref.id), language) },
    links: pageLinks(listingHref(ref.kind, ref.id), language),
    structuredData: listingStructuredData(page, language),
    acceptedOffers: accepted.map(({ amount, conversationId }) => ({ amountText: offerAmountText(amount, language), conversationId })),
    calendar: { today, taken, maxStayDays },
    // A sold car's price is not rated: nobody can buy it at that price any more.
    evaluation: page.availability === "offered" ? evaluation : null,
    bookingSignIn: signInPath(`${listingHref(ref.kind, ref.id)}?tab=reserver`, "reservation"),
  };
  // A visitor following an old link reads that it expired or was sold, with similar cars; a crawler
  // is told it is gone for good, so that search engines drop it (ADR 0039, 0045). A rental lent out
  // comes back: its page stays a 200, out of the index.
  const gone = (page.availability === "expired" || page.availability === "sold") && isbot(request.headers.get("user-agent"));
  // The page cache gives the owner their own page, with its controls, not the one members share (ADR 0035).
  return data(found, { status: gone ? 410 : 200, headers: { [PAGE_OWNER_HEADER]: page.listing.ownerId } });
}

/** The page found, as its component receives it. */
export type FoundListingDetail = Extract<Awaited<ReturnType<typeof loadListingDetail>>["data"], { status: "found" }>;

/** The route's headers: the owner named for the page cache, on the document and its navigation data. */
export function listingDetailHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const owner = loaderHeaders.get(PAGE_OWNER_HEADER);
  return new Headers(owner ? { [PAGE_OWNER_HEADER]: owner } : {});
}

/** A listing page's forms: a review, a rental's booking request, the owner's panel ('Marquer comme vendue'), or the contact buttons. */
export async function listingDetailAction(request: Request, id: string | undefined) {
  const ref = refOf(request, id);
  // The contact buttons' action reads the body itself: the intent is read from a copy.
  const form = await readForm(request.clone());
  const intent = form.get("intent");
  if (intent === REVIEW_INTENT) return reviewAction(request, ref, form);
  if (intent === BOOKING_INTENT && ref.kind === "rental") return bookingAction(request, ref.id, form);
  if (intent === OWNER_PAGE_INTENT) return ownerPageAction(request, ref, form);
  return contactAction(request, ref);
}
