import { Fragment, type ReactNode } from "react";
import type { Country } from "../../../lib/countries.ts";
import type { ListingSummary } from "../listing.ts";
import { type CardHeadingLevel, ListingCard } from "./listing-card.tsx";

/** Spec §9: an ad block after every 5th card, never after the last one (one column, on phones). */
export const AD_EVERY = 5;
/**
 * With two or three columns the block goes after every 6th card instead: a whole number of rows
 * at both widths, so a full-width block never leaves a hole in the row above it.
 */
export const AD_EVERY_WIDE = 6;

export function adAfter(index: number, total: number, every: number = AD_EVERY): boolean {
  return (index + 1) % every === 0 && index < total - 1;
}

/**
 * A grid of listing cards. `action` renders each card's overlay control (the favourite toggle),
 * `ad` the sponsored block placed between cards; `headingLevel`, the level of the cards' titles: 2
 * where the grid sits right under the page's `<h1>`, 3 (the default) under a section's `<h2>`.
 */
export function ListingGrid({
  listings,
  country,
  eagerCount = 2,
  action,
  ad,
  onOpenPhotos,
  headingLevel = 3,
}: {
  listings: readonly ListingSummary[];
  country: Country;
  eagerCount?: number;
  action?: (listing: ListingSummary) => ReactNode;
  ad?: (slot: number) => ReactNode;
  onOpenPhotos?: (listing: ListingSummary) => void;
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((l, i) => (
        <Fragment key={`${l.kind}:${l.id}`}>
          <ListingCard listing={l} country={country} eager={i < eagerCount} action={action?.(l)} onOpenPhotos={onOpenPhotos} headingLevel={headingLevel} />
          {ad && adAfter(i, listings.length) ? <div className="sm:hidden">{ad(Math.floor(i / AD_EVERY))}</div> : null}
          {ad && adAfter(i, listings.length, AD_EVERY_WIDE) ? (
            <div className="hidden sm:col-span-2 sm:block lg:col-span-3">{ad(Math.floor(i / AD_EVERY_WIDE))}</div>
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}
