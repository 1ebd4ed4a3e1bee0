import { type ReactNode, Suspense, lazy } from "react";
import { LinkTabs } from "../components/ui/link-tabs.tsx";
import { SectionCard } from "../components/ui/section-card.tsx";
import { StaticContent } from "../components/ui/static-content.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { ContactActions } from "../features/chat/components/contact-actions.tsx";
import { ContactBar } from "../features/chat/components/contact-bar.tsx";
import { AcceptedOffers } from "../features/chat/components/accepted-offers.tsx";
import { FavoriteButton } from "../features/favorites/components/favorite-button.tsx";
import { CompareButton } from "../features/compare/components/compare-button.tsx";
import { RecentViewRecorder } from "../features/recently-viewed/components/recent-view-recorder.tsx";
import { isOffMarket, listingHref, listingTitle } from "../features/listings/listing.ts";
import { Description, Equipment, FactList } from "../features/listings/detail/components/detail-sections.tsx";
import { DetailLayout } from "../features/listings/detail/components/detail-layout.tsx";
import { MarketHistory } from "../features/listings/detail/components/market-history.tsx";
import { KeyFacts } from "../features/listings/detail/components/key-facts.tsx";
import { ListingHeading } from "../features/listings/detail/components/listing-heading.tsx";
import { OffMarketNotice } from "../features/listings/detail/components/off-market-notice.tsx";
import { OwnerCard } from "../features/listings/detail/components/owner-card.tsx";
import { OwnerPanel } from "../features/listings/detail/components/owner-panel.tsx";
import { PhotoGallery } from "../features/listings/detail/components/photo-gallery.tsx";
import { SaleHistory } from "../features/listings/detail/components/sale-history.tsx";
import { ViewBeacon } from "../features/listings/detail/components/view-beacon.tsx";
import { JsonLd } from "../features/seo/components/json-ld.tsx";
import { ReportLink } from "../features/reports/components/report-link.tsx";
import type { ReviewAnswer } from "../features/reviews/review-action.server.ts";
import { ReviewForm } from "../features/reviews/components/review-form.tsx";
import { ReviewsSection } from "../features/reviews/components/reviews-section.tsx";
import type { FoundListingDetail } from "./listing-detail-page.server.ts";
import { usePersonalBits } from "../shell/personal-bits.tsx";
import { msg } from "@lingui/core/macro";
import type { MetaDescriptor } from "react-router";
import { notFoundMeta, shareMeta } from "../features/listings/detail/share-meta.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { languageOfPath } from "../lib/language.ts";
import { useLingui } from "@lingui/react/macro";
import { BODY_TYPE_LABELS, COLOUR_LABELS } from "../lib/vehicles.ts";
import { useValueLabel } from "../components/ui/value-label.ts";

// Only a sold or lent-out car's page shows similar listings, below everything: the cards' code
// stays off the others.
const SimilarListings = lazy(() => import("../features/listings/detail/components/similar-listings.tsx").then((m) => ({ default: m.SimilarListings })));

const OWNER_WORDS = {
  sale: { heading: msg`Vendeur`, allListings: msg`Voir toutes les annonces de ce vendeur` },
  rental: { heading: msg`Propriétaire`, allListings: msg`Voir toutes les annonces de ce propriétaire` },
} as const;

/**
 * A listing's page, sale or rental. What only one kind shows comes from its route, imported there
 * and rendered in place: a rental's booking form (`booking`), a sale's price rating (`evaluation`).
 */
/** The head of a sale's or a rental's page: its share preview and both languages' links, or the not-found page's. */
export function listingDetailMeta(args: {
  loaderData?: { status: string; share?: FoundListingDetail["share"]; links?: FoundListingDetail["links"]; availability?: string } | undefined;
  location?: { pathname: string };
  matches?: readonly ({ loaderData?: unknown } | undefined)[];
}): MetaDescriptor[] {
  const { loaderData } = args;
  const language = languageOfPath(args.location?.pathname ?? "/");
  return loaderData?.status === "found" && loaderData.share
    ? [...shareMeta(loaderData.share, { indexable: loaderData.availability === "offered", language }), ...(loaderData.links ?? [])]
    : notFoundMeta(metaI18n(args.matches));
}

export function ListingDetailPage({
  page,
  reviewAnswer,
  booking,
  evaluation,
}: {
  page: FoundListingDetail;
  reviewAnswer: ReviewAnswer | undefined;
  booking?: ReactNode;
  evaluation?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const label = useValueLabel();
  const { listing, availability, similar, owner, reviews, market, isFavorite, isOwner, tab, browseHref } = page;
  // Read for every member alike, the page knows nobody's review: the member's bits do (ADR 0035).
  const { bits, member } = usePersonalBits();
  const reviewedAt = bits?.reviewed[listing.id];
  const myReview = reviews.mine ?? (reviewedAt ? { createdAt: reviewedAt } : null);
  const country = resolveCountry(page.country);
  // Sold or lent out, the page stays for the links already shared, with nothing to contact, book, report or favourite.
  const offered = availability === "offered";
  const canReach = offered && !isOwner;
  const offMarket = isOffMarket(availability);
  const contact = { id: "contact", label: t`Contact`, content: <ContactActions kind={listing.kind} listingId={listing.id} /> };
  const words = OWNER_WORDS[listing.kind];
  const horsepower = listing.sale?.horsepower;
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
            favorite={
              offered ? (
                <div className="flex items-center gap-2">
                  <CompareButton listingId={listing.id} size="lg" />
                  <FavoriteButton kind={listing.kind} listingId={listing.id} isFavorite={isFavorite} size="lg" />
                </div>
              ) : null
            }
          />
          {/* What the page shows of the car and its market never changes once loaded: kept as sent (ADR 0062). */}
          <StaticContent className="space-y-4 empty:hidden" deps={[page]}>
            <MarketHistory market={market} country={country} />
            {evaluation}
          </StaticContent>
          {isOwner ? (
            <OwnerPanel listing={listing}>
              <AcceptedOffers offers={page.acceptedOffers} />
            </OwnerPanel>
          ) : !offered ? null : booking ? (
            <LinkTabs
              label={t`Réserver ou contacter`}
              initial={tab}
              tabs={[{ id: "reserver", label: t`Réserver`, content: <div className="space-y-6">{booking}</div> }, contact]}
            />
          ) : (
            <LinkTabs label={t`Contacter`} initial={tab} tabs={[contact]} />
          )}
          <StaticContent deps={[page]}>
            <OwnerCard owner={owner} heading={i18n._(words.heading)} allListingsLabel={i18n._(words.allListings)} contact={offered} />
          </StaticContent>
          {canReach ? <ReportLink target={{ annonce: listing.id }} label={t`Signaler cette annonce`} /> : null}
        </>
      }
    >
      <StaticContent className="space-y-4" deps={[page]}>
        <JsonLd blocks={page.structuredData} />
        <KeyFacts year={listing.year} mileage={listing.mileage} transmission={listing.transmission} fuelType={listing.fuelType} />
        <SectionCard id="details" title={t`Détails complets`}>
          <FactList
            rows={[
              { label: t`Couleur extérieure`, value: listing.exteriorColor ? label(COLOUR_LABELS, listing.exteriorColor) : null },
              { label: t`Couleur intérieure`, value: listing.sale?.interiorColor ? label(COLOUR_LABELS, listing.sale.interiorColor) : null },
              { label: t`Carrosserie`, value: listing.bodyType ? label(BODY_TYPE_LABELS, listing.bodyType) : null },
              { label: t`Portes`, value: listing.sale?.doors },
              { label: t`Places`, value: listing.sale?.seats },
              { label: t`Moteur`, value: listing.sale?.engine },
              { label: t`Puissance`, value: horsepower ? t`${horsepower} ch` : null },
              { label: t`Cylindres`, value: listing.sale?.cylinders },
            ]}
          />
        </SectionCard>
        {listing.sale ? <SaleHistory sale={listing.sale} /> : null}
        <Description text={listing.description} />
        <Equipment features={listing.features} />
      </StaticContent>
      {canReach ? <ViewBeacon listingId={listing.id} /> : null}
      {canReach ? <RecentViewRecorder listingId={listing.id} member={member} /> : null}
      <ReviewsSection summary={reviews.summary} items={reviews.items}>
        {canReach ? <ReviewForm key={listing.id} action={listingHref(listing.kind, listing.id)} answer={reviewAnswer} mine={myReview} /> : null}
      </ReviewsSection>
      {listing.kind === "sale" && canReach ? <ContactBar phone={owner.phone || null} listingUrl={page.share.url} /> : null}
    </DetailLayout>
  );
}
