import { Suspense, lazy } from "react";
import { data } from "react-router";
import type { Route } from "./+types/listing-detail";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { bookingAction } from "../features/bookings/booking-action.server.ts";
import { takenRanges } from "../features/bookings/booking-calendar.server.ts";
import { BOOKING_INTENT, dayOf } from "../features/bookings/booking-rules.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { ContactActions } from "../features/chat/components/contact-actions.tsx";
import { ContactBar } from "../features/chat/components/contact-bar.tsx";
import { contactAction } from "../features/chat/contact.server.ts";
import { shareInfo } from "../features/listings/detail/share-meta.server.ts";
import { notFoundMeta, shareMeta } from "../features/listings/detail/share-meta.ts";
import { Description, Equipment, FactList } from "../features/listings/detail/components/detail-sections.tsx";
import { SectionCard } from "../components/ui/section-card.tsx";
import { DetailLayout } from "../features/listings/detail/components/detail-layout.tsx";
import { OffMarketNotice } from "../features/listings/detail/components/off-market-notice.tsx";
import { LinkTabs } from "../components/ui/link-tabs.tsx";
import { KeyFacts } from "../features/listings/detail/components/key-facts.tsx";
import { ListingHeading } from "../features/listings/detail/components/listing-heading.tsx";
import { ListingNotFound } from "../features/listings/detail/components/listing-not-found.tsx";
import { OwnerCard } from "../features/listings/detail/components/owner-card.tsx";
import { ReportLink } from "../features/reports/components/report-link.tsx";
import { OwnerPanel } from "../features/listings/detail/components/owner-panel.tsx";
import { PhotoGallery } from "../features/listings/detail/components/photo-gallery.tsx";
import { ViewBeacon } from "../features/listings/detail/components/view-beacon.tsx";
import { SaleHistory } from "../features/listings/detail/components/sale-history.tsx";
import { freshBrowseHref } from "../features/listings/browse-query.ts";
import { type ListingKind, type ListingRef, isOffMarket, listingHref, listingTitle } from "../features/listings/listing.ts";
import { ReviewForm } from "../features/reviews/components/review-form.tsx";
import { ReviewsSection } from "../features/reviews/components/reviews-section.tsx";
import { reviewAction } from "../features/reviews/review-action.server.ts";
import { REVIEW_INTENT } from "../features/reviews/review-rules.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { listingEvaluation } from "../features/pricing/pricing.server.ts";
import { siteLimit } from "../features/settings/site-limits.server.ts";
import { FavoriteButton } from "../features/favorites/components/favorite-button.tsx";
import { listingDetailView } from "./listing-detail-page.server.ts";

// Only rental pages take the booking form: sale pages do not download it.
// Only a sold or lent-out car's page shows similar listings: the cards' code stays off the others.
const SimilarListings = lazy(() => import("../features/listings/detail/components/similar-listings.tsx").then((m) => ({ default: m.SimilarListings })));
const BookingForm = lazy(() => import("../features/bookings/components/booking-form.tsx").then((m) => ({ default: m.BookingForm })));
// Only sales are rated: a rental's page does not load it.
const PriceEvaluationPanel = lazy(() =>
  import("../features/pricing/components/price-evaluation-panel.tsx").then((m) => ({ default: m.PriceEvaluationPanel })),
);

/** One module serves /listing/{id} (a sale) and /rental/{id} (a rental): the path says which. */
function refOf(request: Request, id: string | undefined): ListingRef {
  const kind: ListingKind = new URL(request.url).pathname.startsWith("/rental/") ? "rental" : "sale";
  return { kind, id: id ?? "" };
}

const OWNER_WORDS = {
  sale: { heading: "Vendeur", allListings: "Voir toutes les annonces de ce vendeur" },
  rental: { heading: "Propriétaire", allListings: "Voir toutes les annonces de ce propriétaire" },
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.status === "found" ? shareMeta(loaderData.share, { indexable: loaderData.availability === "offered" }) : notFoundMeta();

export async function loader({ request, params }: Route.LoaderArgs) {
  const ref = refOf(request, params.id);
  const user = await getSessionUser(request);
  const today = dayOf(new Date());
  const [country, page, taken, maxStayDays, evaluation] = await Promise.all([
    selectedCountry(request, user?.country),
    listingDetailView(ref, user?.id),
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

export async function action({ request, params }: Route.ActionArgs) {
  const ref = refOf(request, params.id);
  // The contact buttons' action reads the body itself: the intent is read from a copy.
  const form = await readForm(request.clone());
  const intent = form.get("intent");
  if (intent === REVIEW_INTENT) return reviewAction(request, ref, form);
  if (intent === BOOKING_INTENT && ref.kind === "rental") return bookingAction(request, ref.id, form);
  return contactAction(request, ref);
}

export default function ListingDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.status !== "found") {
    return <ListingNotFound browseHref={loaderData.browseHref} failed={loaderData.status === "failed"} />;
  }
  const { listing, availability, similar, owner, reviews, isFavorite, isOwner, tab, browseHref, calendar, bookingSignIn, evaluation } = loaderData;
  const country = resolveCountry(loaderData.country);
  // Sold or lent out, the page stays for the links already shared, with nothing to contact, book, report or favourite.
  const offered = availability === "offered";
  const canReach = offered && !isOwner;
  const offMarket = isOffMarket(availability);
  const contact = { id: "contact", label: "Contact", content: <ContactActions kind={listing.kind} /> };
  const words = OWNER_WORDS[listing.kind];
  return (
    <DetailLayout
      backTo={browseHref}
      notice={offMarket ? <OffMarketNotice availability={availability} /> : null}
      after={
        offMarket ? (
          <Suspense fallback={null}>
            <SimilarListings listings={similar} country={country} browseHref={browseHref} />
          </Suspense>
        ) : null
      }
      gallery={<PhotoGallery images={listing.images} title={listingTitle(listing)} />}
      summary={
        <>
          <ListingHeading
            listing={listing}
            visitorCountry={country}
            favorite={offered ? <FavoriteButton kind={listing.kind} listingId={listing.id} isFavorite={isFavorite} size="lg" /> : null}
          />
          {evaluation ? (
            <Suspense fallback={null}>
              <PriceEvaluationPanel evaluation={evaluation} country={country} />
            </Suspense>
          ) : null}
          {isOwner ? (
            <OwnerPanel listing={listing} />
          ) : !offered ? null : listing.kind === "rental" ? (
            <LinkTabs
              label="Réserver ou contacter"
              initial={tab}
              tabs={[
                {
                  id: "reserver",
                  label: "Réserver",
                  content: (
                    <div className="space-y-6">
                      <Suspense fallback={null}>
                        <BookingForm
                          listingId={listing.id}
                          pricePerDay={listing.price}
                          country={country}
                          today={calendar.today}
                          taken={calendar.taken}
                          maxStayDays={calendar.maxStayDays}
                          answer={actionData && "booking" in actionData ? actionData.booking : undefined}
                          signInHref={bookingSignIn}
                        />
                      </Suspense>
                    </div>
                  ),
                },
                contact,
              ]}
            />
          ) : (
            <LinkTabs label="Contacter" initial={tab} tabs={[contact]} />
          )}
          <OwnerCard owner={owner} heading={words.heading} allListingsLabel={words.allListings} contact={offered} />
          {canReach ? <ReportLink target={{ annonce: listing.id }} label="Signaler cette annonce" /> : null}
        </>
      }
    >
      <KeyFacts year={listing.year} mileage={listing.mileage} transmission={listing.transmission} fuelType={listing.fuelType} />
      <SectionCard id="details" title="Détails complets">
        <FactList
          rows={[
            { label: "Couleur extérieure", value: listing.exteriorColor },
            { label: "Couleur intérieure", value: listing.sale?.interiorColor },
            { label: "Carrosserie", value: listing.bodyType },
            { label: "Portes", value: listing.sale?.doors },
            { label: "Places", value: listing.sale?.seats },
            { label: "Moteur", value: listing.sale?.engine },
            { label: "Puissance", value: listing.sale?.horsepower ? `${listing.sale.horsepower} ch` : null },
            { label: "Cylindres", value: listing.sale?.cylinders },
          ]}
        />
      </SectionCard>
      {listing.sale ? <SaleHistory sale={listing.sale} /> : null}
      <Description text={listing.description} />
      <Equipment features={listing.features} />
      {canReach ? <ViewBeacon listingId={listing.id} /> : null}
      <ReviewsSection summary={reviews.summary} items={reviews.items}>
        {canReach ? <ReviewForm key={listing.id} action={listingHref(listing.kind, listing.id)} answer={actionData && "review" in actionData ? actionData.review : undefined} mine={reviews.mine} /> : null}
      </ReviewsSection>
      {listing.kind === "sale" && canReach ? <ContactBar phone={owner.phone || null} listingUrl={loaderData.share.url} /> : null}
    </DetailLayout>
  );
}
