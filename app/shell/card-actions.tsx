import { CompareButton } from "../features/compare/components/compare-button.tsx";
import { FavoriteButton } from "../features/favorites/components/favorite-button.tsx";
import type { ListingKind } from "../features/listings/listing.ts";

/** The controls over a card's photo: 'Comparer' and the heart. */
export function CardActions({ kind, listingId, isFavorite }: { kind: ListingKind; listingId: string; isFavorite: boolean | null }) {
  return (
    <div className="flex items-center gap-2">
      <CompareButton listingId={listingId} />
      <FavoriteButton kind={kind} listingId={listingId} isFavorite={isFavorite} />
    </div>
  );
}
