import { data } from "react-router";
import type { Route } from "./+types/listing-detail";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { contactAction } from "../features/listings/detail/contact.server.ts";
import { saleDetailPage } from "../features/listings/detail/detail.server.ts";
import { formatLongDate } from "../features/listings/detail/long-date.ts";
import { shareInfo } from "../features/listings/detail/share-meta.server.ts";
import { notFoundMeta, shareMeta } from "../features/listings/detail/share-meta.ts";
import { ContactActions } from "../features/listings/detail/components/contact-actions.tsx";
import { CheckList, Description, DetailSection, Equipment, FactList } from "../features/listings/detail/components/detail-sections.tsx";
import { DetailLayout } from "../features/listings/detail/components/detail-layout.tsx";
import { DetailTabs } from "../features/listings/detail/components/detail-tabs.tsx";
import { KeyFacts } from "../features/listings/detail/components/key-facts.tsx";
import { ListingHeading } from "../features/listings/detail/components/listing-heading.tsx";
import { ListingNotFound } from "../features/listings/detail/components/listing-not-found.tsx";
import { OwnerCard } from "../features/listings/detail/components/owner-card.tsx";
import { PhotoGallery } from "../features/listings/detail/components/photo-gallery.tsx";
import { ReviewsSection } from "../features/listings/detail/components/reviews-section.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { ACCIDENT_OPTIONS, CONDITION_LABELS, PREVIOUS_OWNER_OPTIONS } from "../lib/vehicles.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.status === "found" ? shareMeta(loaderData.share) : notFoundMeta();

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const [country, page] = await Promise.all([selectedCountry(request, user?.country), saleDetailPage(params.id, user?.id)]);
  if (page.status !== "found") return data({ status: page.status, country }, { status: page.status === "failed" ? 500 : 404 });
  return {
    ...page,
    country,
    tab: new URL(request.url).searchParams.get("tab"),
    share: shareInfo("sale", page.listing),
  };
}

export function action({ request, params }: Route.ActionArgs) {
  return contactAction(request, { kind: "sale", id: params.id });
}

const optionLabel = (options: readonly { value: number; label: string }[], value: number) =>
  options.find((o) => o.value === value)?.label ?? String(value);
const yesNo = (value: boolean) => (value ? "Oui" : "Non");

export default function SaleListingDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "found") return <ListingNotFound browseHref="/listings" failed={loaderData.status === "failed"} />;
  const { listing, owner, reviews, isFavorite, tab } = loaderData;
  const title = `${listing.brand} ${listing.model} ${listing.year}`;
  return (
    <DetailLayout
      backTo="/listings"
      gallery={<PhotoGallery images={listing.images} title={title} />}
      summary={
        <>
          <ListingHeading kind="sale" listing={listing} price={listing.price} visitorCountry={resolveCountry(loaderData.country)} isFavorite={isFavorite} />
          <DetailTabs label="Contacter" initial={tab} tabs={[{ id: "contact", label: "Contact", content: <ContactActions kind="sale" /> }]} />
          <OwnerCard owner={owner} heading="Vendeur" allListingsLabel="Voir toutes les annonces de ce vendeur" />
        </>
      }
    >
      <KeyFacts year={listing.year} mileage={listing.mileage} transmission={listing.transmission} fuelType={listing.fuelType} />
      <DetailSection id="details" title="Détails complets">
        <FactList
          rows={[
            { label: "Couleur extérieure", value: listing.exteriorColor },
            { label: "Couleur intérieure", value: listing.interiorColor },
            { label: "Carrosserie", value: listing.bodyType },
            { label: "Portes", value: listing.doors },
            { label: "Places", value: listing.seats },
            { label: "Moteur", value: listing.engine },
            { label: "Puissance", value: listing.horsepower ? `${listing.horsepower} ch` : null },
            { label: "Cylindres", value: listing.cylinders },
          ]}
        />
      </DetailSection>
      <DetailSection id="history" title="Historique">
        <FactList
          rows={[
            { label: "État", value: CONDITION_LABELS[listing.condition] },
            { label: "Propriétaires précédents", value: optionLabel(PREVIOUS_OWNER_OPTIONS, listing.previousOwners) },
            { label: "Accidents", value: optionLabel(ACCIDENT_OPTIONS, listing.accidents) },
            { label: "Titre de propriété en règle", value: yesNo(listing.cleanTitle) },
            { label: "Dernier entretien", value: listing.lastService ? formatLongDate(listing.lastService) : null },
            { label: "Dédouanement", value: listing.customsCleared ? "Dédouané" : "Non dédouané" },
          ]}
        />
      </DetailSection>
      <DetailSection id="documents" title="Documents disponibles">
        <CheckList items={listing.documentsAvailable} empty="Aucun document renseigné" />
      </DetailSection>
      <Description text={listing.description} />
      <Equipment features={listing.features} />
      <ReviewsSection reviews={reviews} />
    </DetailLayout>
  );
}
