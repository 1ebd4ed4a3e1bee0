import { isbot } from "isbot";
import type { Language } from "../lib/language.ts";
import { acceptedOffersOn } from "../features/chat/offer-view.server.ts";
import { offerAmountText } from "../features/chat/offer-amount.ts";
import { data } from "react-router";
import { marketOf, priceHistoryFrom, priceHistoryQuery } from "../features/listings/price-history.server.ts";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { takenRanges } from "../features/bookings/booking-calendar.server.ts";
import { BOOKING_INTENT, dayOf } from "../features/bookings/booking-rules.ts";
import { contactAction } from "./contact-answers.server.ts";
import { isFavoriteField } from "../features/favorites/favorites.server.ts";
import { freshBrowseHref } from "../features/listings/browse-query.ts";
import { type ListingDetailData, isListingId, readListing, similarToOffMarket } from "../features/listings/detail/detail.server.ts";
import { shareInfo } from "../features/listings/detail/share-meta.server.ts";
import { type ListingKind, type ListingRef, listingHref } from "../features/listings/listing.ts";
import { type PricedListing, listingEvaluationOf, withDealBadges } from "../features/pricing/pricing.server.ts";
import { bookingAction, ownerPageAction, reviewAction } from "./listing-page-actions.server.ts";
import { OWNER_PAGE_INTENT } from "../features/listings/manage/my-listing-actions.ts";
import { REVIEW_INTENT } from "../features/reviews/review-rules.ts";
import { listingReviewsFields, listingReviewsFrom } from "../features/reviews/reviews.server.ts";
import { db } from "../server/db.server.ts";
import { ONE_ROW, jsonRows } from "../server/json-rows.server.ts";
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

/** The facts the price rating weighs, from the row the page read (a sale's own facts are set on every sale). */
function pricedListing(listing: ListingDetailData, updatedAt: Date): PricedListing {
  const sale = listing.sale;
  return {
    id: listing.id,
    brand: listing.brand,
    model: listing.model,
    year: listing.year,
    mileage: listing.mileage,
    price: listing.price,
    fuel: listing.fuelType,
    transmission: listing.transmission,
    condition: sale?.condition ?? null,
    owners: sale?.previousOwners ?? null,
    bodyType: listing.bodyType,
    horsepower: sale?.horsepower ?? null,
    engine: sale?.engine ?? null,
    seats: sale?.seats ?? null,
    accidents: sale?.accidents ?? null,
    cleanTitle: sale?.cleanTitle ?? null,
    customsCleared: sale?.customsCleared ?? null,
    country: listing.country,
    updatedAt,
  };
}

/**
 * What other features add to a listing's page, in one statement beside its row: its reviews (counts,
 * newest, the viewer's own), whether the viewer favourited it, its price changes.
 */
async function pageBits(listingId: string, viewerId: string | null | undefined) {
  const [row] = await db()
    .select({
      ...listingReviewsFields(listingId, viewerId),
      favorite: isFavoriteField(viewerId, listingId),
      priceChanges: jsonRows(priceHistoryQuery(listingId)),
    })
    .from(ONE_ROW);
  if (!row) throw new Error("a select of subqueries returned no row");
  const { favorite, priceChanges, ...reviews } = row;
  return { reviews: listingReviewsFrom(reviews), favorite, priceChanges: priceHistoryFrom(priceChanges) };
}

/**
 * A detail page's data: the listing's row, read once (with its owner) and passed on — to its time
 * on the market, its price rating, its similar listings — and what other features add to it, read
 * alongside: its reviews, whether the visitor favourited it, its price changes, then the offers its
 * owner accepted. `ref.id` is a listing id: loadListingDetail checked it.
 */
async function listingDetailView(ref: ListingRef, viewerId: string | null | undefined, language: Language) {
  try {
    const [read, { reviews, favorite, priceChanges }] = await Promise.all([readListing(ref, viewerId), pageBits(ref.id, viewerId)]);
    if (read.status !== "found") return read;
    const { listing, availability, owner, isOwner, times } = read;
    const [similar, evaluation, accepted] = await Promise.all([
      similarToOffMarket(listing, availability).then((cards) => withDealBadges(cards)),
      // A sold car's price is not rated: nobody can buy it at that price any more.
      ref.kind === "sale" && availability === "offered" ? listingEvaluationOf(pricedListing(listing, times.updatedAt), language) : null,
      // Only the owner's own page (the page cache keeps it apart: ADR 0035) lists the offers they accepted.
      ref.kind === "sale" && isOwner && viewerId ? acceptedOffersOn(viewerId, ref.id) : [],
    ]);
    const market = marketOf({ ...listing, createdAt: times.createdAt }, priceChanges);
    // Read for nobody in particular (a visitor, or every member: ADR 0035), the heart is not known here.
    const isFavorite = viewerId ? favorite : null;
    return { status: "found" as const, listing, availability, similar, owner, isOwner, reviews, market, isFavorite, evaluation, accepted };
  } catch (error) {
    log.error("listing_detail.failed", { kind: ref.kind, id: ref.id, error });
    return { status: "failed" } as const;
  }
}

/**
 * A listing's page: the listing, its owner and reviews, a rental's calendar, a sale's price rating.
 * Its route says which kind it shows (/listing/{id} a sale, /rental/{id} a rental); the id is
 * checked here, once: a malformed one is not found before anything reads the database.
 */
export async function loadListingDetail(request: Request, kind: ListingKind, id: string | undefined) {
  const ref: ListingRef | null = isListingId(id) ? { kind, id } : null;
  const language = requestLanguage(request);
  const user = await getSessionUser(request);
  const today = dayOf(new Date());
  const [country, page, taken, maxStayDays] = await Promise.all([
    selectedCountry(request, user?.country),
    ref ? listingDetailView(ref, user?.id, language) : ({ status: "not-found" } as const),
    ref && kind === "rental" ? takenRanges(ref.id, today) : [],
    siteLimit("max_booking_days"),
  ]);
  const browseHref = freshBrowseHref(kind);
  if (page.status !== "found") {
    return data({ status: page.status, country, browseHref }, { status: NOT_FOUND_STATUS[page.status] });
  }
  const { evaluation, accepted, ...shown } = page;
  const href = listingHref(kind, page.listing.id);
  const found = {
    ...shown,
    country,
    browseHref,
    tab: new URL(request.url).searchParams.get("tab"),
    // Each language's page is its own canonical (and og:url): /en/listing/{id} for the English one.
    share: { ...shareInfo(page.listing, language), url: canonicalUrl(href, language) },
    links: pageLinks(href, language),
    structuredData: listingStructuredData(page, language),
    acceptedOffers: accepted.map(({ amount, conversationId }) => ({ amountText: offerAmountText(amount, language), conversationId })),
    calendar: { today, taken, maxStayDays },
    evaluation,
    bookingSignIn: signInPath(`${href}?tab=reserver`, "reservation"),
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

/** A listing page's forms: a review, a rental's booking request, the owner's panel ('Marquer comme vendue'), or the contact buttons. Its route says the kind. */
export async function listingDetailAction(request: Request, kind: ListingKind, id: string | undefined) {
  const ref: ListingRef = { kind, id: id ?? "" };
  // The contact buttons' action reads the body itself: the intent is read from a copy.
  const form = await readForm(request.clone());
  const intent = form.get("intent");
  if (intent === REVIEW_INTENT) return reviewAction(request, ref, form);
  if (intent === BOOKING_INTENT && ref.kind === "rental") return bookingAction(request, ref.id, form);
  if (intent === OWNER_PAGE_INTENT) return ownerPageAction(request, ref, form);
  return contactAction(request, ref);
}
