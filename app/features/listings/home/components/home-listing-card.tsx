import type { Country } from "../../../../lib/countries.ts";
import { FavoriteButton } from "../../../favorites/components/favorite-button.tsx";
import { ListingCard } from "../../components/listing-card.tsx";
import type { HomeCard } from "../home-page.server.ts";

export function HomeListingCard({ listing, country, eager }: { listing: HomeCard; country: Country; eager: boolean }) {
  return (
    <ListingCard
      listing={listing}
      country={country}
      eager={eager}
      action={<FavoriteButton kind={listing.kind} listingId={listing.id} isFavorite={listing.isFavorite} />}
    />
  );
}
