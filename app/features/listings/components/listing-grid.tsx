import { Fragment, type ReactNode } from "react";
import type { Country } from "../../../lib/countries.ts";
import type { ListingSummary } from "../listing.ts";
import { ListingCard } from "./listing-card.tsx";

/** Spec §9: an ad block after every 5th card, never after the last one. */
export const AD_EVERY = 5;

export function adAfter(index: number, total: number): boolean {
  return (index + 1) % AD_EVERY === 0 && index < total - 1;
}

/**
 * A grid of listing cards. `action` renders each card's overlay control (the favourite toggle),
 * `ad` the sponsored block placed between cards.
 */
export function ListingGrid({
  listings,
  country,
  eagerCount = 2,
  action,
  ad,
  onOpenPhotos,
}: {
  listings: readonly ListingSummary[];
  country: Country;
  eagerCount?: number;
  action?: (listing: ListingSummary) => ReactNode;
  ad?: (slot: number) => ReactNode;
  onOpenPhotos?: (listing: ListingSummary) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((l, i) => (
        <Fragment key={`${l.kind}:${l.id}`}>
          <ListingCard listing={l} country={country} eager={i < eagerCount} action={action?.(l)} onOpenPhotos={onOpenPhotos} />
          {ad && adAfter(i, listings.length) ? <div className="sm:col-span-2 lg:col-span-3">{ad(Math.floor(i / AD_EVERY))}</div> : null}
        </Fragment>
      ))}
    </div>
  );
}
