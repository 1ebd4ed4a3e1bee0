import { randomActiveBanner } from "../features/ads/ads.server.ts";
import { favoriteIds } from "../features/favorites/favorites.server.ts";
import { freshBrowseHref } from "../features/listings/browse-query.ts";
import { featuredListings, premiumSales } from "../features/listings/home/home-listings.server.ts";
import type { ListingKind, ListingSummary } from "../features/listings/listing.ts";
import { withDealBadges } from "../features/pricing/pricing.server.ts";

export interface HomeCard extends ListingSummary {
  /** null when the page is read for nobody in particular (a visitor, or every member: ADR 0035). */
  isFavorite: boolean | null;
}

/** Everything the home page shows, read in parallel; only the chosen featured tab is loaded. */
export async function homePage({ country, userId, vitrine }: { country: string; userId: string | null; vitrine: ListingKind }) {
  const [premium, featured, banner] = await Promise.all([premiumSales(country), featuredListings(vitrine, country), randomActiveBanner()]);
  const [favorites, ratedPremium, ratedFeatured] = await Promise.all([
    favoriteIds(
      userId,
      [...premium, ...featured].map((l) => l.id),
    ),
    withDealBadges(premium),
    withDealBadges(featured),
  ]);
  const withFavorite = (l: ListingSummary): HomeCard => ({ ...l, isFavorite: userId ? favorites.has(l.id) : null });
  return { premium: ratedPremium.map(withFavorite), featured: ratedFeatured.map(withFavorite), banner, browseHref: freshBrowseHref(vitrine) };
}
