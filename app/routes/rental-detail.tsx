import { data } from "react-router";
import type { Route } from "./+types/rental-detail";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { contactAction } from "../features/listings/detail/contact.server.ts";
import { rentalDetailPage } from "../features/listings/detail/detail.server.ts";
import { shareInfo } from "../features/listings/detail/share-meta.server.ts";
import { notFoundMeta, shareMeta } from "../features/listings/detail/share-meta.ts";
import { ContactActions } from "../features/listings/detail/components/contact-actions.tsx";
import { Description, DetailSection, Equipment, FactList } from "../features/listings/detail/components/detail-sections.tsx";
import { DetailLayout } from "../features/listings/detail/components/detail-layout.tsx";
import { DetailTabs } from "../features/listings/detail/components/detail-tabs.tsx";
import { KeyFacts } from "../features/listings/detail/components/key-facts.tsx";
import { ListingHeading } from "../features/listings/detail/components/listing-heading.tsx";
import { ListingNotFound } from "../features/listings/detail/components/listing-not-found.tsx";
import { OwnerCard } from "../features/listings/detail/components/owner-card.tsx";
import { PhotoGallery } from "../features/listings/detail/components/photo-gallery.tsx";
import { RentalCalculator } from "../features/listings/detail/components/rental-calculator.tsx";
import { ReviewsSection } from "../features/listings/detail/components/reviews-section.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";

const BROWSE_RENTALS = "/listings?type=location";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.status === "found" ? shareMeta(loaderData.share) : notFoundMeta();

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const [country, page] = await Promise.all([selectedCountry(request, user?.country), rentalDetailPage(params.id, user?.id)]);
  if (page.status !== "found") return data({ status: page.status, country }, { status: page.status === "failed" ? 500 : 404 });
  return {
    ...page,
    country,
    tab: new URL(request.url).searchParams.get("tab"),
    share: shareInfo("rental", { ...page.listing, price: page.listing.pricePerDay }),
  };
}

export function action({ request, params }: Route.ActionArgs) {
  return contactAction(request, { kind: "rental", id: params.id });
}

export default function RentalListingDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "found") return <ListingNotFound browseHref={BROWSE_RENTALS} failed={loaderData.status === "failed"} />;
  const { listing, owner, reviews, isFavorite, tab } = loaderData;
  const country = resolveCountry(loaderData.country);
  const booking = (
    <div className="space-y-4">
      <RentalCalculator pricePerDay={listing.pricePerDay} country={country} />
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">Le propriétaire doit confirmer votre demande avant tout paiement.</p>
    </div>
  );
  return (
    <DetailLayout
      backTo={BROWSE_RENTALS}
      gallery={<PhotoGallery images={listing.images} title={`${listing.brand} ${listing.model} ${listing.year}`} />}
      summary={
        <>
          <ListingHeading kind="rental" listing={listing} price={listing.pricePerDay} visitorCountry={country} isFavorite={isFavorite} />
          <DetailTabs
            label="Réserver ou contacter"
            initial={tab}
            tabs={[
              { id: "reserver", label: "Réserver", content: booking },
              { id: "contact", label: "Contact", content: <ContactActions kind="rental" /> },
            ]}
          />
          <OwnerCard owner={owner} heading="Propriétaire" allListingsLabel="Voir toutes les annonces de ce propriétaire" />
        </>
      }
    >
      <KeyFacts year={listing.year} mileage={listing.mileage} transmission={listing.transmission} fuelType={listing.fuelType} />
      <DetailSection id="details" title="Détails complets">
        <FactList
          rows={[
            { label: "Carrosserie", value: listing.bodyType },
            { label: "Couleur extérieure", value: listing.exteriorColor },
          ]}
        />
      </DetailSection>
      <Description text={listing.description} />
      <Equipment features={listing.features} />
      <ReviewsSection reviews={reviews} />
    </DetailLayout>
  );
}
