import { type ReactNode, Suspense, lazy } from "react";
import { LinkTabs } from "../../../../components/ui/link-tabs.tsx";
import { resolveCountry } from "../../../../lib/countries.ts";
import { ContactActions } from "../../../chat/components/contact-actions.tsx";
import { ContactBar } from "../../../chat/components/contact-bar.tsx";
import { ReportLink } from "../../../reports/components/report-link.tsx";
import type { ReviewAnswer } from "../../../reviews/review-action.server.ts";
import { ReviewForm } from "../../../reviews/components/review-form.tsx";
import { ReviewsSection } from "../../../reviews/components/reviews-section.tsx";
import { isOffMarket, listingHref, listingTitle } from "../../listing.ts";
import type { FoundListingDetail } from "../detail-route.server.ts";
import { Description, DetailSection, Equipment, FactList } from "./detail-sections.tsx";
import { DetailLayout } from "./detail-layout.tsx";
import { KeyFacts } from "./key-facts.tsx";
import { ListingHeading } from "./listing-heading.tsx";
import { OffMarketNotice } from "./off-market-notice.tsx";
import { OwnerCard } from "./owner-card.tsx";
import { OwnerPanel } from "./owner-panel.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { SaleHistory } from "./sale-history.tsx";
import { ViewBeacon } from "./view-beacon.tsx";

// Only a sold or lent-out car's page shows similar listings, below everything: the cards' code
// stays off the others.
const SimilarListings = lazy(() => import("./similar-listings.tsx").then((m) => ({ default: m.SimilarListings })));

const OWNER_WORDS = {
  sale: { heading: "Vendeur", allListings: "Voir toutes les annonces de ce vendeur" },
  rental: { heading: "Propriétaire", allListings: "Voir toutes les annonces de ce propriétaire" },
} as const;

/**
 * A listing's page, sale or rental. What only one kind shows comes from its route, imported there
 * and rendered in place: a rental's booking form (`booking`), a sale's price rating (`evaluation`).
 */
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
  const { listing, availability, similar, owner, reviews, isFavorite, isOwner, tab, browseHref } = page;
  const country = resolveCountry(page.country);
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
          <ListingHeading listing={listing} visitorCountry={country} isFavorite={offered ? isFavorite : null} />
          {evaluation}
          {isOwner ? (
            <OwnerPanel listing={listing} />
          ) : !offered ? null : booking ? (
            <LinkTabs
              label="Réserver ou contacter"
              initial={tab}
              tabs={[{ id: "reserver", label: "Réserver", content: <div className="space-y-6">{booking}</div> }, contact]}
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
      <DetailSection id="details" title="Détails complets">
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
      </DetailSection>
      {listing.sale ? <SaleHistory sale={listing.sale} /> : null}
      <Description text={listing.description} />
      <Equipment features={listing.features} />
      {canReach ? <ViewBeacon listingId={listing.id} /> : null}
      <ReviewsSection summary={reviews.summary} items={reviews.items}>
        {canReach ? <ReviewForm key={listing.id} action={listingHref(listing.kind, listing.id)} answer={reviewAnswer} mine={reviews.mine} /> : null}
      </ReviewsSection>
      {listing.kind === "sale" && canReach ? <ContactBar phone={owner.phone || null} listingUrl={page.share.url} /> : null}
    </DetailLayout>
  );
}
