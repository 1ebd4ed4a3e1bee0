import { randomActiveBanner } from "../../ads/ads.server.ts";
import { favoriteIds } from "../../favorites/favorites.server.ts";
import { isPro } from "../../subscription/pro-status.server.ts";
import { freshBrowseHref } from "../browse-query.ts";
import type { ListingKind, ListingSummary } from "../listing.ts";
import { featuredListings, premiumSales } from "./home-listings.server.ts";
import { withDealBadges } from "../../pricing/pricing.server.ts";

export interface HomeCard extends ListingSummary {
  isFavorite: boolean;
}

/** Everything the home page shows, read in parallel; only the chosen featured tab is loaded. */
export async function homePage({ country, userId, vitrine }: { country: string; userId: string | null; vitrine: ListingKind }) {
  const [premium, featured, banner, pro] = await Promise.all([
    premiumSales(country),
    featuredListings(vitrine, country),
    randomActiveBanner(),
    userId ? isPro(userId) : false,
  ]);
  const [favorites, ratedPremium, ratedFeatured] = await Promise.all([
    favoriteIds(userId, [...premium, ...featured].map((l) => l.id)),
    withDealBadges(premium),
    withDealBadges(featured),
  ]);
  const withFavorite = (l: ListingSummary): HomeCard => ({ ...l, isFavorite: favorites.has(l.id) });
  return { premium: ratedPremium.map(withFavorite), featured: ratedFeatured.map(withFavorite), banner, pro, browseHref: freshBrowseHref(vitrine) };
}
